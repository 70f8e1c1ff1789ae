// The app's configuration under the load benchmarks, in one place: the app
// is built with it (in the server child, bench-server-child.ts, or in the
// caller's process, load-mix-setup.ts startBenchApp), and the harness signs
// members' tokens with the same issuer and audience without building the app.
import { loadConfig, type Config } from '../src/config.ts';

/** The app's connection pool, as the benchmarks have always measured it. */
export const benchAppPoolSize = 20;

/** `folder` stands in for the data and sites directories (the benchmarks serve no site). */
export function benchAppConfig(folder: string): Config {
  // Load shedding on, as in production (a backlog is refused 503 at once rather than queued).
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: folder, SITES_DIR: folder, MAX_EVENT_LOOP_DELAY_MS: '1000' });
}
