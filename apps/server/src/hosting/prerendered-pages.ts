// The prerendered public pages of a built site:
// `dist/prerendered/<lng>/<path>/index.html`, listed by
// `dist/prerendered/manifest.json` = { paths: ['/landing', ...], languages: ['en', 'es'], signedInFrames: [...] }.
// The signed-in frames (the member routes' header, navigation and loading state, named by the boot code;
// packages/shell/src/prerender/signed-in-frame.ts) are listed by route pattern: `/claims/:claimNumber` is
// written to `claims/_claimNumber/` and answers any one segment there.
import { join } from 'node:path';
import { routes } from '@portal/core';

export const prerenderedFolder = 'prerendered';

export interface PrerenderedManifest {
  readonly paths: ReadonlySet<string>;
  readonly languages: readonly string[];
  /** Route patterns of the member routes' signed-in frames (none in an older build). */
  readonly signedInFrames: readonly string[];
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function parsePrerenderedManifest(content: Buffer): PrerenderedManifest | undefined {
  const parsed: unknown = JSON.parse(content.toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { paths, languages, signedInFrames = [] } = parsed as Record<string, unknown>;
  if (!isStringArray(paths) || !isStringArray(languages) || languages.length === 0 || !isStringArray(signedInFrames)) return undefined;
  return { paths: new Set(paths), languages, signedInFrames };
}

export const manifestFileOf = (siteRoot: string) => join(siteRoot, prerenderedFolder, 'manifest.json');

/** The languages of Accept-Language by preference (q, then order), primary subtag only. */
function acceptedLanguages(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().split('-')[0]!.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ language, q }) => language !== '' && language !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ language }) => language);
}

/** `?lng` wins, then the best of Accept-Language, then the first language (en). */
export function pageLanguage(languages: readonly string[], lng: unknown, acceptLanguage: string | undefined): string {
  if (typeof lng === 'string' && languages.includes(lng)) return lng;
  const preferred = acceptedLanguages(acceptLanguage ?? '').find((language) => languages.includes(language));
  return preferred ?? languages[0]!;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The manifest's frame pattern this path is, if any: `:param` matches one segment that is not empty. */
function framePatternOf(patterns: readonly string[], path: string): string | undefined {
  const have = segmentsOf(path);
  return patterns.find((pattern) => {
    const want = segmentsOf(pattern);
    return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
  });
}

/** The signed-in frame's file for a URL path matching one of the manifest's frame patterns, or undefined. */
function frameFileOf(siteRoot: string, manifest: PrerenderedManifest, path: string, language: string): string | undefined {
  const frame = framePatternOf(manifest.signedInFrames, path);
  if (!frame) return undefined;
  return join(siteRoot, prerenderedFolder, language, ...segmentsOf(frame).map((segment) => segment.replace(/^:/, '_')), 'index.html');
}

/** The prerendered file for a URL path the manifest lists (a public page, else a member route's signed-in frame), or undefined. */
export function prerenderedFileOf(siteRoot: string, manifest: PrerenderedManifest, urlPath: string, language: string): string | undefined {
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  if (!manifest.languages.includes(language)) return undefined;
  if (manifest.paths.has(path)) return join(siteRoot, prerenderedFolder, language, path, 'index.html');
  return frameFileOf(siteRoot, manifest, path, language);
}

/**
 * The identity provider's answer to a sign-in (§2: /dashboard?code&state) returns a member who opened another
 * page: its shape rides after the state's `;` (oidc-client-ts's url_state; packages/auth answer-return-path.ts,
 * e.g. `/claims/_`, no ids). That page's frame is served, so the page the member asked for paints with the HTML.
 * Undefined for any other request, or a shape that is no frame (never a public page).
 */
export function answerFrameFileOf(siteRoot: string, manifest: PrerenderedManifest, urlPath: string, query: unknown, language: string): string | undefined {
  if (urlPath !== routes.dashboard || !manifest.languages.includes(language)) return undefined;
  const { code, state } = (query ?? {}) as Record<string, unknown>;
  if (typeof code !== 'string' || typeof state !== 'string') return undefined;
  const opened = state.slice(state.indexOf(';') + 1);
  if (!state.includes(';') || !opened.startsWith('/') || opened.length > 200) return undefined;
  return frameFileOf(siteRoot, manifest, opened, language);
}
