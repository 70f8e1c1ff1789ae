import { nodeProject } from '@portal/tooling/vitest';
import { defineProject, mergeConfig } from 'vitest/config';

// Integration tests (*.int.test.ts) start PGlite and PostgreSQL databases and
// hash passwords, so they get longer timeouts.
export default mergeConfig(
  nodeProject({ timeoutMs: 30_000 }),
  defineProject({
    test: {
      hookTimeout: 60_000,
      globalSetup: ['./test/support/global-setup.ts'],
      // The test files share each worker's modules (Fastify, oidc-provider,
      // pdf-lib, PGlite's compiled WebAssembly) instead of loading them anew
      // per file: half the suite's CPU. Every suite opens its own databases
      // and app, so nothing of one file's data reaches another.
      isolate: false,
      // Two workers on two cores: the PostgreSQL variants wait on the server
      // while the other worker computes.
      maxWorkers: 2,
    },
  }),
);
