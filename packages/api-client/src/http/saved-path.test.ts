import { afterEach, describe, expect, it } from 'vitest';
import { savePathForAfterSignIn, takeSavedPath } from './saved-path.ts';

afterEach(() => {
  document.cookie = 'savedPath=; max-age=0; path=/';
});

describe('savedPath cookie (§4)', () => {
  it('keeps the path and query for after sign-in, once', () => {
    savePathForAfterSignIn('/benefits?tab=vision');
    expect(takeSavedPath()).toBe('/benefits?tab=vision');
    expect(takeSavedPath()).toBeUndefined();
  });

  it('ignores a saved value that would leave the site', () => {
    savePathForAfterSignIn('//evil.example.com/x');
    expect(takeSavedPath()).toBeUndefined();
  });
});
