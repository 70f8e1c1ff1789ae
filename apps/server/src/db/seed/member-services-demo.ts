// Hand-picked member-services data for the demo members (demo-data.ts), which
// the README, the e2e journeys and the tests rely on:
// - Maria (alic) sees Member Savings (rx, wo01 on dental; wo02 on vision),
//   is paperless, and has a report card (from her claims).
// - Peter (alic) bought his Harborview dental plan as an individual policy, so
//   he has an enrollment application; no savings rule.
// - Samuel (standard) is on a plan that is not eligible for paperless (§4).
// - Maria (alic) and Grace (standard) have a LASIK line (LSK) on their policy,
//   with its certificate and summary but no savings rule of its own.
import type { PlanChoices } from './plan-choices.ts';

/** Every demo plan, by plan key `sub-pol-div-LOB`, whatever the seed (the network name follows the LOB). */
export const demoPlanChoices: Readonly<Record<string, Omit<PlanChoices, 'networkName'>>> = {
  '10-120000-1-DEN': { planKind: 'group', planName: 'ALIC Dental PPO Plus', effectiveYear: 2023, hasAddendum: true, paperlessEligible: true },
  '10-120000-1-VIS': { planKind: 'group', planName: 'ALIC Vision Plus', effectiveYear: 2023, hasAddendum: false, paperlessEligible: true },
  '10-120000-1-LSK': { planKind: 'group', planName: 'ALIC LASIK Savings', effectiveYear: 2023, hasAddendum: false, paperlessEligible: true },
  '10-120021-2-DEN': { planKind: 'individual', planName: 'ALIC Dental PPO Core', effectiveYear: 2025, hasAddendum: true, paperlessEligible: true },
  '10-120042-1-DEN': { planKind: 'group', planName: 'ALIC Dental PPO Core', effectiveYear: 2019, hasAddendum: false, paperlessEligible: true },
  '136-360028-1-DEN': { planKind: 'group', planName: 'RSL Dental PPO Premier', effectiveYear: 2022, hasAddendum: false, paperlessEligible: true },
  '136-360028-1-VSP': { planKind: 'group', planName: 'VSP Choice Plus', effectiveYear: 2022, hasAddendum: false, paperlessEligible: true },
  '137-360224-3-DEN': { planKind: 'group', planName: 'RSL Dental PPO Core', effectiveYear: 2025, hasAddendum: false, paperlessEligible: true },
  '137-360231-1-VSP': { planKind: 'group', planName: 'VSP Choice Core', effectiveYear: 2021, hasAddendum: false, paperlessEligible: true },
  '160-560105-2-DEN': { planKind: 'group', planName: 'Standard Dental PPO Plus', effectiveYear: 2024, hasAddendum: true, paperlessEligible: true },
  '160-560105-2-EYE': { planKind: 'group', planName: 'EyeMed Vision Plus', effectiveYear: 2024, hasAddendum: false, paperlessEligible: true },
  '160-560105-2-LSK': { planKind: 'group', planName: 'Standard LASIK Savings', effectiveYear: 2024, hasAddendum: false, paperlessEligible: true },
  '160-560070-1-DEN': { planKind: 'group', planName: 'Standard Dental PPO Core', effectiveYear: 2025, hasAddendum: false, paperlessEligible: false },
  '160-560133-4-DEN': { planKind: 'group', planName: 'Standard Dental PPO Core', effectiveYear: 2020, hasAddendum: false, paperlessEligible: true },
  '10-120300-1-PPD': { planKind: 'group', planName: 'ALIC DHMO 200', effectiveYear: 2025, hasAddendum: false, paperlessEligible: true },
  '136-360410-1-PPD': { planKind: 'group', planName: 'RSL DHMO 200', effectiveYear: 2025, hasAddendum: false, paperlessEligible: true },
  '160-560220-1-PPD': { planKind: 'group', planName: 'Standard DHMO 200', effectiveYear: 2025, hasAddendum: false, paperlessEligible: true },
};

/** Rule codes per demo member and plan key (active lines only). */
export const demoVisibilityRules: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  '900000001': { '10-120000-1-DEN': ['rx', 'wo01', 'dce'], '10-120000-1-VIS': ['wo02', 'hear'] },
  '900000002': { '10-120021-2-DEN': ['dce'] },
  '900000011': { '136-360028-1-DEN': ['rx', 'dce'], '136-360028-1-VSP': ['wo02', 'hear'] },
  '900000012': { '137-360224-3-DEN': ['dce'] },
  '900000021': { '160-560105-2-DEN': ['rx', 'wo01', 'dce'], '160-560105-2-EYE': ['wo02', 'hear'] },
  '900000022': {},
  '900000003': { '10-120300-1-PPD': ['dce'] },
  '900000013': { '136-360410-1-PPD': ['dce'] },
  '900000023': { '160-560220-1-PPD': ['dce'] },
};

export interface DemoEnrollmentDetails {
  street: string;
  city: string;
  phone: string;
  /** yyyy-mm-dd */
  submittedDate: string;
}

/** The applicant's details of each demo enrollment application, by member id. */
export const demoEnrollmentDetails: Readonly<Record<string, DemoEnrollmentDetails>> = {
  '900000002': { street: '2710 Ingersoll Ave', city: 'Des Moines', phone: '5155550173', submittedDate: '2024-12-02' },
};
