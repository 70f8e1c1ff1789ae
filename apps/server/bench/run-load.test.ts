import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prepareChild, runChild } from './run-load.ts';

const echo = fileURLToPath(new URL('./fixtures/echo-after-start.ts', import.meta.url));
type Echo = { job: unknown; startedAt: number };

describe('load children', () => {
  it('hold their job until started, so the spawn and hand-over stay outside what is measured', async () => {
    const ready = await prepareChild<Echo>(echo, { pool: ['a', 'b'] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const startedBy = Date.now();
    const answer = await ready.start();
    expect(answer.job).toEqual({ pool: ['a', 'b'] });
    expect(answer.startedAt).toBeGreaterThanOrEqual(startedBy);
  }, 20_000);

  it('run at once through runChild', async () => {
    expect((await runChild<Echo>(echo, 7)).job).toBe(7);
  }, 20_000);

  it('reject when the child fails before it is ready', async () => {
    await expect(prepareChild(fileURLToPath(new URL('./fixtures/fails-at-once.ts', import.meta.url)), {})).rejects.toThrow(/stopped with code 3/);
  }, 20_000);
});
