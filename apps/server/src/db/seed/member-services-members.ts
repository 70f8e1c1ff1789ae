// Per-member rows of the member-services seed: visibility rules (§3), the
// paperless preference (§4) and the enrollment application of an individual
// plan (§1). The report card's preventive care comes from the claims. Demo members get the
// hand-picked rows of member-services-demo.ts; everyone else derives from the
// seed and the member id only.
import { productTypeOfLob, type ProductType } from '@portal/core';
import { demoEnrollmentDetails, demoVisibilityRules } from './member-services-demo.ts';
import { planKeyText, type SeedPlan } from './member-services-plans.ts';
import { createRandom, mixSeed, type Random } from './random.ts';
import type { SeedCoverageLine, SeedMember } from './seed-types.ts';

export interface SeedVisibilityRule {
  memberId: string;
  line: SeedCoverageLine;
  productType: ProductType;
  ruleCode: string;
}

export interface SeedPaperlessPreference {
  memberId: string;
  enrolled: boolean;
  email: string;
}

export interface SeedEnrollmentApplication {
  applicationId: string;
  memberId: string;
  line: SeedCoverageLine;
  submittedDate: string;
  street: string;
  city: string;
  phone: string;
  signedName: string;
}

export interface MemberServicesRows {
  visibilityRules: SeedVisibilityRule[];
  paperless: SeedPaperlessPreference[];
  enrollmentApplications: SeedEnrollmentApplication[];
}

const memberRandom = (seed: number, member: SeedMember, salt: number) => createRandom(mixSeed(seed, Number(member.id), salt));

// How often a rule is in force on an active line of each product type.
const ruleChances: Record<ProductType, ReadonlyArray<readonly [string, number]>> = {
  dental: [['rx', 0.35], ['wo01', 0.2], ['dce', 0.6]],
  vision: [['wo02', 0.3], ['hear', 0.25]],
  lasik: [['wo02', 0.1]],
};

function visibilityRulesOf(seed: number, member: SeedMember): SeedVisibilityRule[] {
  const random = memberRandom(seed, member, 1);
  const demo = demoVisibilityRules[member.id];
  return member.coverageLines.flatMap((line) => {
    const productType = productTypeOfLob(line.lob);
    if (!productType || line.effectiveDate === 0) return [];
    const codes = demo
      ? (demo[planKeyText(line)] ?? [])
      : ruleChances[productType].filter(([, chance]) => random.chance(chance)).map(([code]) => code);
    return codes.map((ruleCode) => ({ memberId: member.id, line, productType, ruleCode }));
  });
}

/** §3 OPT-IN-DSP-IND Y: enrolled with the address on file; N: chose paper; '': never chose (no row). */
function paperlessOf(member: SeedMember): SeedPaperlessPreference[] {
  if (member.optInDisplayInd === '') return [];
  const enrolled = member.optInDisplayInd === 'Y';
  return [{ memberId: member.id, enrolled, email: enrolled ? member.email.slice(0, 60) : '' }];
}

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

// A city and area code per state of the catalogue, for members' and applicants' addresses.
export const placesByState: Readonly<Record<string, readonly [city: string, areaCode: string]>> = {
  NE: ['Omaha', '402'], IA: ['Des Moines', '515'], CA: ['Sacramento', '916'], TX: ['Austin', '512'],
  FL: ['Tampa', '813'], IL: ['Springfield', '217'], PA: ['Harrisburg', '717'], OH: ['Columbus', '614'],
  GA: ['Atlanta', '404'], NC: ['Raleigh', '919'], MI: ['Lansing', '517'], NJ: ['Trenton', '609'],
  WA: ['Spokane', '509'], AZ: ['Phoenix', '602'], CO: ['Denver', '303'], MN: ['Saint Paul', '651'],
  MO: ['Columbia', '573'], VA: ['Richmond', '804'], NY: ['Albany', '518'],
};
export const streetNames = ['Oak', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lincoln', 'Park', 'Lake', 'Hill', 'Main', 'Walnut', 'Sunset'];
export const streetKinds = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Blvd'];

function submittedDateOf(random: Random, line: SeedCoverageLine): string {
  const coverageStart =
    line.effectiveDate !== 0
      ? Date.UTC(Math.floor(line.effectiveDate / 10_000), (Math.floor(line.effectiveDate / 100) % 100) - 1, line.effectiveDate % 100)
      : Date.UTC(Math.floor(line.termDate / 10_000) - random.int(1, 3), 0, 1);
  return isoDay(coverageStart - random.int(10, 45) * dayMs);
}

function enrollmentApplicationsOf(seed: number, member: SeedMember, plans: ReadonlyMap<string, SeedPlan>): SeedEnrollmentApplication[] {
  const random = memberRandom(seed, member, 3);
  const [city, areaCode] = placesByState[member.stateCode] ?? ['Lincoln', '402'];
  const demo = demoEnrollmentDetails[member.id];
  return member.coverageLines
    .filter((line) => plans.get(planKeyText(line))?.planKind === 'individual')
    .map((line) => ({
      applicationId: `ENR-${line.subsidiaryNumber}-${line.policyNumber}-${line.certificateNumber}-${line.lob}`,
      memberId: member.id,
      line,
      submittedDate: demo?.submittedDate ?? submittedDateOf(random, line),
      street: demo?.street ?? `${random.int(100, 9_899)} ${random.pick(streetNames)} ${random.pick(streetKinds)}`,
      city: demo?.city ?? city,
      phone: demo?.phone ?? `${areaCode}55501${String(random.int(0, 99)).padStart(2, '0')}`,
      signedName: `${member.firstName} ${member.lastName}`,
    }));
}

/** `plans`: the members' plans by plan key (member-services-plans.ts). */
export function memberServicesRowsOf(seed: number, members: readonly SeedMember[], plans: ReadonlyMap<string, SeedPlan>): MemberServicesRows {
  const rows: MemberServicesRows = { visibilityRules: [], paperless: [], enrollmentApplications: [] };
  for (const member of members) {
    rows.visibilityRules.push(...visibilityRulesOf(seed, member));
    rows.paperless.push(...paperlessOf(member));
    rows.enrollmentApplications.push(...enrollmentApplicationsOf(seed, member, plans));
  }
  return rows;
}
