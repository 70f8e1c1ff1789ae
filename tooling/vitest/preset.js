// Vitest presets: `dom` for React packages (jsdom + Testing Library matchers),
// `node` for pure TypeScript and the server.
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineProject } from 'vitest/config';

const setupDom = join(import.meta.dirname, 'setup-dom.ts');

export function domProject() {
  return defineProject({
    plugins: [react()],
    // Generous limits: CI runs many suites at once on two cores.
    test: { environment: 'jsdom', setupFiles: [setupDom], css: false, restoreMocks: true, testTimeout: 30_000 },
  });
}

export function nodeProject(options = {}) {
  return defineProject({
    test: { environment: 'node', testTimeout: options.timeoutMs ?? 30_000, restoreMocks: true },
  });
}
