// The harness's handle on the server child (bench-server-child.ts): starts it
// and waits until it listens, asks it to sample its pauses on the stall
// sampler's grid and for the samples at the end, and closes it — by message,
// then SIGKILL if it has not gone within a few seconds, so that the schema
// can always be dropped after.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseServerChildMessage, type BenchServerJob, type HarnessMessage, type ServerChildMessage } from './bench-server-messages.ts';
import type { SampleGrid, ServerPauseReport } from './server-pauses.ts';

const childScript = fileURLToPath(new URL('./bench-server-child.ts', import.meta.url));
const closeWithinMs = 10_000;

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
  // fork: node itself with an IPC channel (no shell, no tsx CLI in between), so the pid is the server's.
  const child = fork(childScript, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)));
  let gone: string | undefined;
  void exited.then((how) => (gone = how));

  /** The next message of a type; rejected if the child fails or stops first. */
  const next = <T extends ServerChildMessage['type']>(type: T) =>
    new Promise<Extract<ServerChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (raw: unknown) => {
        let message: ServerChildMessage;
        try {
          message = parseServerChildMessage(raw);
        } catch (error) {
          return settle(() => reject(error));
        }
        if (message.type === type) settle(() => resolve(message as Extract<ServerChildMessage, { type: T }>));
        else if (message.type === 'failed') settle(() => reject(new Error(`the server process failed: ${message.message}`)));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        settle(() => reject(new Error(`the server process stopped (${signal ?? `code ${code}`}) before answering ${type}`)));
      const settle = (done: () => void) => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        done();
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const send = (message: HarnessMessage) => {
    if (child.connected) child.send(message);
  };

  const close = async () => {
    if (gone === undefined) {
      send({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), closeWithinMs);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    const listening = next('listening');
    send({ type: 'start', job });
    const { url } = await listening;
    return {
      pid: child.pid!,
      url,
      watchPauses: (grid) => send({ type: 'watch', grid }),
      async takePauses() {
        const answer = next('pauses');
        send({ type: 'report' });
        return (await answer).report;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
