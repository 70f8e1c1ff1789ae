// §2 claims list (being built, issue 9).
export function ClaimsPage() {
  return <h1>Claims</h1>;
}
