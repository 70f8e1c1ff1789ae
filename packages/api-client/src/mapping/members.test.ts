import { describe, expect, it } from 'vitest';
import { toMemberData, wireDateToIso } from './mapping.ts';

const line = {
  'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'VIS', 'PLAN-SP-NAME': 'Acme Corp',
  'MEM-EFF-DT': 0, 'MEM-TERM-DT': 20241231, 'T-GR-PPO-CD': 'P01', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
} as const;

describe('wire → domain mapping', () => {
  it('maps a terminated vision line to a coverage with its end date', () => {
    const data = toMemberData({
      'OUT-TABLE': [line],
      'NON-TABLE-DATA': {
        'OPT-IN-DSP-IND': 'Y', 'MEM-FIRST-NAME': 'Maria', 'MEM-MIDDLE-NAME': '', 'MEM-LAST-NAME': 'McAllister',
        'MEM-EMAIL': 'm@example.com', 'MEM-STATE-CD': 'NY',
      },
    });
    expect(data.coverages[0]).toMatchObject({
      key: '10-123456-1-7654321',
      productType: 'vision',
      planSponsorName: 'Acme Corp',
      isTerminated: true,
      effectiveDate: null,
      terminationDate: '2024-12-31',
      idCardIndicator: 'Y',
    });
    expect(data.member).toMatchObject({ firstName: 'Maria', lastName: 'McAllister', stateCode: 'NY', optInDisplayIndicator: 'Y' });
  });

  it('reads yyyymmdd numbers and treats 0 as no date', () => {
    expect(wireDateToIso(20240105)).toBe('2024-01-05');
    expect(wireDateToIso(0)).toBeNull();
  });
});
