// The real entry (src/main.ts through tsx) in production refuses to start
// without its secrets, or with demo data asked for: exit code 1 and one line
// on stderr naming what is wrong.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/support/production-env.ts';

const serverRoot = fileURLToPath(new URL('../', import.meta.url));

function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Only these variables: nothing from the test run's own environment decides the outcome.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('production start', () => {
  it('refuses without DATABASE_URL, PUBLIC_ORIGIN, COOKIE_KEYS, KEY_ENCRYPTION_SECRET and TRUST_PROXY, in one line, exit code 1', async () => {
    const { code, stdout, stderr } = await startServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Invalid configuration: NODE_ENV=production needs DATABASE_URL, PUBLIC_ORIGIN (https), COOKIE_KEYS, KEY_ENCRYPTION_SECRET, TRUST_PROXY (true, false, a hop count or proxy addresses)\n',
    );
    expect(stdout).toBe('');
  }, 40_000);

  it('refuses SEED_DEMO=true even with every secret, exit code 1', async () => {
    const { code, stdout, stderr } = await startServer({ ...productionEnv, SEED_DEMO: 'true' });
    expect(code).toBe(1);
    expect(stderr).toBe('Invalid configuration: SEED_DEMO=true is refused when NODE_ENV=production (the demo accounts have a published password)\n');
    expect(stdout).toBe('');
  }, 40_000);
});
