// Files read once into memory and parsed, read again only when their mtime
// or size changes: a rebuild of a site is seen without restarting the server,
// at the cost of one stat() per request.
import { readFile, stat } from 'node:fs/promises';

interface Entry<T> {
  readonly mtimeMs: number;
  readonly size: number;
  readonly value: T;
}

export interface ReloadingFileCache<T> {
  /** The parsed file, or undefined when it is missing, not a file, or does not parse. */
  load(file: string): Promise<T | undefined>;
}

export function createReloadingFileCache<T>(parse: (content: Buffer) => T | undefined): ReloadingFileCache<T> {
  const entries = new Map<string, Entry<T | undefined>>();
  return {
    async load(file) {
      let mtimeMs: number;
      let size: number;
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return undefined;
        ({ mtimeMs, size } = stats);
      } catch {
        entries.delete(file);
        return undefined;
      }
      const cached = entries.get(file);
      if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.value;
      let value: T | undefined;
      try {
        value = parse(await readFile(file));
      } catch {
        value = undefined;
      }
      entries.set(file, { mtimeMs, size, value });
      return value;
    },
  };
}
