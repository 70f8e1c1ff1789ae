import { describe, expect, it } from 'vitest';
import { groupIntoPolicies } from '../../policies.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { policyHasClaims } from './claims-card-rule.ts';

const [dentalAndVision] = groupIntoPolicies([coverageLine(), coverageLine({ lineOfBusiness: 'VIS', productType: 'vision' })]);
const [lasik] = groupIntoPolicies([coverageLine({ lineOfBusiness: 'LSK', productType: 'lasik' })]);

describe('whether the dashboard offers the claims of a policy', () => {
  it('does while one of its lines has claims on', () => {
    expect(policyHasClaims(dentalAndVision!, featuresWith())).toBe(true);
    expect(policyHasClaims(dentalAndVision!, featuresWith({ memberDentalFeatures: { claims: false } }))).toBe(true);
    expect(policyHasClaims(dentalAndVision!, featuresWith({ memberVision: false }))).toBe(true);
  });

  it('does not when every line has claims off, nor for a LASIK line', () => {
    expect(policyHasClaims(dentalAndVision!, featuresWith({ memberDentalFeatures: { claims: false }, memberVisionFeatures: { claims: false } }))).toBe(false);
    expect(policyHasClaims(dentalAndVision!, featuresWith({ memberDental: false, memberVision: false }))).toBe(false);
    expect(policyHasClaims(lasik!, featuresWith())).toBe(false);
  });
});
