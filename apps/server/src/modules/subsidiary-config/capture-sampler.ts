// Keeps the public config call's metadata recording bounded: the
// sites ask for config every 5 minutes and anyone may call it without a
// token, so recording every call wrote one row per call, without limit. A
// client's same metadata is recorded once an hour, and one address records at
// most `perAddressPerHour` captures an hour whatever it varies. Per copy of
// the server, in memory (a bounded LRU): with N copies a client may be
// recorded up to N times an hour, which keeps the table bounded all the same.
import { LRUCache } from 'lru-cache';

export interface CaptureSampler {
  /** True when this capture should be stored; counts it. */
  shouldRecord(partner: string, address: string, metadataJson: string): boolean;
}

const hourMs = 3_600_000;

export function createCaptureSampler({
  perAddressPerHour = 12,
  maxEntries = 100_000,
}: { perAddressPerHour?: number; maxEntries?: number } = {}): CaptureSampler {
  const seen = new LRUCache<string, true>({ max: maxEntries, ttl: hourMs });
  const perAddress = new LRUCache<string, { count: number }>({ max: maxEntries, ttl: hourMs });
  return {
    shouldRecord(partner, address, metadataJson) {
      const key = `${partner}\u0000${address}\u0000${metadataJson}`;
      if (seen.has(key)) return false;
      const counter = perAddress.get(address) ?? { count: 0 };
      if (counter.count >= perAddressPerHour) return false;
      counter.count += 1;
      // noUpdateTTL: the hour counts from the address's first capture.
      perAddress.set(address, counter, { noUpdateTTL: perAddress.has(address) });
      seen.set(key, true);
      return true;
    },
  };
}
