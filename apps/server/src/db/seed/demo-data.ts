// Fixed demo accounts per brand, listed in the README: a member
// with dental + vision, a member with a terminated policy, a DHMO member
// (a PPD line, §9 'PPD DHMO', with an assigned primary dentist of the DHMO
// network: primary-dentists-demo.ts), and a CSR. Three
// member accounts without a member (§2 /no-policy-found): nopolicy
// to look at the page (no test connects it), connect and connect2 for the
// e2e walk that connects a plan (connect2 for its retry). On the
// brands that sell LASIK (features memberLasik: alic, standard; rsl has none)
// the member's policy also has an LSK line, so §2's LASIK tab shows real data.
import type { Partner } from '@portal/core';
import type { SeedAccount, SeedCoverageLine, SeedMember } from './seed-types.ts';
import { coverageTypeOf } from './synthetic-members.ts';

export const demoPassword = 'Portal-Demo-2026!';

type LineInput = Pick<SeedCoverageLine, 'lob' | 'effectiveDate' | 'termDate'> & Partial<SeedCoverageLine>;

function lines(spdc: Omit<SeedCoverageLine, 'lob' | 'effectiveDate' | 'termDate' | 'eligibilityInd' | 'idCardInd'>, inputs: LineInput[]) {
  return inputs.map((input): SeedCoverageLine => {
    const terminated = input.effectiveDate === 0;
    return {
      ...spdc,
      eligibilityInd: terminated ? 'N' : '',
      idCardInd: terminated ? 'N' : 'Y',
      ...input,
    };
  });
}

function member(
  base: Omit<SeedMember, 'patients' | 'coverageLines'>,
  coverageLines: SeedCoverageLine[],
  dependents: Array<[name: string, dateOfBirth: string]> = [],
): SeedMember {
  const coverageType = coverageTypeOf(coverageLines);
  return {
    ...base,
    coverageLines,
    patients: [
      { claimantNumber: 1, name: `${base.firstName} ${base.lastName}`, dateOfBirth: base.dateOfBirth, coverageType, termDate: 0 },
      ...dependents.map(([name, dateOfBirth], index) => ({
        claimantNumber: index + 2, name, dateOfBirth, coverageType, termDate: 0,
      })),
    ],
  };
}

