// Bundles the server into dist/main.js: workspace packages (@portal/*, which
// export TypeScript source) are bundled; node_modules stay external. The SQL
// migrations are copied next to the bundle, where src/db/migrate.ts looks.
import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The PDF worker thread loads its own bundle (src/documents/pdf-worker-pool.ts finds it next to main.js);
  // migrate.js applies the migrations alone (a deployment's migration step) and reads them from dist/migrations too.
  entry: { main: 'src/main.ts', 'pdf-worker': 'src/documents/pdf-worker.ts', migrate: 'migrate.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@portal\//],
  async onSuccess() {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
