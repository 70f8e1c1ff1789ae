// Vite preset shared by the three branded shells (apps/alic, apps/rsl,
// apps/standard). Each app's vite.config.ts is a single call.
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { appShellChunk } from './app-shell-chunk.js';
import { buildLocaleBundles } from './locales.js';
import { precompressAssets } from './precompress.js';
import { prerenderPublicPages } from './prerender.js';
import { routePreloads } from './route-preloads.js';

const repoRoot = join(import.meta.dirname, '..', '..');

/** Serves /locales/{lng}.json and /locales/{lng}/{ns}.json in dev and writes them into the build. */
function brandLocales(appRoot) {
  const packagesDir = join(repoRoot, 'packages');
  const overridesDir = join(appRoot, 'src', 'brand', 'locales');
  return {
    name: 'portal-brand-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]?.replace(/^\//, '') ?? '';
        const messages = path.startsWith('locales/') ? buildLocaleBundles(packagesDir, overridesDir).get(path) : undefined;
        if (!messages) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(messages));
      });
    },
    generateBundle() {
      for (const [fileName, messages] of buildLocaleBundles(packagesDir, overridesDir)) {
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(messages) });
      }
    },
  };
}

// Libraries that change less often than the portal's own code, each in a
// chunk of its own whose name (and so hash) survives a release that does not
// upgrade it: a returning member's browser keeps them cached. Higher priority
// wins when a module matches several (react-dom before react-router, which
// depends on it). Only groups whose modules are actually imported appear.
const vendorChunks = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 100 },
  { name: 'vendor-router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 90 },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next|i18next-[a-z-]+|html-parse-stringify|void-elements)[\\/]/, priority: 80 },
  { name: 'vendor-styled', test: /node_modules[\\/](styled-components|@emotion[\\/][a-z-]+|stylis|shallowequal|tslib|postcss-value-parser|css-to-react-native|camelize|css-color-keywords)[\\/]/, priority: 70 },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 60 },
  // The guard reads token expiry with jwt-decode at every load; oidc-client-ts imports it too, so
  // without a group of its own it would follow oidc-client-ts and drag that chunk into the first load.
  { name: 'vendor-jwt', test: /node_modules[\\/]jwt-decode[\\/]/, priority: 55 },
  { name: 'vendor-oidc', test: /node_modules[\\/]oidc-client-ts[\\/]/, priority: 50 },
  { name: 'vendor-forms', test: /node_modules[\\/](formik|yup|tiny-case|toposort|property-expr|lodash|lodash-es|deepmerge|hoist-non-react-statics|react-fast-compare|tiny-warning)[\\/]/, priority: 40 },
];

/**
 * React Router 7's package exports name its development build for every mode (remix-run/react-router#12532,
 * #14102): a production build shipped its development warnings and checks. The build takes the production files
 * the package ships beside them; the dev server and the tests keep the development ones.
 */
function reactRouterProductionBuild() {
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    config() {
      // Resolved from the shell, which depends on it (an app's own folder does not, under pnpm).
      const packageDir = dirname(createRequire(join(repoRoot, 'packages', 'shell', 'package.json')).resolve('react-router/package.json'));
      return { resolve: { alias: [{ find: /^react-router$/, replacement: join(packageDir, 'dist', 'production', 'index.mjs') }] } };
    },
  };
}

export function brandAppConfig(appRoot, devServerPort) {
  const api = process.env.PORTAL_API_ORIGIN ?? 'http://127.0.0.1:8080';
  const appShell = appShellChunk();
  return defineConfig({
    root: appRoot,
    plugins: [react(), reactRouterProductionBuild(), brandLocales(appRoot), prerenderPublicPages(appRoot), precompressAssets(), appShell.plugin, routePreloads()],
    build: {
      outDir: 'dist',
      sourcemap: true,
      reportCompressedSize: true,
      // dist/.vite/manifest.json: `pnpm size` and the prerender step follow each entry's imports in it.
      manifest: true,
      // A document (the dental report card PDF) stays a file of its own: inlined, its base64 would ride in the page's chunk.
      assetsInlineLimit: (file) => (file.endsWith('.pdf') ? false : undefined),
      rolldownOptions: {
        output: { codeSplitting: { groups: [...vendorChunks, appShell.group, appShell.signedInGroup, appShell.nameReaderGroup] } },
      },
    },
    server: {
      port: devServerPort,
      proxy: { '/api': api, '/oidc': api },
    },
  });
}
