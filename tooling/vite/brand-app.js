// Vite preset shared by the three branded shells (apps/alic, apps/rsl,
// apps/standard). Each app's vite.config.ts is a single call.
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { buildLocaleFiles } from './locales.js';
import { precompressAssets } from './precompress.js';
import { prerenderPublicPages } from './prerender.js';

const repoRoot = join(import.meta.dirname, '..', '..');

/** Serves /locales/{lng}/{ns}.json in dev and writes them into the build. */
function brandLocales(appRoot) {
  const packagesDir = join(repoRoot, 'packages');
  const overridesDir = join(appRoot, 'src', 'brand', 'locales');
  return {
    name: 'portal-brand-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]?.replace(/^\//, '') ?? '';
        const messages = path.startsWith('locales/') ? buildLocaleFiles(packagesDir, overridesDir).get(path) : undefined;
        if (!messages) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(messages));
      });
    },
    generateBundle() {
      for (const [fileName, messages] of buildLocaleFiles(packagesDir, overridesDir)) {
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(messages) });
      }
    },
  };
}

export function brandAppConfig(appRoot, devServerPort) {
  const api = process.env.PORTAL_API_ORIGIN ?? 'http://127.0.0.1:8080';
  return defineConfig({
    root: appRoot,
    plugins: [react(), brandLocales(appRoot), prerenderPublicPages(appRoot), precompressAssets()],
    build: { outDir: 'dist', sourcemap: true, reportCompressedSize: true },
    server: {
      port: devServerPort,
      proxy: { '/api': api, '/oidc': api },
    },
  });
}
