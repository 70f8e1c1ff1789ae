import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Messages = { [key: string]: string | Messages };

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}

describe("the 'providers' namespace", () => {
  it('has every English key in Spanish, and no other', () => {
    expect(keys(es as Messages).sort()).toEqual(keys(en as Messages).sort());
  });

  it('names every provider type in both languages', () => {
    expect(Object.keys(en.types)).toHaveLength(9);
    expect(Object.keys(es.types)).toEqual(Object.keys(en.types));
  });
});
