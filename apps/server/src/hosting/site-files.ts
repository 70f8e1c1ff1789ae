// Where a partner's built site lives and how its files may be cached.
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Partner } from '@portal/core';

/** The site of partner p is `${SITES_DIR}/${p}/dist` (Vite build output). */
export const siteRootOf = (sitesDir: string, partner: Partner) => join(sitesDir, partner, 'dist');

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file inside `root` a URL path names, or undefined when it would leave the root. */
export function fileInSite(root: string, urlPath: string): string | undefined {
  if (urlPath.includes('\0')) return undefined;
  const relative = normalize(urlPath).replace(/^([/\\])+/, '');
  if (relative.split(/[/\\]/).includes('..')) return undefined;
  const file = join(root, relative);
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

// Vite puts content-hashed files under /assets/: they never change.
export const cacheControlOf = (urlPath: string) =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Paths that must answer with a file or 404, never with the SPA's index.html. */
export const isNeverSpaRoute = (urlPath: string) => /^\/(api|oidc|assets|locales|prerendered)(\/|$)/.test(urlPath);

/** Whether `file` is `folder` of the site or inside it (the prerendered pages are never served by their file path). */
export const isInFolder = (root: string, folder: string, file: string) => {
  const path = join(root, folder);
  return file === path || file.startsWith(path + sep);
};
