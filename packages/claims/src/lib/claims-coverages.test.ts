import type { Coverage } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { chosenClaimsCoverage, claimsCoverages } from './claims-coverages.ts';
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

  it('shows the line the link names, else the first active one (§4)', () => {
    const ended: Coverage = coverage({ key: '10-99-1-5', spdc: { subsidiaryNumber: 10, policyNumber: 99, divisionNumber: 1, certificateNumber: 5 }, isTerminated: true });
    const choices = claimsCoverages([ended, dental], features());
    expect(chosenClaimsCoverage(choices, null)?.key).toBe(dental.key);
    expect(chosenClaimsCoverage(choices, '10-99-1-5')?.key).toBe('10-99-1-5');
    expect(chosenClaimsCoverage(choices, '10-1-1-1')?.key).toBe(dental.key);
    expect(chosenClaimsCoverage([], null)).toBeUndefined();
  });
});
