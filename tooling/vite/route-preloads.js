// The chunks of the signed-in pages, named in the built index.html so the
// boot code can start them at once on a reload with a session stored
// (packages/shell/src/boot/route-preloads.ts). Without them the page's code
// was asked for only once the app's own chunk had arrived and run: a whole
// round trip later on a phone, with the network idle meanwhile.
//   <meta name="portal-route-chunks" content="/dashboard=/assets/a.js,/assets/b.js;/claims=…">

/** A signed-in route and the module its page is (with its static imports); the query layer comes with each. */
export const routeModules = {
  '/dashboard': 'packages/member/src/index.ts',
  '/benefits': 'packages/benefits/src/pages/BenefitsPage.tsx',
  '/claims': 'packages/claims/src/pages/ClaimsPage.tsx',
  '/claims/:claimNumber': 'packages/claims/src/pages/ClaimDetailPage.tsx',
};
export const queryLayerModule = 'packages/shell/src/query/QueryLayer.tsx';
export const metaName = 'portal-route-chunks';
/**
 * What the boot code names the member in a signed-in frame with (@portal/auth/stored-member-name). Its chunks are
 * asked for by the HTML itself, beside the boot code: asked for by the boot code, they shared a phone's connection
 * with the page's whole app and the heading waited for them (Lighthouse mobile, /dashboard reload).
 */
export const memberNameModule = 'packages/auth/src/oidc/stored-member-name.ts';
/** Marks those <link>s: a public page's HTML drops them (packages/shell/src/prerender/fill-template.ts). */
export const signedInOnlyAttribute = 'data-signed-in-only';

/** `bundle`: Rollup/Rolldown output chunks (fileName, facadeModuleId, imports, isEntry, moduleIds). */
function chunkGraph(bundle) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isModule = (id, module) => id?.replaceAll('\\', '/').endsWith(`/${module}`) ?? false;
  // The page's own chunk, else the chunk the bundler merged the page's module into (no facade then).
  const chunkOf = (module) =>
    chunks.find((chunk) => isModule(chunk.facadeModuleId, module)) ?? chunks.find((chunk) => (chunk.moduleIds ?? []).some((id) => isModule(id, module)));
  const closure = (roots) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  // The entry's own files are the page's script and its modulepreloads already.
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  /** The files of `roots` with their static imports, but the entry's. */
  const filesOf = (roots) => [...closure(roots)].filter((file) => !entry.has(file));
  return { chunkOf, filesOf };
}

/** Route → the chunk files of its page and the query layer, with their static imports, but the entry's. */
export function routeChunks(bundle, base = '/') {
  const { chunkOf, filesOf } = chunkGraph(bundle);
  const queryLayer = chunkOf(queryLayerModule);
  const result = {};
  for (const [route, module] of Object.entries(routeModules)) {
    const page = chunkOf(module);
    if (!page) continue;
    result[route] = filesOf([page.fileName, ...(queryLayer ? [queryLayer.fileName] : [])]).map((file) => `${base}${file}`);
  }
  return result;
}

/** The member name reader's chunk and its static imports (but the entry's); none when the build has no such chunk. */
export function memberNameChunks(bundle, base = '/') {
  const { chunkOf, filesOf } = chunkGraph(bundle);
  const reader = chunkOf(memberNameModule);
  return reader ? filesOf([reader.fileName]).map((file) => `${base}${file}`) : [];
}

export function signedInPreloadLinks(files) {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" ${signedInOnlyAttribute}>`).join('\n    ');
}

export function routePreloadsMeta(chunksByRoute) {
  const content = Object.entries(chunksByRoute)
    .map(([route, files]) => `${route}=${files.join(',')}`)
    .join(';');
  return `<meta name="${metaName}" content="${content}">`;
}

export function routePreloads() {
  let base = '/';
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = routeChunks(bundle, base);
        // A page left out would load its code a round trip late on every reload, silently: the build fails instead.
        const missing = Object.keys(routeModules).filter((route) => !chunks[route]);
        if (missing.length > 0) throw new Error(`portal-route-preloads: no chunk holds the page of ${missing.join(', ')}`);
        const reader = memberNameChunks(bundle, base);
        if (reader.length === 0) throw new Error('portal-route-preloads: no chunk holds the member name reader');
        return html.replace('</head>', `    ${signedInPreloadLinks(reader)}\n    ${routePreloadsMeta(chunks)}\n  </head>`);
      },
    },
  };
}
