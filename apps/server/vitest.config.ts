import { nodeProject } from '@portal/tooling/vitest';
import { defineProject, mergeConfig } from 'vitest/config';

// Integration tests (*.int.test.ts) start PGlite and PostgreSQL databases and
// hash passwords, so they get longer timeouts.
export default mergeConfig(
  nodeProject({ timeoutMs: 30_000 }),
  defineProject({
    test: {
      hookTimeout: 60_000,
      globalSetup: ['./src/testing/global-setup.ts'],
    },
  }),
);
