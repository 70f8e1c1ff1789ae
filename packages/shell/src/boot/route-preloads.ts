// A reload of a signed-in page: the page's chunks (and the query layer's),
// named by the build in index.html (tooling/vite/route-preloads.js), are
// asked for by the boot code at once, beside the app's own chunks, instead of
// once the app has arrived and run (routing/preload-route.ts then finds them
// loaded or on their way).

/** The <meta name> the build writes; its content is `route=file,file;route=…`. */
export const routeChunksMetaName = 'portal-route-chunks';

function routeMatches(route: string, pathname: string): boolean {
  const want = route.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** The chunk files the build named for the route `pathname` is (none for another page). */
export function routeChunkFiles(content: string, pathname: string): string[] {
  for (const entry of content.split(';')) {
    const [route = '', files = ''] = entry.split('=');
    if (route && routeMatches(route, pathname)) return files.split(',').filter((file) => file.startsWith('/'));
  }
  return [];
}

export function preloadRouteChunks(doc: Document, pathname: string): void {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${routeChunksMetaName}"]`)?.content ?? '';
  for (const file of routeChunkFiles(content, pathname)) {
    if (doc.head.querySelector(`link[href="${file}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as Vite's own preloads: the module's fetch then finds this answer
    link.href = file;
    doc.head.append(link);
  }
}
