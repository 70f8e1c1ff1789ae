import { describe, expect, it } from 'vitest';
import { createCaptureSampler } from './capture-sampler.ts';

describe('config metadata capture sampler', () => {
  it('records a client once for the same metadata, again when it changes, and per partner', () => {
    const sampler = createCaptureSampler();
    expect(sampler.shouldRecord('alic', '203.0.113.5', '{"page":"/dashboard"}')).toBe(true);
    expect(sampler.shouldRecord('alic', '203.0.113.5', '{"page":"/dashboard"}')).toBe(false);
    expect(sampler.shouldRecord('alic', '203.0.113.5', '{"page":"/claims"}')).toBe(true);
    expect(sampler.shouldRecord('rsl', '203.0.113.5', '{"page":"/dashboard"}')).toBe(true);
    expect(sampler.shouldRecord('alic', '198.51.100.7', '{"page":"/dashboard"}')).toBe(true);
  });

  it('records at most the per-address limit an hour however the metadata varies', () => {
    const sampler = createCaptureSampler({ perAddressPerHour: 3 });
    const recorded = Array.from({ length: 50 }, (_, i) => sampler.shouldRecord('alic', '203.0.113.9', `{"page":"/p${i}"}`));
    expect(recorded.filter(Boolean)).toHaveLength(3);
    expect(sampler.shouldRecord('alic', '198.51.100.7', '{"page":"/p0"}')).toBe(true);
  });
});
