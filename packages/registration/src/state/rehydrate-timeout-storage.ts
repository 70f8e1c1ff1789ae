// §3: app state is persisted with a rehydrate timeout of 5000 ms. A storage
// that answers synchronously (sessionStorage) is passed through untouched; an
// asynchronous one that has not answered within the timeout counts as empty,
// so a registration step never waits on it for longer. (The member package has
// the same helper; a feature may not import another feature.)
import type { StateStorage } from 'zustand/middleware';

export function withRehydrateTimeout(storage: StateStorage, timeoutMs: number): StateStorage {
  return {
    getItem(name) {
      const value = storage.getItem(name);
      if (!(value instanceof Promise)) return value;
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
