// Hand-picked claims of the demo members (demo-data.ts), for the README and
// the end-to-end journeys: Maria's household has a cleaning, a filling, a
// crown the annual maximum cut short (PARTIAL), a pretreatment estimate, a
// vision exam with glasses, her daughter's braces with a payment schedule, a
// refused whitening (DENIED) and a claim still pending (no EOB); members with
// an ended line have older claims on it. Dates count back from `today`
// (number = days ago) except on ended lines, which keep their own dates.
import { isDentalLob, isVisionLob } from '@portal/core';
import { dayOf } from '../../adjudication/calendar-days.ts';
import {
  endodontists, generalDentists, oralSurgeons, orthodontists, outOfNetworkVisionProviders, pediatricDentists,
  periodontists, visionProviders, type ProcedureCode, type Provider,
} from './claims-catalogue.ts';
import { settleClaims } from './claims-generator.ts';
import { demoDentalLines, demoLineKey, demoVisionLines } from './benefits-demo.ts';
import { demoDentalClaimHabits, dentalPlanOfGroupDesign, visionPlanOfDesign, type ClaimPlans } from './claims-plans.ts';
import type { PlannedClaim, PlannedProcedure, SeedClaim, SeedClaimType } from './claims-seed-types.ts';
import type { SeedMember } from './seed-types.ts';

/** The demo lines' hand-picked benefit designs (benefits-demo.ts): the snapshot shows the plan the claims were paid by. */
export function demoPlansOf(member: SeedMember): ClaimPlans {
  return {
    dental: (line) => {
      const demo = demoDentalLines[demoLineKey(member.id, line.certificateNumber, line.lob)];
      if (!demo) throw new Error(`Demo member ${member.id} has no hand-picked plan for ${line.certificateNumber} ${line.lob}`);
      return dentalPlanOfGroupDesign(demo.plan, demoDentalClaimHabits);
    },
    vision: (line) => {
      const demo = demoVisionLines[demoLineKey(member.id, line.certificateNumber, line.lob)];
      if (!demo) throw new Error(`Demo member ${member.id} has no hand-picked plan for ${line.certificateNumber} ${line.lob}`);
      return visionPlanOfDesign(demo.plan, member.stateCode);
    },
  };
}

type Line = [code: ProcedureCode, charge: number, toothArchQuad?: string, surface?: string, extra?: Partial<PlannedProcedure>];

interface DemoClaim {
  /** Which of the member's lines: the dental or vision one, optionally by certificate (ended lines). */
  product: 'dental' | 'vision';
  certificate?: number;
  claimant: number;
  type?: SeedClaimType;
  /** Days before today, or a fixed date on an ended line. */
  when: number | string;
  provider: Provider;
  source?: PlannedClaim['sourceCode'];
  lines: Line[];
  orthoMonths?: number;
  /** Days to receipt and to processing; a long processing time leaves the claim pending. */
  timing?: [received: number, processed: number];
}

const provider = (list: readonly Provider[], name: string) => list.find((p) => p.name === name)!;
const lakeside = provider(generalDentists, 'Lakeside Family Dental');
const oakGrove = provider(generalDentists, 'Oak Grove Dental');
const harborPoint = provider(generalDentists, 'Harbor Point Dental');
const summit = provider(generalDentists, 'Summit Dental Studio');
const riverside = provider(generalDentists, 'Riverside Dental Group');
const cornerstone = provider(generalDentists, 'Cornerstone Dental Associates');
const mapleStreet = provider(generalDentists, 'Maple Street Dentistry');
const parkside = provider(pediatricDentists, 'Parkside Pediatric Dentistry');
const littleSmiles = provider(pediatricDentists, 'Little Smiles Kids Dental');
const brightSmilesOrtho = provider(orthodontists, 'Bright Smiles Orthodontics');
const evergreenPerio = provider(periodontists, 'Evergreen Periodontics');
const valleySurgery = provider(oralSurgeons, 'Valley Oral Surgery Center');
const precisionEndo = provider(endodontists, 'Precision Endodontics');
const clearView = provider(visionProviders, 'ClearView Optical');
const vista = provider(visionProviders, 'Vista Eye Care');
const focusPoint = provider(visionProviders, 'FocusPoint Optometry');
const sunset = provider(visionProviders, 'Sunset Vision Center');
const mainStreetEyecare = provider(outOfNetworkVisionProviders, 'Out-of-network: Main Street Eyecare');

const checkup: Line[] = [['D0120', 65], ['D1110', 118]];

