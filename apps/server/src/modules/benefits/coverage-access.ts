// Which of the member's coverage lines a benefits call is about, and whether
// the caller may see it (§6): the member comes from the
// token, never from the request; an SPDC that is not the member's is "not
// found"; a feature the partner has off is forbidden.
import { isDentalLob, isVisionLob, sameSpdc } from '@portal/core';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isFeatureOn } from './feature-gates.ts';
import type { MemberLanguage as BenefitsLanguage } from '../../lib/member-language.ts';
import { benefitsMessages, type BenefitsFeature } from './messages.ts';
import { planYearContaining, referenceDayOf, type IsoDate, type PlanYear } from '../../lib/plan-year.ts';
import type { CoverageLineOfMember, Spdc } from './repository.ts';

/** The token's member (403 for a CSR or an account without a member). */
export function memberIdOf(token: AccessTokenClaims, language: BenefitsLanguage): string {
  if (!token.memberId || !token.roles.includes('member')) throw new HttpError(403, benefitsMessages[language].notAMember);
  return token.memberId;
}

const productRank = (lob: string) => (isDentalLob(lob) ? 0 : isVisionLob(lob) ? 1 : 2);

export interface LinesOfSpdc {
  /** Dental lines first, then vision, then the rest. */
  lines: CoverageLineOfMember[];
  features: unknown;
}

/** Where a benefits call finds the member's lines (kept for the token) and the partner's features (kept for the brand). */
export interface CoverageSources {
  linesOfMember(token: AccessTokenClaims, memberId: string): Promise<CoverageLineOfMember[]>;
  /** The partner's stored §3 features document. */
  featuresOf(partner: AccessTokenClaims['partner']): Promise<unknown>;
}

/** The member's lines of the SPDC; 404 when there are none. */
export async function linesOfSpdc(
  sources: CoverageSources, token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage,
): Promise<LinesOfSpdc> {
  const memberId = memberIdOf(token, language);
  const [all, features] = await Promise.all([sources.linesOfMember(token, memberId), sources.featuresOf(token.partner)]);
  const found = all.filter((line) => sameSpdc(line, spdc));
  if (found.length === 0) throw new HttpError(404, benefitsMessages[language].coverageNotFound);
  const lines = [...found].sort((a, b) => productRank(a.lob) - productRank(b.lob));
  return { lines, features };
}

export function requireFeature(features: unknown, feature: BenefitsFeature, language: BenefitsLanguage): void {
  if (!isFeatureOn(features, feature)) throw new HttpError(403, benefitsMessages[language].featureOff[feature]);
}

/** The plan (or benefit) year the line is in today, or was in when it ended. */
export function currentPlanYearOf(line: CoverageLineOfMember, today: IsoDate): PlanYear {
  return planYearContaining(referenceDayOf(today, line.termDate), line.yearStartMonth ?? 1);
}
