import { describe, expect, it } from 'vitest';
import { claimsListSearch, defaultClaimsListQuery, readClaimsListQuery, withCoverage, withFilter } from './claims-list-query.ts';

const read = (search: string) => readClaimsListQuery(new URLSearchParams(search));

describe('the claims list query', () => {
  it('reads every filter and the page from the URL', () => {
    expect(read('coverage=10-123456-1-7654321&patient=3&type=ortho&range=last90Days&page=4')).toEqual({
      coverage: '10-123456-1-7654321',
      patient: '3',
      type: 'ortho',
      range: 'last90Days',
      page: 4,
    });
  });

  it('takes the defaults for what is absent or unreadable (a hand-edited link)', () => {
    expect(read('')).toEqual(defaultClaimsListQuery);
    expect(read('patient=123&type=Whitening&range=forever&page=-2')).toEqual(defaultClaimsListQuery);
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, so a shared link reads back the same', () => {
    expect(claimsListSearch(defaultClaimsListQuery)).toBe('');
    const query = { coverage: '10-1-1-1', patient: '2', type: 'estimate' as const, range: 'currentYear' as const, page: 2 };
    const search = claimsListSearch(query);
    expect(search).toBe('?coverage=10-1-1-1&patient=2&type=estimate&range=currentYear&page=2');
    expect(read(search.slice(1))).toEqual(query);
  });

  it('goes back to page 1 when a filter changes', () => {
    const onPage3 = { ...defaultClaimsListQuery, coverage: '10-1-1-1', page: 3 };
    expect(withFilter(onPage3, { type: 'dental' })).toEqual({ ...onPage3, type: 'dental', page: 1 });
  });

  it('starts the patient and type over on another coverage line, keeping the dates', () => {
    const query = { coverage: '10-1-1-1', patient: '2', type: 'ortho' as const, range: 'previousYear' as const, page: 2 };
    expect(withCoverage(query, '10-2-2-2')).toEqual({ ...defaultClaimsListQuery, coverage: '10-2-2-2', range: 'previousYear' });
  });
});
