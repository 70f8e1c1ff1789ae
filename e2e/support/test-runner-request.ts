// Requests from the test runner (Node) rather than the browser: Node does not
// resolve rsl.localhost and standard.localhost as the browser does, so they
// go to 127.0.0.1 with the brand's host in the Host header (the server tells
// brands apart by it).
export function fromTestRunner(brand: { origin: string }, path: string): { url: string; headers: Record<string, string> } {
  const origin = new URL(brand.origin);
  return { url: `${origin.protocol}//127.0.0.1:${origin.port}${path}`, headers: { Host: origin.host } };
}
