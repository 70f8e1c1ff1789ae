// What a built brand site makes a browser download, read from its HTML and
// Vite's manifest (dist/.vite/manifest.json): the scripts an HTML page names
// (module scripts and modulepreloads) plus everything they import statically,
// since the browser fetches a module's static imports before running it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The Web Vitals reporter: on a prerendered page the boot code imports it after the load event, part of that
 * page's load; on a page the app renders, once the app's first render is done (packages/shell/src/boot/boot-portal.ts),
 * so neither the SPA's figure nor a signed-in page's counts it.
 */
export const vitalsModule = 'packages/shell/src/vitals/start-web-vitals.ts';

/**
 * What the boot code imports at once on a page without prerendered HTML (the
 * SPA): the app and the brand. On a prerendered page it waits for the first
 * interaction instead, so /landing does not count them.
 */
export const appModules = ['packages/shell/src/mount-portal.tsx', 'src/brand/brand.ts'];

/**
 * A signed-in page reloaded with its session stored: the boot loads the page's
 * own code and the query layer before the first render
 * (packages/shell/src/routing/preload-route.ts), so they count with the SPA's.
 * The header's signed-in parts are not counted: they start loading when the
 * first render shows them.
 */
export const signedInPages = {
  '/dashboard': ['packages/member/src/index.ts'],
  '/claims': ['packages/claims/src/pages/ClaimsPage.tsx'],
  '/claims/:claimNumber': ['packages/claims/src/pages/ClaimDetailPage.tsx'],
};
export const queryLayerModule = 'packages/shell/src/query/QueryLayer.tsx';

/** Module scripts and modulepreloads an HTML page names, as dist-relative paths. */
export function scriptsOfHtml(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = [];
  for (const tag of tags) {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = (isModuleScript ? tag.match(/\bsrc="([^"]+)"/) : isPreload ? tag.match(/\bhref="([^"]+)"/) : null)?.[1];
    if (url && !/^(https?:)?\/\//.test(url)) files.push(url.replace(/^\//, '').split(/[?#]/)[0]);
  }
  return [...new Set(files)];
}

export function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Files the given files load before they run: themselves and their static imports, recursively. */
export function staticClosure(manifest, files) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = manifest[keyOfFile.get(file)];
    for (const key of chunk?.imports ?? []) if (manifest[key]) visit(manifest[key].file);
  };
  files.forEach(visit);
  return seen;
}

/** The manifest chunk of a source module (keys are paths relative to the app, e.g. ../../packages/…). */
export function chunkOfModule(manifest, modulePath) {
  const key = Object.keys(manifest).find((k) => k === modulePath || k.endsWith(`/${modulePath}`));
  return key ? manifest[key] : undefined;
}

export function sizeOf(dist, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

const isScript = (file) => file.endsWith('.js') || file.endsWith('.mjs');

/**
 * A brand's three figures:
 * - landing: a fresh load of /landing (its prerendered page, else the SPA's index.html) plus the vitals reporter;
 * - spa: the SPA's index.html, the app the boot imports at once there and their static imports (what any page
 *   without a prerendered copy loads before its first render);
 * - signedIn: per signed-in page, the SPA's files, the page's own and the query layer's, and their static imports;
 * - largestLazy: the biggest chunk loaded later, on demand (informative).
 */
export function measureBrand(dist) {
  const manifest = readManifest(dist);
  const prerendered = join(dist, 'prerendered', 'en', 'landing', 'index.html');
  const landingHtml = existsSync(prerendered) ? prerendered : join(dist, 'index.html');
  const vitals = chunkOfModule(manifest, vitalsModule);

  const landingFiles = staticClosure(manifest, [...scriptsOfHtml(readFileSync(landingHtml, 'utf8')), ...(vitals ? [vitals.file] : [])]);
  const app = appModules.map((module) => chunkOfModule(manifest, module)?.file).filter(Boolean);
  const spaFiles = staticClosure(manifest, [...scriptsOfHtml(readFileSync(join(dist, 'index.html'), 'utf8')), ...app]);

  // A page whose modules are not in the build is reported, never skipped: a renamed module must not shrink the check.
  const signedIn = Object.fromEntries(
    Object.entries(signedInPages).map(([path, modules]) => {
      const chunks = [...modules, queryLayerModule].map((module) => ({ module, chunk: chunkOfModule(manifest, module) }));
      const missing = chunks.filter(({ chunk }) => !chunk).map(({ module }) => module);
      const files = staticClosure(manifest, [...spaFiles, ...chunks.filter(({ chunk }) => chunk).map(({ chunk }) => chunk.file)]);
      return [path, { ...sizeOf(dist, [...files].filter(isScript)), missing }];
    }),
  );

  let largestLazy = null;
  for (const [key, { file }] of Object.entries(manifest)) {
    if (!isScript(file) || spaFiles.has(file) || landingFiles.has(file)) continue;
    const size = sizeOf(dist, [file]);
    // A module's own chunk is named by the module (packages/benefits/src/index.ts), a shared one by its file.
    const label = key.startsWith('_') ? file.replace(/^assets\//, '') : `${key.replace(/^(\.\.\/)+/, '')} (${file.replace(/^assets\//, '')})`;
    if (!largestLazy || size.gzip > largestLazy.gzip) largestLazy = { file, label, ...size };
  }

  return {
    landing: { ...sizeOf(dist, [...landingFiles].filter(isScript)), prerendered: landingHtml === prerendered, withVitals: Boolean(vitals) },
    spa: sizeOf(dist, [...spaFiles].filter(isScript)),
    signedIn,
    largestLazy,
  };
}

export const kib = (bytes) => bytes / 1024;

/** Which measured figures exceed their budget (KiB gzip). */
export function overBudget(measurements, budgets) {
  const over = [];
  for (const [brand, m] of Object.entries(measurements)) {
    if (kib(m.landing.gzip) > budgets.landingKiB) over.push(`${brand}: /landing ${kib(m.landing.gzip).toFixed(1)} KiB > ${budgets.landingKiB} KiB`);
    if (kib(m.spa.gzip) > budgets.spaKiB) over.push(`${brand}: SPA initial ${kib(m.spa.gzip).toFixed(1)} KiB > ${budgets.spaKiB} KiB`);
    for (const [path, page] of Object.entries(m.signedIn ?? {})) {
      if (page.missing.length > 0) over.push(`${brand}: ${path}: ${page.missing.join(', ')} not in the build's manifest`);
      else if (kib(page.gzip) > budgets.signedInKiB) over.push(`${brand}: ${path} before its first render ${kib(page.gzip).toFixed(1)} KiB > ${budgets.signedInKiB} KiB`);
      else if (page.files > budgets.signedInFiles) over.push(`${brand}: ${path} before its first render ${page.files} files > ${budgets.signedInFiles}`);
    }
  }
  return over;
}
