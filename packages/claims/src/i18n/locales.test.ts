import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

describe("the 'claims' namespace", () => {
  it('has every English key in Spanish, and no other', () => {
    expect(keys(es as Messages).sort()).toEqual(keys(en as Messages).sort());
  });

  it('words the §8 texts of the list and detail as the spec does', () => {
    expect(en.list.empty).toBe('No claims found for selection.');
    expect(en.list.unavailable).toBe('Claims may be unavailable. Please try again later.');
    expect(en.detail.eob.none).toBe('No EOB available.');
    expect(en.detail.payments.empty).toBe('No payment info available.');
  });

  it('names the §9 date filters', () => {
    expect(Object.values(en.filters.ranges)).toEqual(['All time', 'Current year', 'Previous year', 'Last 90 days']);
  });
});
