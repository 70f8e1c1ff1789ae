import { describe, expect, it } from 'vitest';
import { environmentFromHost, partnerFromHost } from './partner.ts';

describe('partnerFromHost (§9)', () => {
  it.each([
    ['localhost', 'alic'],
    ['localhost:8080', 'alic'],
    ['127.0.0.1:8080', 'alic'],
    ['rsl.localhost:8080', 'rsl'],
    ['standard.localhost', 'standard'],
    ['members.alic.com', 'alic'],
    ['rsl-test.example.com', 'rsl'],
    ['standard-model.example.com', 'standard'],
    ['reliancestandard.example.com', 'rsl'],
    ['example.org', 'noPartner'],
  ])('%s → %s', (host, partner) => {
    expect(partnerFromHost(host)).toBe(partner);
  });
});

describe('environmentFromHost (§9)', () => {
  it.each([
    ['localhost:8080', 'local'],
    ['rsl.localhost', 'local'],
    ['rsl-dev.example.com', 'dev'],
    ['alic-test.example.com', 'test'],
    ['standard-model.example.com', 'model'],
    ['members.alic.com', 'prod'],
  ])('%s → %s', (host, environment) => {
    expect(environmentFromHost(host)).toBe(environment);
  });
});
