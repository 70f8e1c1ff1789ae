// §2 mobile ID-card button: it appears when the member has products, the
// memberIdCard feature is on, and some record has an empty eligibility
// indicator and ID-CARD-IND 'Y'. A tap downloads the card when ID-CARD-IND is
// 'Y' in any record of the policy the card is for (the selected one);
// otherwise a dialog explains why not.
import type { Coverage } from '@portal/api-client';

export interface MobileIdCardDecision {
  /** The button is on screen (at the mobile layout). */
  show: boolean;
  /** A tap downloads the card; false opens the explanation dialog. */
  canDownload: boolean;
}

type IndicatorLine = Pick<Coverage, 'eligibilityIndicator' | 'idCardIndicator'>;

export function mobileIdCardDecision({
  memberLines,
  selectedPolicyLines,
  idCardFeatureOn,
}: {
  /** Every coverage line of the member (all policies). */
  memberLines: readonly IndicatorLine[];
  /** The lines of the selected policy, whose card a tap downloads. */
  selectedPolicyLines: readonly IndicatorLine[];
  idCardFeatureOn: boolean;
}): MobileIdCardDecision {
  const show =
    memberLines.length > 0 &&
    idCardFeatureOn &&
    memberLines.some((line) => line.eligibilityIndicator === '' && line.idCardIndicator === 'Y');
  const canDownload = selectedPolicyLines.some((line) => line.idCardIndicator === 'Y');
  return { show, canDownload: show && canDownload };
}
