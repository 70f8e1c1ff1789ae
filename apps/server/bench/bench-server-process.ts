// The harness's handle on the server child (bench-server-child.ts): starts it
// and waits until it listens, asks it to sample its pauses on the stall
// sampler's grid and for the samples at the end, and closes it — by message,
// then SIGKILL if it has not gone within a few seconds (ipc-child.ts), so that
// the schema can always be dropped after.
import { fileURLToPath } from 'node:url';
import { parseServerChildMessage, type BenchServerJob, type HarnessMessage, type ServerChildMessage } from './bench-server-messages.ts';
import { forkIpcChild } from './ipc-child.ts';
import type { SampleGrid, ServerPauseReport } from './server-pauses.ts';

const childScript = fileURLToPath(new URL('./bench-server-child.ts', import.meta.url));

export interface BenchServerProcess {
  readonly pid: number;
  readonly url: string;
  /** Starts the child's sampling of its GC pauses and event-loop delay on `grid`. */
  watchPauses(grid: SampleGrid): void;
  /** Stops the sampling; what the child saw. */
  takePauses(): Promise<ServerPauseReport>;
  /** Safe to call again, and after the child has gone by itself. */
  close(): Promise<void>;
}

export async function startBenchServerProcess(job: BenchServerJob): Promise<BenchServerProcess> {
  const child = forkIpcChild<HarnessMessage, ServerChildMessage>(childScript, { parse: parseServerChildMessage, closeMessage: { type: 'close' } });
  try {
    const listening = child.next('listening');
    child.send({ type: 'start', job });
    const { url } = await listening;
    return {
      pid: child.pid,
      url,
      watchPauses: (grid) => child.send({ type: 'watch', grid }),
      async takePauses() {
        const answer = child.next('pauses');
        child.send({ type: 'report' });
        return (await answer).report;
      },
      close: child.close,
    };
  } catch (error) {
    await child.close();
    throw error;
  }
}
