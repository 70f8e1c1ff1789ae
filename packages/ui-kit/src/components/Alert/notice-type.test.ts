import { describe, expect, it } from 'vitest';
import { toNoticeType } from './notice-type.ts';

describe('toNoticeType', () => {
  it('keeps success, error and info', () => {
    expect(toNoticeType('success')).toBe('success');
    expect(toNoticeType('error')).toBe('error');
    expect(toNoticeType('info')).toBe('info');
  });

  it('treats anything else as a warning (§3)', () => {
    expect(toNoticeType('warning')).toBe('warning');
    expect(toNoticeType('ERROR')).toBe('warning');
    expect(toNoticeType(undefined)).toBe('warning');
    expect(toNoticeType('')).toBe('warning');
  });
});
