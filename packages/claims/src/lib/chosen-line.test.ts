import { describe, expect, it } from 'vitest';
import { coverage } from '../test/domain-samples.ts';
import { chosenLine } from './chosen-line.ts';

describe('the line a screen shows', () => {
  const ended = coverage({ key: '10-99-1-5', isTerminated: true });
  const active = coverage();
  const otherActive = coverage({ key: '10-123456-2-7654321' });

  it('is the one the link names when it is the member\'s', () => {
    expect(chosenLine([ended, active, otherActive], otherActive.key)).toBe(otherActive);
    expect(chosenLine([ended, active], ended.key)).toBe(ended);
  });

  it('else the first active one (§4), else the first', () => {
    expect(chosenLine([ended, active, otherActive], null)).toBe(active);
    expect(chosenLine([ended, active], '10-1-1-1')).toBe(active);
    expect(chosenLine([ended], null)).toBe(ended);
    expect(chosenLine([], null)).toBeUndefined();
  });
});
