// Starts copies of the server as separate processes on loopback (cross-copy
// tests): `node --import tsx src/main.ts`, no build needed,
// each on a port of its own, all on one PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { httpCall } from './http-browser.ts';

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerCopy {
  readonly name: string;
  readonly port: number;
  /** What the copy wrote to stderr/stdout, for a failing test's message. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(copy: ServerCopy, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`copy ${copy.name} exited (${child.exitCode}):\n${copy.output()}`);
    const answer = await httpCall(copy.port, { path: '/health/ready', host: 'localhost' }).catch(() => undefined);
    if (answer?.statusCode === 200) return;
    await sleep(100);
  }
  throw new Error(`copy ${copy.name} was not ready within ${timeoutMs} ms:\n${copy.output()}`);
}

export async function startServerCopy(name: string, env: Record<string, string>, { readyWithinMs = 30_000 } = {}): Promise<ServerCopy> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), PDF_THREADS: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const copy: ServerCopy = {
    name,
    port,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  try {
    await waitUntilReady(copy, child, readyWithinMs);
  } catch (error) {
    await copy.stop('SIGKILL');
    throw error;
  }
  return copy;
}
