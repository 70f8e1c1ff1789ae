import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { toMemberData, wireDateToIso } from './members.ts';

const line = {
  'T-SUB': 10, 'T-POL': 123456, 'T-DIV': 1, 'T-CERT': 7654321, LOB: 'VIS', 'PLAN-SP-NAME': 'Acme Corp',
  'MEM-EFF-DT': 0, 'MEM-TERM-DT': 20241231, 'T-GR-PPO-CD': 'P01', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
} as const;

const nonTableData = callSamples.getMembers.response['NON-TABLE-DATA'];

describe('wire → domain mapping', () => {
  it('maps a terminated vision line to a coverage with its end date', () => {
    const data = toMemberData({
      'OUT-TABLE': [line],
      'NON-TABLE-DATA': {
        ...nonTableData,
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

  it('maps the §3 member display fields of the sample: member ID, address, phone', () => {
    const { member, coverages } = toMemberData(callSamples.getMembers.response);
    expect(member).toMatchObject({
      firstName: 'OLIVIA',
      memberId: '100234567',
      address: { line1: '1420 Harney Street', line2: 'Apt 5B', city: 'Omaha', stateCode: 'NE', zip: '68102' },
      phone: '4025550147',
    });
    expect(coverages.map((coverage) => [coverage.key, coverage.productType, coverage.effectiveDate])).toEqual([
      ['10-123456-1-7654321', 'dental', '2024-01-01'],
      ['10-123456-2-7654321', 'vision', '2024-01-01'],
    ]);
  });

  it('reads yyyymmdd numbers and treats 0 as no date', () => {
    expect(wireDateToIso(20240105)).toBe('2024-01-05');
    expect(wireDateToIso(0)).toBeNull();
  });
});