export const demoMembers: SeedMember[] = [
  member(
    {
      id: '900000001', partner: 'alic', firstName: 'Maria', middleName: 'J', lastName: 'McAllister',
      email: 'alic.member@example.com', dateOfBirth: '1984-03-14', zipCode: '68102', stateCode: 'NE',
      addressLine1: '1420 Harney St', addressLine2: 'Apt 5B', city: 'Omaha', phone: '4025550147', optInDisplayInd: 'Y',
    },
    lines(
      { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001, planSponsorName: 'Northwind Logistics', groupPpoCode: 'A07' },
      [
        { lob: 'DEN', effectiveDate: 20230101, termDate: 0 },
        { lob: 'VIS', effectiveDate: 20230101, termDate: 0, groupPpoCode: '' },
        // A LASIK discount line prints no card of its own: the policy's card is the dental line's.
        { lob: 'LSK', effectiveDate: 20230101, termDate: 0, groupPpoCode: '', idCardInd: 'N' },
      ],
    ),
    // Ava (adult) has her own account (alic.dependent) and manages her own claims; Lily (a minor) does not.
    [['Daniel McAllister', '1982-11-02'], ['Lily McAllister', '2015-06-21'], ['Ava McAllister', '2005-08-09']],
  ),
  member(
    {
      id: '900000002', partner: 'alic', firstName: 'Peter', middleName: '', lastName: "O'Neill",
      email: 'alic.terminated@example.com', dateOfBirth: '1971-09-30', zipCode: '50309', stateCode: 'IA',
      addressLine1: '2710 Ingersoll Ave', addressLine2: '', city: 'Des Moines', phone: '5155550173', optInDisplayInd: 'N',
    },
    [
      ...lines(
        { subsidiaryNumber: 10, policyNumber: 120_021, divisionNumber: 2, certificateNumber: 9_000_002, planSponsorName: 'Harborview Hospital', groupPpoCode: 'D03' },
        [{ lob: 'DEN', effectiveDate: 20250101, termDate: 0 }],
      ),
      ...lines(
        { subsidiaryNumber: 10, policyNumber: 120_042, divisionNumber: 1, certificateNumber: 9_500_002, planSponsorName: 'Lakeshore Manufacturing', groupPpoCode: 'A12' },
        [{ lob: 'DEN', effectiveDate: 0, termDate: 20241231 }],
      ),
    ],
    // An adult dependent (his spouse, claimant 2) who has not registered yet (README "People you can register").
    [["Claire O'Neill", '1973-04-03']],
  ),
  member(
    {
      id: '900000011', partner: 'rsl', firstName: 'James', middleName: 'R', lastName: 'Whitaker',
      email: 'rsl.member@example.com', dateOfBirth: '1979-01-08', zipCode: '19103', stateCode: 'PA',
      addressLine1: '1835 Walnut St', addressLine2: 'Suite 400', city: 'Philadelphia', phone: '2155550126', optInDisplayInd: 'Y',
    },
    lines(
      { subsidiaryNumber: 136, policyNumber: 360_028, divisionNumber: 1, certificateNumber: 9_000_011, planSponsorName: 'Summit Ridge Engineering', groupPpoCode: 'E04' },
      [
        { lob: 'DEN', effectiveDate: 20220701, termDate: 0 },
        { lob: 'VSP', effectiveDate: 20220701, termDate: 0, groupPpoCode: '' },
      ],
    ),
    // Owen (adult) has his own account (rsl.dependent); Ella is a minor.
    [['Helen Whitaker', '1981-04-17'], ['Owen Whitaker', '2004-10-15'], ['Ella Whitaker', '2016-03-02']],
  ),
  member(
    {
      id: '900000012', partner: 'rsl', firstName: 'Linda', middleName: '', lastName: 'Ortiz-Baker',
      email: 'rsl.terminated@example.com', dateOfBirth: '1968-12-05', zipCode: '12207', stateCode: 'NY',
      addressLine1: '88 State St', addressLine2: '', city: 'Albany', phone: '5185550191', optInDisplayInd: 'Y',
    },
    [
      ...lines(
        { subsidiaryNumber: 137, policyNumber: 360_224, divisionNumber: 3, certificateNumber: 9_000_012, planSponsorName: 'Hudson Valley Printing', groupPpoCode: 'C09' },
        [{ lob: 'DEN', effectiveDate: 20250101, termDate: 0 }],
      ),
      ...lines(
        { subsidiaryNumber: 137, policyNumber: 360_231, divisionNumber: 1, certificateNumber: 9_500_012, planSponsorName: 'Empire Metro Couriers', groupPpoCode: '' },
        [{ lob: 'VSP', effectiveDate: 0, termDate: 20241231 }],
      ),
    ],
    // An adult dependent (his spouse, claimant 2) who has not registered yet (README "People you can register").
    [['Marco Ortiz-Baker', '2000-11-20']],
  ),
  member(
    {
      id: '900000021', partner: 'standard', firstName: 'Grace', middleName: '', lastName: 'Kim',
      email: 'standard.member@example.com', dateOfBirth: '1990-07-22', zipCode: '98101', stateCode: 'WA',
      addressLine1: '1201 Pine St', addressLine2: 'Unit 1207', city: 'Seattle', phone: '2065550158', optInDisplayInd: 'Y',
    },
    lines(
      { subsidiaryNumber: 160, policyNumber: 560_105, divisionNumber: 2, certificateNumber: 9_000_021, planSponsorName: 'Aurora Software', groupPpoCode: 'F15' },
      [
        { lob: 'DEN', effectiveDate: 20240101, termDate: 0 },
        { lob: 'EYE', effectiveDate: 20240101, termDate: 0, groupPpoCode: '' },
        { lob: 'LSK', effectiveDate: 20240101, termDate: 0, groupPpoCode: '', idCardInd: 'N' },
      ],
    ),
    // Hana (adult) has her own account (standard.dependent); Minho is a minor.
    [['Minho Kim', '2019-02-11'], ['Hana Kim', '2003-05-30']],
  ),
  member(
    {
      id: '900000022', partner: 'standard', firstName: 'Samuel', middleName: 'T', lastName: 'McIntyre',
      email: 'standard.terminated@example.com', dateOfBirth: '1963-05-19', zipCode: '80202', stateCode: 'CO',
      addressLine1: '1650 Larimer St', addressLine2: '', city: 'Denver', phone: '', optInDisplayInd: 'N',
    },
    [
      ...lines(
        { subsidiaryNumber: 160, policyNumber: 560_070, divisionNumber: 1, certificateNumber: 9_000_022, planSponsorName: 'Ironwood Construction', groupPpoCode: 'B02' },
        [{ lob: 'DEN', effectiveDate: 20250101, termDate: 0 }],
      ),
      ...lines(
        { subsidiaryNumber: 160, policyNumber: 560_133, divisionNumber: 4, certificateNumber: 9_500_022, planSponsorName: 'Granite Peak Outfitters', groupPpoCode: 'D11' },
        [{ lob: 'DEN', effectiveDate: 0, termDate: 20241231 }],
      ),
    ],
    // An adult dependent (his spouse, claimant 2) who has not registered yet (README "People you can register").
    [['Nora McIntyre', '1998-02-14']],
  ),
  // The DHMO members (§1 'group dental (and DHMO)'): a PPD line only. Each lives in the ZIP of their assigned
  // primary dentist (primary-dentists-demo.ts), where the directory has other DHMO dentists to choose from.
  member(
    {
      id: '900000003', partner: 'alic', firstName: 'Rosa', middleName: 'E', lastName: 'Delgado',
      email: 'alic.dhmo@example.com', dateOfBirth: '1987-10-04', zipCode: '91316', stateCode: 'CA',
      addressLine1: '5010 Balboa Blvd', addressLine2: '', city: 'Encino', phone: '8185550162', optInDisplayInd: 'N',
    },
    lines(
      { subsidiaryNumber: 10, policyNumber: 120_300, divisionNumber: 1, certificateNumber: 9_000_003, planSponsorName: 'Valley Transit Authority', groupPpoCode: 'H01' },
      [{ lob: 'PPD', effectiveDate: 20250101, termDate: 0 }],
    ),
    [['Mateo Delgado', '2016-08-30']],
  ),
  member(
    {
      id: '900000013', partner: 'rsl', firstName: 'Owen', middleName: '', lastName: 'Fitzpatrick',
      email: 'rsl.dhmo@example.com', dateOfBirth: '1975-02-27', zipCode: '02212', stateCode: 'MA',
      addressLine1: '60 Belvidere St', addressLine2: 'Apt 3', city: 'Boston', phone: '6175550139', optInDisplayInd: 'N',
    },
    lines(
      { subsidiaryNumber: 136, policyNumber: 360_410, divisionNumber: 1, certificateNumber: 9_000_013, planSponsorName: 'Harbor Light Credit Union', groupPpoCode: 'H02' },
      [{ lob: 'PPD', effectiveDate: 20250101, termDate: 0 }],
    ),
  ),
  member(
    {
      id: '900000023', partner: 'standard', firstName: 'Aisha', middleName: 'N', lastName: 'Robinson',
      email: 'standard.dhmo@example.com', dateOfBirth: '1992-06-12', zipCode: '33713', stateCode: 'FL',
      addressLine1: '2400 22nd Ave N', addressLine2: '', city: 'Saint Petersburg', phone: '7275550184', optInDisplayInd: 'N',
    },
    lines(
      { subsidiaryNumber: 160, policyNumber: 560_220, divisionNumber: 1, certificateNumber: 9_000_023, planSponsorName: 'Gulfside Hospitality Group', groupPpoCode: 'H03' },
      [{ lob: 'PPD', effectiveDate: 20250101, termDate: 0 }],
    ),
  ),
];

