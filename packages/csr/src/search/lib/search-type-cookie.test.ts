import { afterEach, describe, expect, it } from 'vitest';
import { forgetSpdcSearch, readSearchType, rememberSpdcSearch } from './search-type-cookie.ts';

afterEach(() => forgetSpdcSearch());

describe('searchType cookie', () => {
  it('is spdc after choosing a member from the search, and gone after forgetting it', () => {
    expect(readSearchType()).toBeNull();
    rememberSpdcSearch();
    expect(readSearchType()).toBe('spdc');
    forgetSpdcSearch();
    expect(readSearchType()).toBeNull();
  });
});
