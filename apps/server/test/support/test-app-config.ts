// What a test gets of the whole application (app-testing.ts) and the
// configuration tests run with; apart from the app so that helpers below it
// (a module's test calls, the upload test app) can name them.
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { DatabaseKind } from './test-databases.ts';

export interface TestApp {
  readonly kind: DatabaseKind;
  readonly app: () => FastifyInstance;
  readonly db: () => Database;
  readonly config: () => Config;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...env });
}
