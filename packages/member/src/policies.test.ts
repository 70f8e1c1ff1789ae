import type { Coverage } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { groupIntoPolicies } from './policies.ts';

const line = (key: string, lob: string, ended: string | null): Coverage => ({
  spdc: { subsidiaryNumber: 10, policyNumber: 1, divisionNumber: 1, certificateNumber: 1 },
  key,
  lineOfBusiness: lob,
  productType: lob === 'DEN' ? 'dental' : 'vision',
  planSponsorName: `Sponsor ${key}`,
  effectiveDate: ended ? null : '2024-01-01',
  terminationDate: ended,
  isTerminated: ended !== null,
  groupPpoCode: '',
  eligibilityIndicator: '',
  idCardIndicator: 'Y',
});

describe('groupIntoPolicies', () => {
  it('puts the lines of one member key under one policy, in the order received', () => {
    const policies = groupIntoPolicies([line('10-1-1-1', 'DEN', null), line('10-2-1-1', 'DEN', '2024-12-31'), line('10-1-1-1', 'VIS', null)]);
    expect(policies.map((p) => [p.key, p.lines.map((l) => l.lineOfBusiness)])).toEqual([
      ['10-1-1-1', ['DEN', 'VIS']],
      ['10-2-1-1', ['DEN']],
    ]);
  });

  it('calls a policy terminated only when every line ended, with the latest end date', () => {
    const [mixed] = groupIntoPolicies([line('k', 'DEN', null), line('k', 'VIS', '2024-06-30')]);
    expect(mixed).toMatchObject({ isTerminated: false });
    const [ended] = groupIntoPolicies([line('k', 'DEN', '2024-06-30'), line('k', 'VIS', '2024-12-31')]);
    expect(ended).toMatchObject({ isTerminated: true, terminationDate: '2024-12-31' });
  });
});
