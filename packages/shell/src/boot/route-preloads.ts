// A reload of a signed-in page: the page's chunks (and the query layer's),
// named by the build in index.html (tooling/vite/route-preloads.js), are
// asked for by the boot code at once, beside the app's own chunks, instead of
// once the app has arrived and run (routing/preload-route.ts then finds them
// loaded or on their way).
import { nextTask } from './next-task.ts';

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

/**
 * How many links one task appends: each starts a fetch, 10-30 ms of a phone's main thread at 4× CPU (a CPU profile of
 * a dashboard reload: 150-260 ms for the page's 15 files in one task, 80-135 ms for four).
 */
export const linksPerTask = 1;

/** Appends a modulepreload per file of the page, `linksPerTask` per task; resolves once all are in the head. */
export async function preloadRouteChunks(doc: Document, pathname: string): Promise<void> {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${routeChunksMetaName}"]`)?.content ?? '';
  let appended = 0;
  for (const file of routeChunkFiles(content, pathname)) {
    if (doc.head.querySelector(`link[href="${file}"]`)) continue;
    if (appended > 0 && appended % linksPerTask === 0) await nextTask();
    if (doc.head.querySelector(`link[href="${file}"]`)) continue;
    appended++;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as Vite's own preloads: the module's fetch then finds this answer
    link.href = file;
    doc.head.append(link);
  }
}
