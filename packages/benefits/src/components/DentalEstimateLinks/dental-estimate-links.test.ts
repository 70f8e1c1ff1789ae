import { describe, expect, it } from 'vitest';
import { dentalCoverage, endedDentalCoverage } from '../../test/domain-samples.ts';
import { wireFeatures } from '../../test/wire-samples.ts';
import { dentalEstimateLinks } from './dental-estimate-links.ts';

const allOn = wireFeatures().memberDentalFeatures;

describe('the estimate links of a dental line', () => {
  it('offers both on an active line with claims and the estimator on', () => {
    expect(dentalEstimateLinks(dentalCoverage(), allOn)).toEqual({ pretreatmentEstimate: true, costEstimator: true });
  });

  it('follows memberDentalFeatures: claims for a pretreatment estimate, dceOutOfNetwork for the estimator', () => {
    expect(dentalEstimateLinks(dentalCoverage(), { ...allOn, claims: false })).toEqual({ pretreatmentEstimate: false, costEstimator: true });
    expect(dentalEstimateLinks(dentalCoverage(), { ...allOn, dceOutOfNetwork: false })).toEqual({ pretreatmentEstimate: true, costEstimator: false });
  });

  it('offers no estimator for a line without a group PPO code, and nothing on an ended line', () => {
    expect(dentalEstimateLinks(dentalCoverage({ groupPpoCode: ' ' }), allOn).costEstimator).toBe(false);
    expect(dentalEstimateLinks(endedDentalCoverage, allOn)).toEqual({ pretreatmentEstimate: false, costEstimator: false });
  });
});
