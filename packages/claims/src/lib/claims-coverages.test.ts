import { describe, expect, it } from 'vitest';
import { claimsCoverages } from './claims-coverages.ts';
import { coverage, features } from '../test/domain-samples.ts';

describe('coverage lines with a claims list', () => {
  const dental = coverage({ lineOfBusiness: 'DEN', productType: 'dental' });
  const vision = coverage({ lineOfBusiness: 'VIS', productType: 'vision' });
  const lasik = coverage({ lineOfBusiness: 'LSK', productType: 'lasik', key: '10-123456-3-7654321' });

  it('groups the dental and vision lines of one member key into one choice', () => {
    const [only, ...others] = claimsCoverages([dental, vision, lasik], features());
    expect(others).toEqual([]);
    expect(only).toMatchObject({ key: dental.key, linesOfBusiness: ['DEN', 'VIS'], hasDental: true, hasVision: true });
  });

  it('leaves out a kind whose claims feature is off (§3 memberDentalFeatures.claims / memberVisionFeatures.claims)', () => {
    const noVisionClaims = features({ memberVisionFeatures: { ...features().memberVisionFeatures, claims: false } });
    expect(claimsCoverages([dental, vision], noVisionClaims)).toEqual([expect.objectContaining({ linesOfBusiness: ['DEN'], hasVision: false })]);
    expect(claimsCoverages([dental], features({ memberDental: false }))).toEqual([]);
  });
});