const partnerNames: Record<Partner, string> = { alic: 'ALIC', rsl: 'RSL', standard: 'Standard' };

/** The adult dependent of each brand's demo member who registered: their claimant number on the member's policy. */
export const demoDependentClaimants: Record<Partner, { memberId: string; claimantNumber: number; name: string }> = {
  alic: { memberId: '900000001', claimantNumber: 4, name: 'Ava McAllister' },
  rsl: { memberId: '900000011', claimantNumber: 3, name: 'Owen Whitaker' },
  standard: { memberId: '900000021', claimantNumber: 3, name: 'Hana Kim' },
};

function demoAccountsOf(partner: Partner, memberId: string, terminatedMemberId: string, dhmoMemberId: string): SeedAccount[] {
  const account = (kind: string, roles: SeedAccount['roles'], member: string | null, displayName: string): SeedAccount => ({
    id: `demo-${partner}-${kind}`,
    partner,
    email: `${partner}.${kind}@example.com`,
    password: demoPassword,
    roles,
    memberId: member,
    displayName,
  });
  return [
    account('member', ['member'], memberId, ''),
    account('terminated', ['member'], terminatedMemberId, ''),
    // An adult dependent with their own account: no member of their own, the policy's member and their claimant.
    { ...account('dependent', ['member'], null, demoDependentClaimants[partner].name), dependentOf: demoDependentClaimants[partner] },
    account('dhmo', ['member'], dhmoMemberId, ''),
    account('csr', ['csr'], null, `${partnerNames[partner]} Customer Service`),
    // No member yet: the display name is what the ID token names them by until a plan is connected.
    account('nopolicy', ['member'], null, 'Sam Rivera'),
    account('connect', ['member'], null, 'Alex Morgan'),
    account('connect2', ['member'], null, 'Jordan Blake'),
    // §6 producer/agent: signs in on its own brand, sees the chat link and nothing of any member.
    account('producer', ['producer'], null, `${partnerNames[partner]} Producer Desk`),
    // The access administrator (grants and revokes the CSR role, reads the audit trail) works on alic only.
    ...(partner === 'alic' ? [account('admin', ['csr', 'admin'], null, 'ALIC Access Administrator')] : []),
  ];
}

export const demoAccounts: SeedAccount[] = [
  ...demoAccountsOf('alic', '900000001', '900000002', '900000003'),
  ...demoAccountsOf('rsl', '900000011', '900000012', '900000013'),
  ...demoAccountsOf('standard', '900000021', '900000022', '900000023'),
];
