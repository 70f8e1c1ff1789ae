// Starts the pg proxy in a child process (pg-proxy-child.ts) and drives it
// through the same interface as the in-process one (pg-proxy.ts).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { PgProxy } from './pg-proxy.ts';

const childScript = fileURLToPath(new URL('./pg-proxy-child.ts', import.meta.url));

export async function startPgProxyProcess(targetConnectionString: string): Promise<PgProxy> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, targetConnectionString], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const waiting: Array<{ expect: string; resolve: (line: string) => void }> = [];
  let first: ((line: string) => void) | undefined;
  const started = new Promise<string>((resolve, reject) => {
    first = resolve;
    child.once('exit', (code) => reject(new Error(`the pg proxy stopped with code ${code}`)));
  });
  lines.on('line', (line) => {
    if (first) {
      const deliver = first;
      first = undefined;
      return deliver(line);
    }
    const index = waiting.findIndex((w) => w.expect === line.trim());
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(line);
  });
  const { port, connectionString } = JSON.parse(await started) as { port: number; connectionString: string };
  const send = (command: 'cut' | 'restore' | 'close') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      waiting.push({ expect: `done ${command}`, resolve: () => resolve() });
      child.stdin.write(`${command}\n`);
    });
  return {
    port,
    connectionString,
    cut: () => send('cut'),
    restore: () => send('restore'),
    async close() {
      await send('close');
      child.kill();
    },
  };
}