const demoClaims: Record<string, DemoClaim[]> = {
  // Maria J McAllister (alic): herself, Daniel (spouse), Lily (daughter, 11), Ava (daughter, adult).
  '900000001': [
    { product: 'dental', claimant: 1, when: 45, provider: lakeside, lines: [...checkup, ['D0274', 86]] },
    { product: 'dental', claimant: 1, when: 120, provider: lakeside, lines: [['D2392', 232, '30', 'MO']] },
    { product: 'dental', claimant: 1, when: 230, provider: lakeside, lines: checkup },
    // Root canal, buildup and crown in one visit: more than the $1,500 annual maximum allows (M1, PARTIAL).
    {
      product: 'dental', claimant: 1, when: 400, provider: lakeside,
      lines: [['D3330', 1420, '3'], ['D2950', 330, '3'], ['D2740', 1480, '3']],
    },
    { product: 'dental', claimant: 1, type: 'estimate', when: 20, provider: lakeside, lines: [['D2950', 330, '14'], ['D2740', 1480, '14']], timing: [1, 3] },
    { product: 'vision', claimant: 1, when: 70, provider: clearView, lines: [['S0621', 135], ['V2020', 210], ['V2100', 120]] },
    { product: 'dental', claimant: 3, when: 40, provider: parkside, lines: [['D0120', 58], ['D1120', 84], ['D1208', 38]] },
    {
      product: 'dental', claimant: 3, when: 420, provider: parkside,
      lines: [['D0120', 58], ['D1120', 84], ['D0272', 52], ['D1351', 54, '3', 'O'], ['D1351', 54, '14', 'O']],
    },
    { product: 'dental', claimant: 3, type: 'estimate', when: 340, provider: brightSmilesOrtho, lines: [['D8080', 5600]], timing: [2, 5] },
    { product: 'dental', claimant: 3, type: 'ortho', when: 300, provider: brightSmilesOrtho, lines: [['D8080', 5600]], orthoMonths: 18 },
    { product: 'dental', claimant: 2, when: 160, provider: lakeside, lines: [['D9972', 395, 'UA'], ['D9972', 395, 'LA']] },
    { product: 'dental', claimant: 2, when: 4, provider: lakeside, lines: checkup, timing: [1, 12] },
    { product: 'dental', claimant: 2, when: 500, provider: lakeside, lines: [['D0150', 110], ['D1110', 118], ['D0210', 160]] },
    { product: 'vision', claimant: 2, when: 380, provider: mainStreetEyecare, source: 'WEB', lines: [['92014', 160]], timing: [12, 10] },
    // Ava (adult, her own account alic.dependent): hidden from Maria until Ava shares them.
    { product: 'dental', claimant: 4, when: 190, provider: oakGrove, lines: [['D0120', 62], ['D1110', 112], ['D0274', 80]] },
    { product: 'vision', claimant: 4, when: 260, provider: clearView, lines: [['S0621', 135], ['V2100', 120]] },
  ],
  // Peter O'Neill (alic): an active dental line since 2025 and one that ended on 2024-12-31.
  '900000002': [
    { product: 'dental', certificate: 9_500_002, claimant: 1, when: '2024-03-12', provider: oakGrove, lines: [['D0120', 62], ['D1110', 112], ['D0274', 80]] },
    { product: 'dental', certificate: 9_500_002, claimant: 1, when: '2024-06-20', provider: oakGrove, lines: [['D2391', 185, '19', 'O'], ['D2392', 238, '20', 'DO']] },
    { product: 'dental', certificate: 9_500_002, claimant: 1, when: '2024-09-17', provider: oakGrove, lines: [['D0120', 62], ['D1110', 112]] },
    { product: 'dental', certificate: 9_500_002, claimant: 1, when: '2024-11-05', provider: valleySurgery, lines: [['D0220', 32, '1'], ['D7210', 340, '1']] },
    { product: 'dental', certificate: 9_000_002, claimant: 1, when: 100, provider: harborPoint, lines: [['D0150', 105], ['D1110', 120], ['D0210', 165]] },
    { product: 'dental', certificate: 9_000_002, claimant: 1, when: 280, provider: harborPoint, lines: [['D0140', 85], ['D0220', 30, '30'], ['D9110', 115, '30']] },
  ],
  // James R Whitaker (rsl): dental and VSP vision; Helen (spouse).
  '900000011': [
    { product: 'dental', claimant: 1, when: 60, provider: summit, lines: [['D0120', 68], ['D1110', 125], ['D0274', 88]] },
    {
      product: 'dental', claimant: 1, when: 90, provider: evergreenPerio,
      lines: [['D4341', 265, 'UR'], ['D4341', 265, 'UL'], ['D4341', 265, 'LL', '', { dayOffset: 10 }], ['D4341', 265, 'LR', '', { dayOffset: 10 }]],
    },
    { product: 'vision', claimant: 1, when: 150, provider: vista, lines: [['92014', 150], ['V2020', 240], ['V2781', 320], ['V2750', 110]] },
    { product: 'dental', claimant: 2, when: 200, provider: summit, lines: [['D2740', 1350, '19']] },
    { product: 'dental', claimant: 2, when: 420, provider: summit, lines: [['D0120', 68], ['D1110', 125]] },
    { product: 'vision', claimant: 2, when: 45, provider: vista, lines: [['S0621', 125], ['V2520', 160]] },
    // Owen (adult, his own account rsl.dependent): hidden from James until Owen shares them.
    { product: 'dental', claimant: 3, when: 210, provider: riverside, lines: [['D0120', 68], ['D1110', 125]] },
  ],
  // Linda Ortiz-Baker (rsl, New York): active dental; a VSP line that ended on 2024-12-31.
  '900000012': [
    { product: 'vision', certificate: 9_500_012, claimant: 1, when: '2024-02-08', provider: vista, lines: [['92014', 145], ['V2020', 190], ['V2200', 185]] },
    { product: 'vision', certificate: 9_500_012, claimant: 1, when: '2024-10-22', provider: focusPoint, lines: [['92014', 150, '', '', { denial: 'V4' }]] },
    { product: 'dental', claimant: 1, when: 30, provider: riverside, lines: [['D0120', 66], ['D1110', 120]] },
    { product: 'dental', claimant: 1, when: 210, provider: riverside, lines: [['D0120', 66], ['D1110', 120], ['D0274', 85], ['D2391', 190, '29', 'O']] },
    {
      product: 'dental', claimant: 1, type: 'estimate', when: 14, provider: riverside,
      lines: [['D3330', 1300, '30'], ['D2950', 310, '30'], ['D2740', 1420, '30']], timing: [1, 4],
    },
  ],
  // Grace Kim (standard): dental and EyeMed vision; Minho (son, 7).
  '900000021': [
    { product: 'dental', claimant: 1, when: 35, provider: cornerstone, lines: [['D0120', 60], ['D1110', 110], ['D0274', 82]] },
    { product: 'dental', claimant: 1, when: 75, provider: cornerstone, lines: [['D2393', 290, '14', 'MOD', { paidCode: 'D2160' }]] },
    { product: 'vision', claimant: 1, when: 250, provider: sunset, lines: [['S0620', 140], ['V2520', 175]] },
    { product: 'dental', claimant: 2, when: 35, provider: littleSmiles, lines: [['D0120', 55], ['D1120', 78], ['D1206', 45]] },
    { product: 'dental', claimant: 2, when: 215, provider: littleSmiles, lines: [['D0120', 55], ['D1120', 78], ['D1206', 45]] },
    { product: 'vision', claimant: 2, when: 100, provider: sunset, lines: [['92004', 160]] },
    // Hana (adult, her own account standard.dependent): hidden from Grace until Hana shares them.
    { product: 'dental', claimant: 3, when: 230, provider: mapleStreet, lines: [['D0120', 60], ['D1110', 110]] },
  ],
  // Samuel T McIntyre (standard): an active dental line since 2025 and one that ended on 2024-12-31.
  '900000022': [
    { product: 'dental', certificate: 9_500_022, claimant: 1, when: '2024-01-23', provider: mapleStreet, lines: [['D0120', 64], ['D1110', 115], ['D0274', 84]] },
    { product: 'dental', certificate: 9_500_022, claimant: 1, when: '2024-04-30', provider: precisionEndo, lines: [['D0220', 30, '14'], ['D3330', 1250, '14']] },
    { product: 'dental', certificate: 9_500_022, claimant: 1, when: '2024-06-04', provider: mapleStreet, lines: [['D2950', 300, '14'], ['D2740', 1380, '14']] },
    { product: 'dental', certificate: 9_500_022, claimant: 1, when: '2024-08-20', provider: mapleStreet, lines: [['D0120', 64], ['D1110', 115]] },
    { product: 'dental', certificate: 9_000_022, claimant: 1, when: 120, provider: mapleStreet, lines: [['D0120', 64], ['D1110', 115], ['D4341', 255, 'UR'], ['D4341', 255, 'LR']] },
    { product: 'dental', certificate: 9_000_022, claimant: 1, when: 20, provider: mapleStreet, lines: [['D4910', 150]], timing: [1, 30] },
  ],
};

