import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { toCoverageRules } from './visibility-rules.ts';

describe('visibility rules mapping', () => {
  it('keys each coverage line by sub-pol-div-cert with its rule codes', () => {
    expect(toCoverageRules(callSamples.getVisibilityRules.response)).toEqual([
      {
        key: '10-123456-1-7654321',
        spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
        productType: 'dental',
        ruleCodes: ['rx', 'wo01'],
      },
      {
        key: '10-123456-2-7654321',
        spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 2, certificateNumber: 7654321 },
        productType: 'vision',
        ruleCodes: ['wo02'],
      },
    ]);
  });
});
