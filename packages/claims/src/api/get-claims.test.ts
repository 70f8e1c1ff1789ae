import { describe, expect, it } from 'vitest';
import { dentalClaims, visionClaims } from '../test/domain-samples.ts';
import { newestFirst } from './get-claims.ts';

describe('a page of claims', () => {
  it('puts the dental and vision rows of one member key back in date-of-service order', () => {
    const paging = { page: 1, pageSize: 10, totalCount: 7, totalPages: 1 };
    // api-client hands the dental table, then the vision table.
    const page = newestFirst({ claims: [...dentalClaims, ...visionClaims], paging });
    expect(page.claims.map((claim) => claim.serviceDate)).toEqual([
      '2025-03-28', '2025-03-03', '2025-02-20', '2025-02-18', '2025-02-04', '2025-01-15', '2024-12-10',
    ]);
    expect(page.paging).toBe(paging);
  });

  it('keeps the server order of claims of the same day', () => {
    const sameDay = dentalClaims.slice(0, 2).map((claim) => ({ ...claim, serviceDate: '2025-03-03' }));
    expect(newestFirst({ claims: sameDay, paging: { page: 1, pageSize: 10, totalCount: 2, totalPages: 1 } }).claims).toEqual(sameDay);
  });
});