function planDemoClaim(member: SeedMember, demo: DemoClaim, today: number): PlannedClaim {
  const isProduct = demo.product === 'dental' ? isDentalLob : isVisionLob;
  const line = member.coverageLines.find(
    (candidate) => isProduct(candidate.lob) && (demo.certificate === undefined || candidate.certificateNumber === demo.certificate),
  );
  if (!line) throw new Error(`Demo member ${member.id} has no ${demo.product} line ${demo.certificate ?? ''}`);
  const [receivedAfterDays, processedAfterDays] = demo.timing ?? [demo.source === 'WEB' ? 12 : 2, demo.product === 'vision' ? 10 : 6];
  return {
    type: demo.type ?? demo.product,
    line,
    claimantNumber: demo.claimant,
    serviceDay: typeof demo.when === 'number' ? today - demo.when : dayOf(demo.when),
    provider: demo.provider,
    sourceCode: demo.source ?? 'EDI',
    procedures: demo.lines.map(([code, charge, toothArchQuad = '', surface = '', extra = {}]) => ({ code, charge, toothArchQuad, surface, ...extra })),
    ...(demo.orthoMonths ? { orthoMonths: demo.orthoMonths } : {}),
    receivedAfterDays,
    processedAfterDays,
  };
}

/** The demo member's hand-picked claims, or undefined for any other member. */
export function demoClaimsOf(member: SeedMember, today: number): SeedClaim[] | undefined {
  const claims = demoClaims[member.id];
  if (!claims) return undefined;
  return settleClaims(member, claims.map((demo) => planDemoClaim(member, demo, today)), today, demoPlansOf(member));
}
