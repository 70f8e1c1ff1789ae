import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forkIpcChild } from './ipc-child.ts';

type In = { type: 'ask'; value: number } | { type: 'fail' | 'garble' | 'crash' | 'close' };
type Out = { type: 'answer'; value: number } | { type: 'failed'; message: string };

const echo = fileURLToPath(new URL('./fixtures/ipc-echo.ts', import.meta.url));
function parse(raw: unknown): Out {
  const message = raw as Partial<Out>;
  if (message.type === 'answer' && typeof message.value === 'number') return { type: 'answer', value: message.value };
  if (message.type === 'failed' && typeof message.message === 'string') return { type: 'failed', message: message.message };
  throw new Error(`unexpected message ${JSON.stringify(raw)}`);
}
const start = () => forkIpcChild<In, Out>(echo, { parse, closeMessage: { type: 'close' } });

describe('a bench server child on an IPC channel', () => {
  it('answers by type, and closes once however often asked', async () => {
    const child = start();
    try {
      expect(child.pid).toBeGreaterThan(0);
      const answer = child.next('answer');
      child.send({ type: 'ask', value: 7 });
      expect(await answer).toEqual({ type: 'answer', value: 7 });
    } finally {
      await child.close();
      await child.close();
    }
  }, 20_000);

  it('rejects the awaited answer when the child reports a failure, says something malformed, or stops', async () => {
    const child = start();
    try {
      const failed = child.next('answer');
      child.send({ type: 'fail' });
      await expect(failed).rejects.toThrow(/failed: asked to/);
      const garbled = child.next('answer');
      child.send({ type: 'garble' });
      await expect(garbled).rejects.toThrow(/unexpected message/);
      const stopped = child.next('answer');
      child.send({ type: 'crash' });
      await expect(stopped).rejects.toThrow(/stopped \(code 4\)/);
      await expect(child.next('answer')).rejects.toThrow(/has stopped/);
    } finally {
      await child.close();
    }
  }, 20_000);
});
