// Runs one LoadJob in a child process (bench/load.ts) and returns its result.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load.ts';

const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));

export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', loadScript], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => (output += text));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the load generator stopped with code ${code}`));
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult);
      } catch (error) {
        reject(new Error(`the load generator answered something else: ${output.slice(0, 200)}`, { cause: error }));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}
