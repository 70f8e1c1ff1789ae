// The demo members of db/seed/demo-data.ts as tests address them: their
// token options and the SPDC of their coverage lines.
import type { Spdc } from '@portal/core';
import { changeSharedAnswers } from './shared-answers-change.ts';
import type { TestApp } from './test-app-config.ts';
import { signTestAccessToken, type TestTokenOptions } from './test-tokens.ts';

export const demo = {
  maria: { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' },
  peter: { partner: 'alic', memberId: '900000002', subject: 'demo-alic-terminated' },
  james: { partner: 'rsl', memberId: '900000011', subject: 'demo-rsl-member' },
  linda: { partner: 'rsl', memberId: '900000012', subject: 'demo-rsl-terminated' },
  grace: { partner: 'standard', memberId: '900000021', subject: 'demo-standard-member' },
  samuel: { partner: 'standard', memberId: '900000022', subject: 'demo-standard-terminated' },
  /** Adult dependents with their own account (migration 036): Maria's Ava, James's Owen, Grace's Hana. */
  ava: { partner: 'alic', memberId: '900000001', dependentClaimant: 4, subject: 'demo-alic-dependent' },
  owen: { partner: 'rsl', memberId: '900000011', dependentClaimant: 3, subject: 'demo-rsl-dependent' },
  hana: { partner: 'standard', memberId: '900000021', dependentClaimant: 3, subject: 'demo-standard-dependent' },
  /** The DHMO members (a PPD line and an assigned primary dentist). */
  rosa: { partner: 'alic', memberId: '900000003', subject: 'demo-alic-dhmo' },
  owenDhmo: { partner: 'rsl', memberId: '900000013', subject: 'demo-rsl-dhmo' },
  aisha: { partner: 'standard', memberId: '900000023', subject: 'demo-standard-dhmo' },
} as const satisfies Record<string, TestTokenOptions>;

export const csrOf = (partner: TestTokenOptions['partner']): TestTokenOptions => ({ partner, roles: ['csr'], subject: `demo-${partner}-csr` });

const spdc = (subsidiaryNumber: number, policyNumber: number, divisionNumber: number, certificateNumber: number): Spdc => ({
  subsidiaryNumber, policyNumber, divisionNumber, certificateNumber,
});

export const demoSpdc = {
  /** Maria's dental and vision lines (one SPDC, two LOBs). */
  maria: spdc(10, 120_000, 1, 9_000_001),
  /** Peter's active dental line: an individual plan. */
  peterActive: spdc(10, 120_021, 2, 9_000_002),
  /** Peter's dental line that ended on 2024-12-31. */
  peterEnded: spdc(10, 120_042, 1, 9_500_002),
  james: spdc(136, 360_028, 1, 9_000_011),
  linda: spdc(137, 360_224, 3, 9_000_012),
  /** Linda's ended VSP line (no dental). */
  lindaEndedVision: spdc(137, 360_231, 1, 9_500_012),
  grace: spdc(160, 560_105, 2, 9_000_021),
  /** Samuel's active dental line: a plan not eligible for paperless. */
  samuel: spdc(160, 560_070, 1, 9_000_022),
} as const;

/** `Authorization` header values for a suite's app. */
export function bearerOf(testApp: Pick<TestApp, 'db' | 'config'>) {
  return async (options: TestTokenOptions) => `Bearer ${await signTestAccessToken(testApp.db(), testApp.config(), options)}`;
}

/**
 * Switches one §3 feature flag of a partner (path like `memberDentalFeatures.edelivery`) for the suite's database,
 * and waits until the suite's app (when given) has heard of it.
 */
export async function setFeature(testApp: Pick<TestApp, 'db'> & Partial<Pick<TestApp, 'app'>>, partner: string, path: string, on: boolean): Promise<void> {
  await changeSharedAnswers(testApp, () => testApp.db().query(
    `UPDATE partner_features SET features = jsonb_set(features, $2::text[], to_jsonb($3::boolean)) WHERE partner = $1`,
    [partner, path.split('.'), on],
  ));
}
