// A bench server child on an IPC channel, as its harness holds it
// (bench-server-process.ts, measured-servers-process.ts): forked as node
// itself (no shell, no tsx CLI in between, so the pid is the server's), each
// message checked on arrival, answers awaited by type, and closed by message
// with a SIGKILL fallback, so that the schema can always be dropped after.
import { fork } from 'node:child_process';

const closeWithinMs = 10_000;

type Message = { readonly type: string };

export interface IpcChild<In, Out extends Message> {
  readonly pid: number;
  /** Sends unless the child has gone. */
  send(message: In): void;
  /** The next message of `type`; rejected if the child reports `failed` or stops first. */
  next<T extends Out['type']>(type: T): Promise<Extract<Out, { type: T }>>;
  /** Safe to call again, and after the child has gone by itself. */
  close(): Promise<void>;
}

export function forkIpcChild<In, Out extends Message>(
  script: string,
  { parse, closeMessage }: { parse: (raw: unknown) => Out; closeMessage: In },
): IpcChild<In, Out> {
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let gone: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      gone = signal ?? `code ${code}`;
      resolve();
    });
    // Not started at all (no 'exit' follows).
    child.once('error', (error) => {
      gone ??= error.message;
      resolve();
    });
  });
  const send = (message: In) => {
    if (child.connected) child.send(message as Parameters<typeof child.send>[0]);
  };

  const next = <T extends Out['type']>(type: T) =>
    new Promise<Extract<Out, { type: T }>>((resolve, reject) => {
      if (gone !== undefined) return reject(new Error(`the server process has stopped (${gone}) before answering ${type}`));
      const onMessage = (raw: unknown) => {
        let message: Out;
        try {
          message = parse(raw);
        } catch (error) {
          return settle(() => reject(error));
        }
        if (message.type === type) settle(() => resolve(message as Extract<Out, { type: T }>));
        else if (message.type === 'failed') settle(() => reject(new Error(`the server process failed: ${String((message as { message?: unknown }).message)}`)));
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

  const close = async () => {
    if (gone !== undefined) return;
    send(closeMessage);
    const timer = setTimeout(() => child.kill('SIGKILL'), closeWithinMs);
    await exited;
    clearTimeout(timer);
  };

  return { pid: child.pid ?? -1, send, next, close };
}
