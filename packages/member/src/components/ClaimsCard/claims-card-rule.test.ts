import { describe, expect, it } from 'vitest';
import { groupIntoPolicies } from '../../policies.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { claimsCardLinks, policyHasClaims } from './claims-card-rule.ts';

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

describe('the estimate links the Claims card offers', () => {
  it('offers a pretreatment estimate and the estimator on an active dental line with claims and dceOutOfNetwork on', () => {
    expect(claimsCardLinks(dentalAndVision!, featuresWith())).toEqual({ claims: true, pretreatmentEstimate: true, costEstimator: true });
  });

  it('follows memberDentalFeatures: claims for a pretreatment estimate, dceOutOfNetwork for the estimator', () => {
    expect(claimsCardLinks(dentalAndVision!, featuresWith({ memberDentalFeatures: { claims: false } }))).toEqual({
      claims: true, pretreatmentEstimate: false, costEstimator: true,
    });
    expect(claimsCardLinks(dentalAndVision!, featuresWith({ memberDentalFeatures: { dceOutOfNetwork: false } }))).toMatchObject({
      pretreatmentEstimate: true, costEstimator: false,
    });
    expect(claimsCardLinks(dentalAndVision!, featuresWith({ memberDental: false }))).toMatchObject({ pretreatmentEstimate: false, costEstimator: false });
  });

  it('offers neither without an active dental line, and no estimator without a group PPO code', () => {
    const [visionOnly] = groupIntoPolicies([coverageLine({ lineOfBusiness: 'VIS', productType: 'vision' })]);
    const [endedDental] = groupIntoPolicies([coverageLine({ isTerminated: true, terminationDate: '2024-12-31' })]);
    const [noPpoCode] = groupIntoPolicies([coverageLine({ groupPpoCode: '' })]);
    expect(claimsCardLinks(visionOnly!, featuresWith())).toEqual({ claims: true, pretreatmentEstimate: false, costEstimator: false });
    expect(claimsCardLinks(endedDental!, featuresWith())).toMatchObject({ pretreatmentEstimate: false, costEstimator: false });
    expect(claimsCardLinks(noPpoCode!, featuresWith())).toMatchObject({ pretreatmentEstimate: true, costEstimator: false });
  });
});
