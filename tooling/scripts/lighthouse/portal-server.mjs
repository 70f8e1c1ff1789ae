// The portal to measure: one already answering on the port, or the built
// server started here the way e2e's webServer starts it (node
// apps/server/dist/main.js, a fresh data directory, so the demo accounts are
// seeded anew), stopped again when the run ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const readinessPath = '/api/alic/features';

async function answers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${readinessPath}`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Resolves to `{ started, stop() }` once the portal answers on `port`.
 * Starts `<checkout>/apps/server/dist/main.js` only when nothing answers and `mayStart`;
 * `mustStart` (a checkout was named): something else answering is an error.
 */
export async function ensurePortal({ port, checkout, mayStart, mustStart }) {
  if (await answers(port)) {
    // Measuring whatever happens to answer would put another build's numbers under this checkout's commit.
    if (mustStart) throw new Error(`something already answers on port ${port}: stop it, or drop --checkout and pass --no-server to measure it`);
    return { started: false, stop: async () => {} };
  }
  if (!mayStart) throw new Error(`nothing answers on http://127.0.0.1:${port}${readinessPath} (--no-server was given)`);

  const main = join(checkout, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build the sites and the server first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const child = spawn(process.execPath, [main], {
    cwd: join(checkout, 'apps', 'server'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  // However this script ends (an error, Ctrl-C, a closed pipe), the server goes with it.
  process.once('exit', () => exited === null && child.kill('SIGTERM'));

  // Generous: on a machine busy with other work, migrating and seeding a fresh database has taken over 2 minutes.
  const deadline = Date.now() + 300_000;
  while (!(await answers(port))) {
    if (exited !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(exited !== null ? `the portal server exited (${exited}) before it answered` : `the portal server did not answer on port ${port} within 300 s`);
    }
    await sleep(500);
  }
  return {
    started: true,
    stop: async () => {
      if (exited === null) {
        const gone = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([gone, sleep(10_000)]);
        if (exited === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
