import { HttpError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { searchFailureText } from './search-failure-text.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('searchFailureText', () => {
  it("shows the server's message for a refused search (400)", () => {
    expect(searchFailureText(new HttpError(400, { message: 'Please enter a valid subsidiary number for ALIC.' }), t)).toBe(
      'Please enter a valid subsidiary number for ALIC.',
    );
  });

  it('asks to wait whole minutes when searching too often (429 with Retry-After)', () => {
    expect(searchFailureText(new HttpError(429, { message: 'Too many' }, 61), t)).toBe('search.throttled {"minutes":2}');
  });

  it('asks to wait a moment when the 429 says no time', () => {
    expect(searchFailureText(new HttpError(429, null), t)).toBe('search.throttledSoon');
  });

  it('says try later for anything else, never a technical text', () => {
    expect(searchFailureText(new HttpError(503, { message: 'Service Unavailable' }), t)).toBe('search.failed');
    expect(searchFailureText(new HttpError(400, null), t)).toBe('search.failed');
    expect(searchFailureText(new TypeError('Failed to fetch'), t)).toBe('search.failed');
  });
});
