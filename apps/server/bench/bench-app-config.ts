// The app's configuration under the benchmarks, in one place: the app is
// built with it (in a server child, bench-server-child.ts for `pnpm bench:load`
// and measured-servers-child.ts for `pnpm bench`, or in the caller's process,
// load-mix-setup.ts startBenchApp), and the harness signs members' tokens with
// the same issuer and audience without building the app.
import { loadConfig, type Config } from '../src/config.ts';

/** The app's connection pool, as the benchmarks have always measured it (and (a′)'s, the floor's). */
export const benchAppPoolSize = 20;

/**
 * `folder` stands in for the data and sites directories (the benchmarks serve no site).
 * Load shedding is on, as in production (a backlog is refused 503 at once rather than
 * queued); `pnpm bench` turns it off, as its rows have always been measured.
 */
export function benchAppConfig(folder: string, { loadShedding = true } = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent', DATA_DIR: folder, SITES_DIR: folder, ...(loadShedding ? { MAX_EVENT_LOOP_DELAY_MS: '1000' } : {}),
  });
}
