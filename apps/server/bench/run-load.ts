// Runs one LoadJob in a child process (bench/load.ts) and returns its result;
// likewise a DashboardOpenJob (bench/dashboard-open-load.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DashboardOpenJob, DashboardOpenResult } from './dashboard-open-load.ts';
import type { LoadJob, LoadResult } from './load.ts';

const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));
const dashboardOpenScript = fileURLToPath(new URL('./dashboard-open-load.ts', import.meta.url));

/** Runs a load script in a child process (never the servers' event loop), the job on its stdin; resolves to its last stdout line as JSON. */
export function runChild<R>(script: string, job: unknown): Promise<R> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => (output += text));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the load generator stopped with code ${code}`));
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1)!) as R);
      } catch (error) {
        reject(new Error(`the load generator answered something else: ${output.slice(0, 200)}`, { cause: error }));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return runChild<LoadResult>(loadScript, job);
}

export function runDashboardOpens(job: DashboardOpenJob): Promise<DashboardOpenResult> {
  return runChild<DashboardOpenResult>(dashboardOpenScript, job);
}
