// Vitest presets: `dom` for React packages (jsdom + Testing Library matchers),
// `node` for pure TypeScript and the server.
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { configDefaults, defineConfig, defineProject } from 'vitest/config';

const setupDom = join(import.meta.dirname, 'setup-dom.ts');
const setupStyledComponents = join(import.meta.dirname, 'setup-styled-components.ts');

/**
 * styled-components' browser build, as the package under test resolves it (vitest runs in the package's folder), or
 * undefined for a package without it. Its Node build injects global styles only while rendering on a server, so
 * under jsdom GlobalStyle would do nothing; and setup-styled-components.ts must reach the very copy the components
 * use to clear its style sheet between tests.
 */
function styledComponentsBrowserBuild() {
  try {
    const require = createRequire(join(process.cwd(), 'package.json'));
    return require.resolve('styled-components').replace(/styled-components\.cjs\.js$/, 'styled-components.browser.cjs.js');
  } catch {
    return undefined;
  }
}

/** A test file that replaces a module with vi.mock(), or runs in an environment of its own (@vitest-environment), needs a fresh module graph and environment. */
const isolatedFiles = '**/*.isolated.test.{ts,tsx}';

// Generous limits: CI runs many suites at once on two cores.
const domTest = { environment: 'jsdom', setupFiles: [setupDom], css: false, restoreMocks: true, testTimeout: 30_000 };

export function domProject() {
  const styledBuild = styledComponentsBrowserBuild();
  const setupFiles = styledBuild ? [setupDom, setupStyledComponents] : [setupDom];
  return defineConfig({
    plugins: [react()],
    resolve: { alias: styledBuild ? [{ find: /^styled-components$/, replacement: styledBuild }] : [] },
    test: {
      projects: [
        {
          // The files of a package share one jsdom and one module graph per
          // worker instead of building both anew for each file (about a fifth
          // of a package's CPU); setup-dom clears what a test leaves behind.
          extends: true,
          test: { ...domTest, setupFiles, name: 'dom', isolate: false, exclude: [...configDefaults.exclude, isolatedFiles] },
        },
        // vi.mock() only replaces a module not loaded yet, so these files run in a fresh graph each.
        { extends: true, test: { ...domTest, setupFiles, name: 'dom-isolated', include: [isolatedFiles] } },
      ],
    },
  });
}

export function nodeProject(options = {}) {
  return defineProject({
    test: { environment: 'node', testTimeout: options.timeoutMs ?? 30_000, restoreMocks: true },
  });
}
