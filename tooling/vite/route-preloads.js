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
 * `bundle`: Rollup/Rolldown output chunks (fileName, facadeModuleId, imports, isEntry).
 * Returns route → the chunk files of its page and the query layer, with their static imports, but the entry's.
 */
export function routeChunks(bundle, base = '/') {
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
  const queryLayer = chunkOf(queryLayerModule);
  // The entry's own files are the page's script and its modulepreloads already.
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const result = {};
  for (const [route, module] of Object.entries(routeModules)) {
    const page = chunkOf(module);
    if (!page) continue;
    const files = closure([page.fileName, ...(queryLayer ? [queryLayer.fileName] : [])]);
    result[route] = [...files].filter((file) => !entry.has(file)).map((file) => `${base}${file}`);
  }
  return result;
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
        return html.replace('</head>', `    ${routePreloadsMeta(chunks)}\n  </head>`);
      },
    },
  };
}
