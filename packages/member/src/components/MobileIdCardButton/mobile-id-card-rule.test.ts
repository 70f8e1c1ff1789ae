import { describe, expect, it } from 'vitest';
import { mobileIdCardDecision } from './mobile-id-card-rule.ts';

const line = (eligibilityIndicator: '' | 'Y' | 'N', idCardIndicator: '' | 'Y' | 'N') => ({ eligibilityIndicator, idCardIndicator });
const ready = line('', 'Y');

describe('mobile ID-card button (§2)', () => {
  it('shows and downloads when a record has an empty ELIG-IND and ID-CARD-IND Y and the feature is on', () => {
    expect(mobileIdCardDecision({ memberLines: [ready], selectedPolicyLines: [ready], idCardFeatureOn: true })).toEqual({ show: true, canDownload: true });
  });

  it('is hidden when the member has no products', () => {
    expect(mobileIdCardDecision({ memberLines: [], selectedPolicyLines: [], idCardFeatureOn: true }).show).toBe(false);
  });

  it('is hidden when memberIdCard is off', () => {
    expect(mobileIdCardDecision({ memberLines: [ready], selectedPolicyLines: [ready], idCardFeatureOn: false })).toEqual({ show: false, canDownload: false });
  });

  it('is hidden when no single record has both an empty ELIG-IND and ID-CARD-IND Y', () => {
    const memberLines = [line('Y', 'Y'), line('', 'N'), line('N', '')];
    expect(mobileIdCardDecision({ memberLines, selectedPolicyLines: memberLines, idCardFeatureOn: true }).show).toBe(false);
  });

  it('downloads when any record of the selected policy has ID-CARD-IND Y, whatever its ELIG-IND', () => {
    expect(
      mobileIdCardDecision({ memberLines: [ready, line('N', 'Y')], selectedPolicyLines: [line('', 'N'), line('N', 'Y')], idCardFeatureOn: true }),
    ).toEqual({ show: true, canDownload: true });
  });

  it('explains instead of downloading when no record of the selected policy has ID-CARD-IND Y', () => {
    expect(
      mobileIdCardDecision({ memberLines: [ready, line('', 'N')], selectedPolicyLines: [line('', 'N'), line('', '')], idCardFeatureOn: true }),
    ).toEqual({ show: true, canDownload: false });
  });
});
