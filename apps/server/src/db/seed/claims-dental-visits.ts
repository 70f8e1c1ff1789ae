// What a patient's dental plan sees over a stretch of coverage: recall visits
// about every six months (exam, cleaning, yearly bitewings, fluoride and
// sealants for children), and sometimes treatment after them — fillings,
// crowns with a pretreatment estimate first, root canals, scaling and root
// planing, extractions, emergencies, a cosmetic whitening the plan refuses —
// and orthodontic cases for children.
import { ageOn } from '../../adjudication/calendar-days.ts';
import {
  endodontists, feeRangeOf, oralSurgeons, orthodontists, periodontists, quadrants, teeth,
  type DentalCode, type Provider,
} from './claims-catalogue.ts';
import type { PlannedClaim, PlannedProcedure } from './claims-seed-types.ts';
import type { Random } from './random.ts';
import type { SeedCoverageLine, SeedPatient } from './seed-types.ts';

/** A patient's coverage on one line between two days. */
export interface CoverageWindow {
  line: SeedCoverageLine;
  patient: SeedPatient;
  fromDay: number;
  toDay: number;
}

export interface DentalHabits {
  /** Chance the patient keeps each six-month recall. */
  attendance: number;
  familyDentist: Provider;
  /** Practice's charges relative to the typical range. */
  priceLevel: number;
}

/** A procedure as planned: its charge comes from the practice's fee unless given. */
type Procedure = Omit<PlannedProcedure, 'charge'> & { charge?: number };

export function chargeFor(random: Random, code: DentalCode | string, priceLevel = 1): number {
  const [low, high] = feeRangeOf(code as DentalCode);
  return Math.round((low + random.next() * (high - low)) * priceLevel);
}

function claim(
  random: Random, window: CoverageWindow, habits: DentalHabits,
  { type = 'dental', day, provider = habits.familyDentist, procedures, orthoMonths }:
  { type?: PlannedClaim['type']; day: number; provider?: Provider; procedures: Procedure[]; orthoMonths?: number },
): PlannedClaim {
  const paper = random.chance(0.15);
  return {
    type,
    line: window.line,
    claimantNumber: window.patient.claimantNumber,
    serviceDay: day,
    provider,
    sourceCode: paper ? 'PAPER' : 'EDI',
    procedures: procedures.map((procedure) => ({ ...procedure, charge: procedure.charge ?? chargeFor(random, procedure.code, habits.priceLevel) })),
    ...(orthoMonths ? { orthoMonths } : {}),
    receivedAfterDays: paper ? random.int(7, 18) : random.int(1, 4),
    processedAfterDays: random.int(2, 12),
  };
}

interface RecallHistory {
  lastCleaning?: number;
  lastBitewings?: number;
}

/** Plans cover two cleanings a year, about six months apart (a plan rule, not in the spec). */
const minimumDaysBetweenCleanings = 160;

function recallProcedures(random: Random, age: number, history: RecallHistory, day: number): Procedure[] {
  const procedures: Procedure[] = [{ code: random.chance(0.08) ? 'D0150' : 'D0120' }];
  if (age >= 3) {
    const tooSoon = history.lastCleaning !== undefined && day - history.lastCleaning < minimumDaysBetweenCleanings;
    procedures.push({ code: age >= 14 ? 'D1110' : 'D1120', ...(tooSoon ? { denial: 'F1' as const } : {}) });
    if (!tooSoon) history.lastCleaning = day;
  }
  if (age >= 18 && random.chance(0.06)) {
    procedures.push({ code: 'D0210' });
    history.lastBitewings = day;
  } else if (age >= 5 && (history.lastBitewings === undefined || day - history.lastBitewings >= 330)) {
    procedures.push({ code: age >= 12 ? 'D0274' : 'D0272' });
    history.lastBitewings = day;
  }
  if (age < 16) procedures.push({ code: age < 6 ? 'D1206' : 'D1208' });
  if (age >= 6 && age <= 14 && random.chance(0.15)) {
    const first = random.pick(teeth.sixYearMolars);
    procedures.push({ code: 'D1351', toothArchQuad: first, surface: 'O' });
    if (random.chance(0.5)) procedures.push({ code: 'D1351', toothArchQuad: random.pick(teeth.sixYearMolars.filter((t) => t !== first)), surface: 'O' });
  }
  return procedures;
}

