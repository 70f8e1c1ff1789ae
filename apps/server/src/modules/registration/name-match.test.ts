import { describe, expect, it } from 'vitest';
import { sameName } from './name-match.ts';

describe('sameName (registration step 1)', () => {
  it('ignores case, accents, spaces and punctuation', () => {
    expect(sameName('josé', 'Jose')).toBe(true);
    expect(sameName("O'NEILL", "O'Neill")).toBe(true);
    expect(sameName('oneill', "O'Neill")).toBe(true);
    expect(sameName('Ortiz Baker', 'Ortiz-Baker')).toBe(true);
    expect(sameName('Muñoz', 'MUNOZ')).toBe(true);
  });

  it('still needs the same letters', () => {
    expect(sameName('Jon', 'John')).toBe(false);
    expect(sameName('', '')).toBe(false);
    expect(sameName("'", '-')).toBe(false);
  });
});
