// Issue 12 item 3: renders the public pages to static HTML per language after
// the client build. (Skeleton: filled in by the prerender work.)
export function prerenderPublicPages(_appRoot) {
  return { name: 'portal-prerender' };
}
