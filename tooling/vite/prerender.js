// After the client build is written, renders the public pages
// to static HTML per language with the real shell (packages/shell/src/prerender),
// loaded through Vite's SSR module loader, into the built index.html:
//   dist/prerendered/<lng>/<path>/index.html  and  dist/prerendered/manifest.json
// (the layout apps/server serves). A page the sites' CSP would block fails the build.
import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

export const prerenderedPaths = ['/landing', '/404', '/unauthorized', '/app-not-available', '/dce/home', '/registration/register'];
export const prerenderedLanguages = ['en', 'es'];
/**
 * Member routes whose signed-in frame is prerendered (packages/shell/src/prerender/signed-in-frame.ts): the
 * pages members open most. A `:param` segment is rendered with a stand-in value and matches any one segment.
 */
export const signedInFramePaths = ['/dashboard', '/claims', '/claims/:claimNumber', '/benefits'];

/** The folder of a frame under dist/prerendered/<lng>/: `:param` is written `_param` (a valid name everywhere). */
export const frameFolderOf = (path) => path.split('/').filter(Boolean).map((segment) => segment.replace(/^:/, '_'));

/**
 * styled-components names a component's class by the order components are
 * created, which differs between the build's SSR loader and the browser's
 * chunks; Oxc's styled-components transform gives each a stable id from its
 * file instead, so prerendered class names match the hydrating ones.
 */
const stableStyledIds = { oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true } } } };

/**
 * Vite's dynamic-import helper (preload-helper) is imported by the boot code
 * and by vendor code's own dynamic imports; in a vendor group it
 * would pull that whole vendor chunk (and React under it) into the boot
 * entry's static imports. A group of its own keeps the boot entry tiny.
 */
const bootEntryChunks = {
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1000 }] } } } },
};

/** dist/locales/<lng>/<ns>.json of both languages, as i18next resources. */
function builtResources(outDir) {
  const resources = {};
  for (const language of prerenderedLanguages) {
    const dir = join(outDir, 'locales', language);
    resources[language] = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      resources[language][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
  }
  return resources;
}

export async function writePrerenderedPages({ appRoot, outDir, logger = console }) {
  const server = await createServer({
    configFile: false,
    root: appRoot,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // styled-components' Node entry is CommonJS whose default export Node's ESM
    // import does not unwrap: load its ES module build through Vite instead.
    ssr: { noExternal: ['styled-components'] },
    plugins: [react()],
    ...stableStyledIds,
  });
  try {
    const { renderPage, fillTemplate, cspViolations } = await server.ssrLoadModule('@portal/shell/prerender');
    const { brand } = await server.ssrLoadModule(join(appRoot, 'src', 'brand', 'brand.ts'));
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    const siteTitle = /<title>([\s\S]*?)<\/title>/.exec(template)?.[1] ?? brand.displayName;
    const resources = builtResources(outDir);
    const target = join(outDir, 'prerendered');
    rmSync(target, { recursive: true, force: true });
    const problems = [];
    for (const language of prerenderedLanguages) {
      for (const path of prerenderedPaths) {
        const { appHtml, styleTags, heading } = await renderPage({ brand, language, path, resources });
        const title = heading ? `${heading} | ${siteTitle}` : siteTitle;
        const html = fillTemplate(template, { language, title, styleTags, appHtml });
        for (const problem of cspViolations(html)) problems.push(`${language}${path}: ${problem}`);
        const dir = join(target, language, ...path.split('/').filter(Boolean));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'index.html'), html);
      }
      for (const path of signedInFramePaths) {
        const location = path.replace(/:[^/]+/g, '0');
        const { appHtml, styleTags } = await renderPage({ brand, language, path: location, resources, signedInFrame: true });
        const html = fillTemplate(template, { language, title: siteTitle, styleTags, appHtml, signedInFrame: true });
        for (const problem of cspViolations(html)) problems.push(`${language}${path} (signed-in frame): ${problem}`);
        const dir = join(target, language, ...frameFolderOf(path));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'index.html'), html);
      }
    }
    const manifest = { paths: prerenderedPaths, languages: prerenderedLanguages, signedInFrames: signedInFramePaths };
    writeFileSync(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    if (problems.length > 0) {
      throw new Error(`Prerendered pages the sites' Content-Security-Policy would block:\n  ${problems.join('\n  ')}`);
    }
    const count = (prerenderedPaths.length + signedInFramePaths.length) * prerenderedLanguages.length;
    logger.info?.(`prerendered ${count} pages and signed-in frames into ${target}`);
  } finally {
    await server.close();
  }
}

export function prerenderPublicPages(appRoot) {
  let outDir = '';
  let clientBuild = false;
  return {
    name: 'portal-prerender',
    config: (_config, { command }) => (command === 'build' ? { ...stableStyledIds, ...bootEntryChunks } : stableStyledIds),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    async closeBundle(error) {
      if (!clientBuild || error) return;
      await writePrerenderedPages({ appRoot, outDir });
    },
  };
}