const posteriorSurfaces = [['O'], ['MO', 'DO', 'OB', 'OL'], ['MOD', 'MOB', 'DOL']] as const;
const anteriorSurfaces = ['M', 'D', 'F', 'L', 'I'] as const;

function filling(random: Random, age: number): Procedure {
  if (age < 12 && random.chance(0.7)) {
    const surfaces = random.weighted([[0, 60], [1, 40]] as const);
    return { code: surfaces === 0 ? 'D2391' : 'D2392', toothArchQuad: random.pick(teeth.primaryMolars), surface: random.pick(posteriorSurfaces[surfaces]) };
  }
  if (random.chance(0.25)) return { code: 'D2330', toothArchQuad: random.pick(teeth.anterior), surface: random.pick(anteriorSurfaces) };
  const surfaces = random.weighted([[0, 45], [1, 40], [2, 15]] as const);
  const amalgam = random.chance(0.15);
  const code = (amalgam ? ['D2140', 'D2150', 'D2160'] : ['D2391', 'D2392', 'D2393'])[surfaces] as DentalCode;
  const tooth = random.pick(random.chance(0.6) ? teeth.molars : teeth.premolars);
  return { code, toothArchQuad: tooth, surface: random.pick(posteriorSurfaces[surfaces]) };
}

/** Treatment found at a recall visit, as claims after it. */
function treatmentAfter(random: Random, window: CoverageWindow, habits: DentalHabits, day: number, age: number): PlannedClaim[] {
  const claims: PlannedClaim[] = [];
  const within = (candidate: number) => candidate <= window.toDay;
  if (random.chance(age < 12 ? 0.15 : 0.2)) {
    const when = day + random.int(10, 40);
    const procedures = [filling(random, age)];
    if (random.chance(0.3)) procedures.push(filling(random, age));
    if (within(when)) claims.push(claim(random, window, habits, { day: when, procedures }));
  }
  if (age >= 25 && random.chance(0.05)) {
    const tooth = random.pick(random.chance(0.7) ? teeth.molars : teeth.premolars);
    const crown: Procedure[] = [];
    const buildup = random.chance(0.5);
    if (buildup) crown.push({ code: 'D2950', toothArchQuad: tooth });
    const seatAfter = random.int(14, 28);
    crown.push({ code: random.chance(0.8) ? 'D2740' : 'D2750', toothArchQuad: tooth, ...(buildup ? { dayOffset: seatAfter } : {}) });
    let when = day + random.int(14, 45);
    if (random.chance(0.5)) {
      const estimateDay = day + random.int(7, 20);
      if (within(estimateDay)) claims.push(claim(random, window, habits, { type: 'estimate', day: estimateDay, procedures: crown.map(({ dayOffset: _, ...p }) => p) }));
      when = estimateDay + random.int(20, 60);
      if (random.chance(0.15)) return claims;
    }
    if (within(when + seatAfter)) claims.push(claim(random, window, habits, { day: when, procedures: crown }));
  }
  if (age >= 18 && random.chance(0.025)) {
    const anterior = random.chance(0.3);
    const tooth = random.pick(anterior ? teeth.anterior : teeth.molars);
    const when = day + random.int(5, 30);
    if (within(when)) {
      claims.push(claim(random, window, habits, {
        day: when, provider: random.pick(endodontists),
        procedures: [{ code: 'D0220', toothArchQuad: tooth }, { code: anterior ? 'D3310' : 'D3330', toothArchQuad: tooth }],
      }));
    }
  }
  if (age >= 30 && random.chance(0.04)) {
    const when = day + random.int(7, 30);
    const count = random.int(2, 4);
    const procedures = quadrants.slice(0, count).map((quadrant, index): Procedure => ({
      code: 'D4341', toothArchQuad: quadrant, ...(index >= 2 ? { dayOffset: 10 } : {}),
    }));
    if (within(when + 10)) claims.push(claim(random, window, habits, { day: when, provider: random.chance(0.5) ? random.pick(periodontists) : habits.familyDentist, procedures }));
  }
  if (age >= 16 && random.chance(0.02)) {
    const tooth = random.pick(random.chance(0.5) ? ['1', '16', '17', '32'] : teeth.molars);
    const when = day + random.int(7, 40);
    if (within(when)) {
      claims.push(claim(random, window, habits, {
        day: when, provider: random.pick(oralSurgeons),
        procedures: [{ code: 'D0220', toothArchQuad: tooth }, { code: random.chance(0.6) ? 'D7140' : 'D7210', toothArchQuad: tooth }],
      }));
    }
  }
  if (age >= 18 && random.chance(0.01)) {
    const when = day + random.int(20, 90);
    if (within(when)) claims.push(claim(random, window, habits, { day: when, procedures: [{ code: 'D9972', toothArchQuad: 'UA' }, { code: 'D9972', toothArchQuad: 'LA' }] }));
  }
  return claims;
}

