import { describe, expect, it } from 'vitest';
import { isPaperlessBannerSnoozed, shouldShowPaperlessBanner } from './paperless-banner-rule.ts';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 24, 12);

describe('paperless banner snooze (§9: 90 days)', () => {
  it('is not snoozed when never dismissed', () => {
    expect(isPaperlessBannerSnoozed(null, now)).toBe(false);
  });

  it('stays hidden for 90 days after a dismissal and returns on the 90th day', () => {
    expect(isPaperlessBannerSnoozed(now - 89 * day, now)).toBe(true);
    expect(isPaperlessBannerSnoozed(now - 90 * day + 1, now)).toBe(true);
    expect(isPaperlessBannerSnoozed(now - 90 * day, now)).toBe(false);
    expect(isPaperlessBannerSnoozed(now - 200 * day, now)).toBe(false);
  });

  it('treats a dismissal dated in the future as just made, and garbage as none', () => {
    expect(isPaperlessBannerSnoozed(now + 5 * day, now)).toBe(true);
    expect(isPaperlessBannerSnoozed(Number.NaN, now)).toBe(false);
  });
});

describe('shouldShowPaperlessBanner', () => {
  const base = { optInIndicator: '' as const, edeliveryFeatureOn: true, hasDentalLine: true, snoozedAt: null, now };

  it('shows to a member not enrolled (never chose, or chose paper)', () => {
    expect(shouldShowPaperlessBanner(base)).toBe(true);
    expect(shouldShowPaperlessBanner({ ...base, optInIndicator: 'N' })).toBe(true);
  });

  it('hides for an enrolled member, with e-delivery off, without a dental line, or while snoozed', () => {
    expect(shouldShowPaperlessBanner({ ...base, optInIndicator: 'Y' })).toBe(false);
    expect(shouldShowPaperlessBanner({ ...base, edeliveryFeatureOn: false })).toBe(false);
    expect(shouldShowPaperlessBanner({ ...base, hasDentalLine: false })).toBe(false);
    expect(shouldShowPaperlessBanner({ ...base, snoozedAt: now - day })).toBe(false);
  });
});
