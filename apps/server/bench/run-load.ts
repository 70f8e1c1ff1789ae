// Runs one LoadJob in a child process (bench/load.ts) and returns its result;
// likewise a DashboardOpenJob (bench/dashboard-open-load.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DashboardOpenJob, DashboardOpenResult } from './dashboard-open-load.ts';
import type { LoadJob, LoadResult } from './load.ts';

const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));
const dashboardOpenScript = fileURLToPath(new URL('./dashboard-open-load.ts', import.meta.url));

/** A load child spawned and holding its job, waiting for `start()` (start-signal.ts). */
export interface ReadyChild<R> {
  /** Tells the child to go; resolves to its last stdout line as JSON. */
  start(): Promise<R>;
}

/**
 * Runs a load script in a child process (never the servers' event loop), the job on its stdin, and resolves once
 * the child has read it: what the caller measures after that is the run alone.
 */
export function prepareChild<R>(script: string, job: unknown): Promise<ReadyChild<R>> {
  return new Promise((ready, refuse) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit', 'ipc'] });
    let output = '';
    let isReady = false;
    let settle: { resolve: (result: R) => void; reject: (error: Error) => void } | undefined;
    const finished = new Promise<R>((resolve, reject) => (settle = { resolve, reject }));
    // Handled by start()'s caller; a child that fails before it is ready rejects prepareChild instead.
    finished.catch(() => undefined);
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => (output += text));
    child.on('error', (error) => (isReady ? settle!.reject(error) : refuse(error)));
    child.once('message', () => {
      isReady = true;
      ready({ start: () => (child.send('go'), finished) });
    });
    child.on('close', (code) => {
      const failed = (error: Error) => (isReady ? settle!.reject(error) : refuse(error));
      if (code !== 0) return failed(new Error(`the load generator stopped with code ${code}`));
      try {
        settle!.resolve(JSON.parse(output.trim().split('\n').at(-1)!) as R);
      } catch (error) {
        failed(new Error(`the load generator answered something else: ${output.slice(0, 200)}`, { cause: error }));
      }
    });
    child.stdin!.end(JSON.stringify(job));
  });
}

/** Runs a load script in a child process and resolves to its result (prepareChild, then start). */
export async function runChild<R>(script: string, job: unknown): Promise<R> {
  return (await prepareChild<R>(script, job)).start();
}

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return runChild<LoadResult>(loadScript, job);
}

export function runDashboardOpens(job: DashboardOpenJob): Promise<DashboardOpenResult> {
  return runChild<DashboardOpenResult>(dashboardOpenScript, job);
}

/** A load run spawned and handed its job, started by `start()`. */
export function prepareLoad(job: LoadJob): Promise<ReadyChild<LoadResult>> {
  return prepareChild<LoadResult>(loadScript, job);
}

/** Dashboard opens spawned and handed their job, started by `start()`. */
export function prepareDashboardOpens(job: DashboardOpenJob): Promise<ReadyChild<DashboardOpenResult>> {
  return prepareChild<DashboardOpenResult>(dashboardOpenScript, job);
}
