// The harness's handle on the child `pnpm bench` measures (measured-servers-
// child.ts): starts it and waits until its three servers listen, brackets each
// measurement (`begin` before the server's CPU is first sampled, `end` after it
// is sampled again, so the IPC round trips and the profile's writing stay
// outside the window), and closes it (ipc-child.ts: by message, then SIGKILL).
import { fileURLToPath } from 'node:url';
import type { Counts } from './cache-probes.ts';
import { forkIpcChild } from './ipc-child.ts';
import {
  parseServerChildMessage, type EventLoopDelay, type HarnessMessage, type MeasuredServersJob, type MeasuredServerUrls, type ServerChildMessage,
} from './measured-servers-messages.ts';

const childScript = fileURLToPath(new URL('./measured-servers-child.ts', import.meta.url));

/** What the server child saw since a measurement began. */
export interface MeasurementEnd {
  readonly probes: Counts;
  readonly eventLoop: EventLoopDelay;
  /** What to print about the CPU profile (undefined without --profile). */
  readonly profile: string | undefined;
}

export interface MeasuredServersProcess {
  readonly pid: number;
  readonly urls: MeasuredServerUrls;
  /** Whether the app registers the ID-card route. */
  readonly idCardRoute: boolean;
  /** Reads the probes and starts the event-loop monitor (and profiler); resolves once they run. */
  begin(name: string): Promise<Counts>;
  /** Stops them; what they saw since `begin`. */
  end(): Promise<MeasurementEnd>;
  /** Safe to call again, and after the child has gone by itself. */
  close(): Promise<void>;
}

export async function startMeasuredServers(job: MeasuredServersJob): Promise<MeasuredServersProcess> {
  const child = forkIpcChild<HarnessMessage, ServerChildMessage>(childScript, { parse: parseServerChildMessage, closeMessage: { type: 'close' } });
  /** Sends `message` and resolves to the answer of type `type`. */
  const ask = async <T extends ServerChildMessage['type']>(message: HarnessMessage, type: T) => {
    const answer = child.next(type);
    child.send(message);
    return answer;
  };
  try {
    const { urls, idCardRoute } = await ask({ type: 'start', job }, 'listening');
    return {
      pid: child.pid,
      urls,
      idCardRoute,
      begin: async (name) => (await ask({ type: 'begin', name }, 'begun')).probes,
      async end() {
        const { probes, eventLoop, profile } = await ask({ type: 'end' }, 'ended');
        return { probes, eventLoop, profile: profile ?? undefined };
      },
      close: child.close,
    };
  } catch (error) {
    await child.close();
    throw error;
  }
}
