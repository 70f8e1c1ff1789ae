// §2/§9 paperless banner: shown to a member who is not enrolled in paperless
// (OPT-IN-DSP-IND not 'Y': 'N' chose paper, '' never chose) when dental
// e-delivery is on and the selected policy has a dental line; a dismissal
// hides it for 90 days.
import { paperlessBannerSnoozeDays } from '@portal/core';

const dayMs = 86_400_000;

/** Whether a dismissal at `snoozedAt` (epoch ms) still hides the banner at `now`. */
export function isPaperlessBannerSnoozed(snoozedAt: number | null, now: number): boolean {
  if (snoozedAt === null || !Number.isFinite(snoozedAt)) return false;
  // A timestamp in the future (clock changed) counts as just dismissed.
  return now - Math.min(snoozedAt, now) < paperlessBannerSnoozeDays * dayMs;
}

export function shouldShowPaperlessBanner({
  optInIndicator,
  edeliveryFeatureOn,
  hasDentalLine,
  snoozedAt,
  now,
}: {
  optInIndicator: 'Y' | 'N' | '';
  edeliveryFeatureOn: boolean;
  hasDentalLine: boolean;
  snoozedAt: number | null;
  now: number;
}): boolean {
  return optInIndicator !== 'Y' && edeliveryFeatureOn && hasDentalLine && !isPaperlessBannerSnoozed(snoozedAt, now);
}
