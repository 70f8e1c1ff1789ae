import { describe, expect, it } from 'vitest';
import type { Features } from '@portal/contract';
import { callSamples } from '@portal/contract/samples';
import { claimTypesOfCoverage } from './visible-claim-types.ts';

const allOn = callSamples.getFeatures.response;
const withFlags = (dentalClaims: boolean, visionClaims: boolean): Features => ({
  ...allOn,
  memberDentalFeatures: { ...allOn.memberDentalFeatures, claims: dentalClaims },
  memberVisionFeatures: { ...allOn.memberVisionFeatures, claims: visionClaims },
});

describe('claimTypesOfCoverage', () => {
  it('shows dental, ortho and estimates on a dental line and vision claims on a vision line (§6)', () => {
    expect(claimTypesOfCoverage(['DEN'], allOn)).toEqual({ visible: ['dental', 'ortho', 'estimate'], hiddenByFeatures: false });
    expect(claimTypesOfCoverage(['PPD'], allOn).visible).toEqual(['dental', 'ortho', 'estimate']);
    expect(claimTypesOfCoverage(['VSP'], allOn).visible).toEqual(['vision']);
    expect(claimTypesOfCoverage(['DEN', 'VIS'], allOn).visible).toEqual(['dental', 'ortho', 'estimate', 'vision']);
  });

  it('has no claims for a LASIK line, and that is not the features hiding them', () => {
    expect(claimTypesOfCoverage(['LSK'], allOn)).toEqual({ visible: [], hiddenByFeatures: false });
  });

  it('hides a product whose claims feature is off', () => {
    expect(claimTypesOfCoverage(['DEN', 'EYE'], withFlags(false, true))).toEqual({ visible: ['vision'], hiddenByFeatures: true });
    expect(claimTypesOfCoverage(['DEN'], withFlags(true, false))).toEqual({ visible: ['dental', 'ortho', 'estimate'], hiddenByFeatures: false });
    expect(claimTypesOfCoverage(['VIS'], withFlags(true, false))).toEqual({ visible: [], hiddenByFeatures: true });
    expect(claimTypesOfCoverage(['DEN'], { ...allOn, memberDental: false })).toEqual({ visible: [], hiddenByFeatures: true });
  });
});
