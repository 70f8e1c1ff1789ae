// Vitest presets: `dom` for React packages (jsdom + Testing Library matchers),
// `node` for pure TypeScript and the server.
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { configDefaults, defineConfig, defineProject } from 'vitest/config';

const setupDom = join(import.meta.dirname, 'setup-dom.ts');

/** A test file that replaces a module with vi.mock(), or runs in an environment of its own (@vitest-environment), needs a fresh module graph and environment. */
const isolatedFiles = '**/*.isolated.test.{ts,tsx}';

// Generous limits: CI runs many suites at once on two cores.
const domTest = { environment: 'jsdom', setupFiles: [setupDom], css: false, restoreMocks: true, testTimeout: 30_000 };

export function domProject() {
  return defineConfig({
    plugins: [react()],
    test: {
      projects: [
        {
          // The files of a package share one jsdom and one module graph per
          // worker instead of building both anew for each file (about a fifth
          // of a package's CPU); setup-dom clears what a test leaves behind.
          extends: true,
          test: { ...domTest, name: 'dom', isolate: false, exclude: [...configDefaults.exclude, isolatedFiles] },
        },
        // vi.mock() only replaces a module not loaded yet, so these files run in a fresh graph each.
        { extends: true, test: { ...domTest, name: 'dom-isolated', include: [isolatedFiles] } },
      ],
    },
  });
}

export function nodeProject(options = {}) {
  return defineProject({
    test: { environment: 'node', testTimeout: options.timeoutMs ?? 30_000, restoreMocks: true },
  });
}
