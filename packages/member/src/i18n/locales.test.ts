import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): Map<string, string> {
  const result = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') result.set(path, node);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(value, '');
  return result;
}

describe('member texts', () => {
  it('has every English key in Spanish and no extra Spanish key', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('translates the texts rather than copying the English (except codes and placeholders)', () => {
    const spanish = leaves(es);
    const copied = [...leaves(en)].filter(([key, text]) => spanish.get(key) === text && !/^[X{}\s()A-Z:]*$/.test(text) && !/PDF|Plan|Total/.test(text));
    expect(copied).toEqual([]);
  });

  it('uses the §8 download messages word for word in English', () => {
    expect(en.quickLinks).toMatchObject({
      benefitSummaryUnauthorized: 'User must be logged in to download a Benefit Summary',
      benefitSummaryFailed: 'Unable to download the Benefit Summary',
      certificateUnauthorized: 'User must be logged in to download a Certificate of Coverage',
      certificateFailed: 'Unable to download the Certificate of Coverage',
      emptyPdf: 'Empty PDF - no data returned.',
    });
  });
});
