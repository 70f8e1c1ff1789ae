import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRehydrateTimeout } from './rehydrate-timeout-storage.ts';
import { memoryStorage, neverAnsweringStorage, slowStorage } from './testing.ts';

afterEach(() => vi.useRealTimers());

describe('withRehydrateTimeout (§3 rehydrate timeout)', () => {
  it('passes a synchronous storage through: reads, writes and removals', () => {
    const inner = memoryStorage();
    const storage = withRehydrateTimeout(inner, 5000);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(inner.data.has('k')).toBe(false);
    expect(storage.getItem('k')).toBeNull();
  });

  it('counts a storage that has not answered within the timeout as empty', async () => {
    vi.useFakeTimers();
    let read: string | null | undefined;
    void Promise.resolve(withRehydrateTimeout(neverAnsweringStorage(), 5000).getItem('k')).then((value) => (read = value));
    await vi.advanceTimersByTimeAsync(4999);
    expect(read).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toBeNull();
  });

  it('takes an answer that arrives within the timeout', async () => {
    vi.useFakeTimers();
    const read = withRehydrateTimeout(slowStorage('saved', 3000), 5000).getItem('k');
    await vi.advanceTimersByTimeAsync(3000);
    await expect(read).resolves.toBe('saved');
  });

  it('counts a failed read as empty', async () => {
    const failing = { getItem: () => Promise.reject(new Error('quota')), setItem: () => {}, removeItem: () => {} };
    await expect(withRehydrateTimeout(failing, 5000).getItem('k')).resolves.toBeNull();
  });
});
