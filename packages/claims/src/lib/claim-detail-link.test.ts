import { describe, expect, it } from 'vitest';
import { backToListPath, claimDetailLink, isClaimNumber, readClaimDetailQuery } from './claim-detail-link.ts';

describe('the link between the claims list and a claim', () => {
  it('names the coverage line, and isEstimate for an estimate only', () => {
    expect(claimDetailLink({ claimNumber: '25071000123', kind: 'dental' }, '10-123456-1-7654321')).toBe(
      '/claims/25071000123?coverage=10-123456-1-7654321',
    );
    expect(claimDetailLink({ claimNumber: '25031800077', kind: 'estimate' }, '10-1-1-1')).toBe('/claims/25031800077?coverage=10-1-1-1&isEstimate=true');
  });

  it('reads the coverage line and the kind back from the detail URL', () => {
    expect(readClaimDetailQuery(new URLSearchParams('coverage=10-1-2-3&isEstimate=true'))).toEqual({
      spdc: { subsidiaryNumber: 10, policyNumber: 1, divisionNumber: 2, certificateNumber: 3 },
      coverage: '10-1-2-3',
      isEstimate: true,
    });
    expect(readClaimDetailQuery(new URLSearchParams('coverage=nonsense'))).toEqual({ spdc: null, coverage: null, isEstimate: false });
  });

  it('goes back to the list with its filters, else to the claim line', () => {
    expect(backToListPath({ listSearch: '?coverage=10-1-1-1&page=3' }, '10-1-1-1')).toBe('/claims?coverage=10-1-1-1&page=3');
    expect(backToListPath(null, '10-1-1-1')).toBe('/claims?coverage=10-1-1-1');
    expect(backToListPath({ listSearch: 'https://elsewhere.example' }, null)).toBe('/claims');
  });

  it('takes only claim numbers of the §3 shape', () => {
    expect(isClaimNumber('25071000123')).toBe(true);
    expect(isClaimNumber('V2503280042')).toBe(true);
    expect(isClaimNumber('<script>')).toBe(false);
    expect(isClaimNumber('1'.repeat(21))).toBe(false);
  });
});
