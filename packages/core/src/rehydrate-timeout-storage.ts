// §3: app state is persisted with a rehydrate timeout of 5000 ms. A storage
// that answers synchronously (sessionStorage) is passed through untouched; an
// asynchronous one that has not answered within the timeout counts as empty,
// so no screen waits on it for longer. The feature stores (registration,
// selected policy) wrap their zustand persist storage with it; the type is
// zustand's StateStorage by shape, so core needs no zustand.

/** A key-value store as zustand's persist middleware reads it (sessionStorage fits). */
export interface KeyValueStorage {
  getItem: (name: string) => string | null | PromiseLike<string | null>;
  setItem: (name: string, value: string) => unknown;
  removeItem: (name: string) => unknown;
}

export function withRehydrateTimeout(storage: KeyValueStorage, timeoutMs: number): KeyValueStorage {
  return {
    getItem(name) {
      const value = storage.getItem(name);
      if (value === null || typeof value === 'string') return value;
      return new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        value.then(
          (stored) => {
            clearTimeout(timer);
            resolve(stored);
          },
          () => {
            clearTimeout(timer);
            resolve(null);
          },
        );
      });
    },
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}
