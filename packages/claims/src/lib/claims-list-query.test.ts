import { describe, expect, it } from 'vitest';
import { claimsListSearch, defaultClaimsListQuery, readClaimsListQuery, withCoverage, withFilter, withPageSize } from './claims-list-query.ts';

const read = (search: string) => readClaimsListQuery(new URLSearchParams(search));

describe('the claims list query', () => {
  it('reads every filter, the page and the rows per page from the URL', () => {
    expect(read('coverage=10-123456-1-7654321&patient=3&type=ortho&range=last90Days&page=4&size=25')).toEqual({
      coverage: '10-123456-1-7654321',
      patient: '3',
      type: 'ortho',
      range: 'last90Days',
      page: 4,
      size: 25,
    });
  });

  it('shows 10 rows a page unless the URL names one of the choices 5, 10, 25 or 50', () => {
    expect(read('').size).toBe(10);
    expect([5, 10, 25, 50].map((size) => read(`size=${size}`).size)).toEqual([5, 10, 25, 50]);
    for (const unreadable of ['7', '100', '0', '-5', '5.0', 'ten', '']) {
      expect(read(`size=${unreadable}`).size, `size=${unreadable}`).toBe(10);
    }
  });

  it('takes the defaults for what is absent or unreadable (a hand-edited link)', () => {
    expect(read('')).toEqual(defaultClaimsListQuery);
    expect(read('patient=123&type=Whitening&range=forever&page=-2&size=1000')).toEqual(defaultClaimsListQuery);
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, so a shared link reads back the same', () => {
    expect(claimsListSearch(defaultClaimsListQuery)).toBe('');
    const query = { coverage: '10-1-1-1', patient: '2', type: 'estimate' as const, range: 'currentYear' as const, page: 2, size: 5 as const };
    const search = claimsListSearch(query);
    expect(search).toBe('?coverage=10-1-1-1&patient=2&type=estimate&range=currentYear&page=2&size=5');
    expect(read(search.slice(1))).toEqual(query);
    expect(claimsListSearch({ ...query, size: 10 })).not.toContain('size');
  });

  it('goes back to page 1 when a filter changes', () => {
    const onPage3 = { ...defaultClaimsListQuery, coverage: '10-1-1-1', page: 3 };
    expect(withFilter(onPage3, { type: 'dental' })).toEqual({ ...onPage3, type: 'dental', page: 1 });
  });

  it('goes back to page 1 when the rows per page change, keeping the filters', () => {
    const onPage3 = { ...defaultClaimsListQuery, coverage: '10-1-1-1', type: 'dental' as const, page: 3 };
    expect(withPageSize(onPage3, 5)).toEqual({ ...onPage3, size: 5, page: 1 });
  });

  it('starts the patient and type over on another coverage line, keeping the dates and rows per page', () => {
    const query = { coverage: '10-1-1-1', patient: '2', type: 'ortho' as const, range: 'previousYear' as const, page: 2, size: 25 as const };
    expect(withCoverage(query, '10-2-2-2')).toEqual({ ...defaultClaimsListQuery, coverage: '10-2-2-2', range: 'previousYear', size: 25 });
  });
});
