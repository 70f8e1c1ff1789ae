// Keeps recently rendered ID cards (ID cards ≥ 1 000/s).
// A member opens the same card again and again (print, phone, the wallet app
// refreshing), and a card's bytes depend on nothing but what goes into it:
// the member's data, the layout and the language. So the cache is keyed by
// a hash of exactly that job. A change to the member's data is a new key,
// never a stale card; two members can never share one.
//
// Identical jobs asked for at the same time are rendered once (lru-cache's
// fetch joins them). A failed render is not kept.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DocumentJob } from './types.ts';

export interface RenderedCardCacheOptions {
  /** Bytes of PDFs kept at most; the least recently used go first. A desktop card is ~16 KB. */
  maxBytes?: number;
  /** How long a card is kept after it was rendered. */
  ttlMs?: number;
}

export interface RenderedCardCache {
  /** The cached bytes of `job`, or those `render` makes (then kept). */
  get(job: DocumentJob<'idCard'>, render: () => Promise<Uint8Array>): Promise<Uint8Array>;
  readonly size: number;
}

/** The job's identity: a digest of everything the card prints. */
function cardKey({ input, options }: DocumentJob<'idCard'>): string {
  return createHash('sha256').update(JSON.stringify([input, options.deviceType, options.language ?? 'en'])).digest('base64url');
}

export function createRenderedCardCache({ maxBytes = 32 * 1024 * 1024, ttlMs = 10 * 60_000 }: RenderedCardCacheOptions = {}): RenderedCardCache {
  const cache = new LRUCache<string, Uint8Array, () => Promise<Uint8Array>>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context: render }) => render(),
  });
  return {
    get size() {
      return cache.size;
    },
    async get(job, render) {
      const bytes = await cache.fetch(cardKey(job), { context: render });
      // fetchMethod never answers undefined: render resolves with bytes or rejects.
      return bytes!;
    },
  };
}