function emergency(random: Random, window: CoverageWindow, habits: DentalHabits, day: number): PlannedClaim {
  const tooth = random.pick([...teeth.molars, ...teeth.premolars]);
  return claim(random, window, habits, {
    day,
    procedures: [{ code: 'D0140' }, { code: 'D0220', toothArchQuad: tooth }, { code: 'D9110', toothArchQuad: tooth }],
  });
}

/** Comprehensive treatment for a child (estimate first), or a case taken over from a prior plan. */
function orthodontics(random: Random, window: CoverageWindow, habits: DentalHabits): PlannedClaim[] {
  const { patient, fromDay, toDay } = window;
  if (toDay - fromDay < 60) return [];
  const start = random.int(fromDay + 60, toDay);
  const age = ageOn(patient.dateOfBirth, start);
  const provider = random.pick(orthodontists);
  if (age >= 10 && age <= 15 && random.chance(0.12)) {
    const claims: PlannedClaim[] = [];
    const estimateDay = start - random.int(30, 60);
    if (estimateDay >= fromDay) claims.push(claim(random, window, habits, { type: 'estimate', day: estimateDay, provider, procedures: [{ code: 'D8080', toothArchQuad: '' }] }));
    claims.push(claim(random, window, habits, { type: 'ortho', day: start, provider, procedures: [{ code: 'D8080' }], orthoMonths: random.int(18, 24) }));
    return claims;
  }
  if (age >= 11 && age <= 16 && random.chance(0.03)) {
    // The months of treatment left, billed as periodic visits.
    const months = random.int(8, 14);
    const charge = chargeFor(random, 'D8670', habits.priceLevel) * months;
    const takeover = claim(random, window, habits, { type: 'ortho', day: fromDay + random.int(0, 60), provider, procedures: [{ code: 'D8670', charge }], orthoMonths: months });
    return takeover.serviceDay <= toDay ? [takeover] : [];
  }
  if (age >= 25 && random.chance(0.01)) {
    return [claim(random, window, habits, { type: 'ortho', day: start, provider, procedures: [{ code: 'D8090' }], orthoMonths: random.int(18, 24) })];
  }
  return [];
}

export function planDentalClaims(random: Random, window: CoverageWindow, habits: DentalHabits): PlannedClaim[] {
  const claims: PlannedClaim[] = [];
  const history: RecallHistory = {};
  let day = window.fromDay + random.int(0, 150);
  while (day <= window.toDay) {
    const age = ageOn(window.patient.dateOfBirth, day);
    if (age >= 1 && random.chance(habits.attendance)) {
      claims.push(claim(random, window, habits, { day, procedures: recallProcedures(random, age, history, day) }));
      claims.push(...treatmentAfter(random, window, habits, day, age));
      if (random.chance(0.02)) {
        const when = day + random.int(40, 120);
        if (when <= window.toDay) claims.push(emergency(random, window, habits, when));
      }
    }
    // Now and then a patient comes back too soon: the plan refuses the cleaning (F1).
    day += random.chance(0.03) ? random.int(90, 140) : random.int(170, 200);
  }
  claims.push(...orthodontics(random, window, habits));
  return claims;
}
