// What a patient's vision plan sees: an eye exam at most once every 12
// months (§9), often with glasses (frames, lenses, lens options) or contact
// lenses; some visits out of network, sent in by the member (§5 upload) and
// paid to them; now and then an exam too soon, which the plan refuses (V4).
import { ageOn } from '../../adjudication/calendar-days.ts';
import { feeRangeOf, outOfNetworkVisionProviders, visionProviders, type VisionCode } from './claims-catalogue.ts';
import type { CoverageWindow } from './claims-dental-visits.ts';
import type { PlannedClaim, PlannedProcedure } from './claims-seed-types.ts';
import type { Random } from './random.ts';

type Procedure = Omit<PlannedProcedure, 'charge'>;

function visionCharge(random: Random, code: VisionCode): number {
  const [low, high] = feeRangeOf(code);
  return Math.round(low + random.next() * (high - low));
}

function lensesFor(random: Random, age: number): VisionCode {
  if (age < 40) return 'V2100';
  if (age < 45) return random.chance(0.5) ? 'V2100' : 'V2781';
  return random.weighted([['V2781', 60], ['V2200', 30], ['V2300', 10]] as const);
}

function materials(random: Random, age: number): Procedure[] {
  const choice = random.weighted([['none', 25], ['glasses', 55], ['contacts', age >= 12 ? 20 : 0]] as const);
  if (choice === 'glasses') {
    const procedures: Procedure[] = [{ code: 'V2020' }, { code: lensesFor(random, age) }];
    if (random.chance(0.35)) procedures.push({ code: 'V2750' });
    if (random.chance(age < 19 ? 0.8 : 0.1)) procedures.push({ code: 'V2784' });
    return procedures;
  }
  if (choice === 'contacts') return [{ code: random.weighted([['V2520', 80], ['V2510', 15], ['V2500', 5]] as const) }];
  return [];
}

function visit(random: Random, window: CoverageWindow, day: number, procedures: Procedure[], examTooSoon: boolean): PlannedClaim {
  const outOfNetwork = random.chance(0.1);
  const newPatient = random.chance(0.15);
  const sCodes = random.chance(0.5);
  const exam: VisionCode = newPatient ? (sCodes ? 'S0620' : '92004') : sCodes ? 'S0621' : '92014';
  return {
    type: 'vision',
    line: window.line,
    claimantNumber: window.patient.claimantNumber,
    serviceDay: day,
    provider: random.pick(outOfNetwork ? outOfNetworkVisionProviders : visionProviders),
    sourceCode: outOfNetwork ? (random.chance(0.7) ? 'WEB' : 'PAPER') : 'EDI',
    procedures: [{ code: exam, ...(examTooSoon ? { denial: 'V4' as const } : {}) }, ...procedures].map((procedure) => ({
      ...procedure,
      charge: visionCharge(random, procedure.code as VisionCode),
    })),
    // §9: vision claims take 7 to 10 business days.
    receivedAfterDays: outOfNetwork ? random.int(7, 40) : random.int(1, 3),
    processedAfterDays: random.int(9, 14),
  };
}

export function planVisionClaims(random: Random, window: CoverageWindow, attendance: number): PlannedClaim[] {
  const claims: PlannedClaim[] = [];
  let day = window.fromDay + random.int(0, 300);
  while (day <= window.toDay) {
    const age = ageOn(window.patient.dateOfBirth, day);
    if (age >= 4 && random.chance(attendance)) {
      claims.push(visit(random, window, day, materials(random, age), false));
      if (random.chance(0.03)) {
        const tooSoon = day + random.int(150, 300);
        if (tooSoon <= window.toDay) claims.push(visit(random, window, tooSoon, [], true));
      }
    }
    day += random.int(365, 480);
  }
  return claims;
}
