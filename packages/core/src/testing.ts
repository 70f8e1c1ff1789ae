// Test helpers for code built on core: storages a persisted store can be
// given (in memory, one that never answers, one that answers late).
import type { KeyValueStorage } from './rehydrate-timeout-storage.ts';

/** A synchronous in-memory storage whose `data` a test can read. */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

/** An asynchronous storage whose read never settles. */
export function neverAnsweringStorage(): KeyValueStorage {
  return { getItem: () => new Promise<string | null>(() => {}), setItem: () => {}, removeItem: () => {} };
}

/** An asynchronous storage that answers every read with `stored` after `delayMs`. */
export function slowStorage(stored: string | null, delayMs: number): KeyValueStorage {
  return {
    getItem: () => new Promise((resolve) => setTimeout(() => resolve(stored), delayMs)),
    setItem: () => {},
    removeItem: () => {},
  };
}
