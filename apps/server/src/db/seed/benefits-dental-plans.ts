// Dental plan designs the seed gives to employer groups: common PPO options
// (100/80/50 with a $50 deductible and a $1,000–$2,500 annual maximum, some
// with a $1,500 orthodontic lifetime maximum and a maximum rollover) and a
// copay DHMO for PPD lines (§6). Every member of one group and division gets
// the same plan and plan year, as with a real employer's policy.
import { createHash } from 'node:crypto';
import { createRandom, mixSeed, type Random } from './random.ts';

export type BenefitClass = 'preventive' | 'basic' | 'major' | 'orthodontics';

export interface DentalClassDesign {
  benefitClass: BenefitClass;
  inNetworkPercent: number;
  outOfNetworkPercent: number;
  deductibleApplies: boolean;
  copay: number;
  waitingMonths: number;
  /** At most this many services every `frequencyMonths`; 0 = no limit. */
  frequencyCount: number;
  frequencyMonths: number;
}

export interface DentalPlanDesign {
  planName: string;
  networkName: string;
  planType: 'PPO' | 'DHMO';
  deductibleIndividual: number;
  deductibleFamily: number;
  annualMaximum: number;
  lifetimeMaximum: number;
  orthoLifetimeMaximum: number;
  /** Orthodontics for patients under this age; 0 = any age. */
  orthoAgeLimit: number;
  rollover: { threshold: number; amount: number; limit: number };
  classes: DentalClassDesign[];
}

const noRollover = { threshold: 0, amount: 0, limit: 0 };
const ppoNetwork = 'Dental Choice PPO';

interface PpoClasses {
  inNetwork: readonly [preventive: number, basic: number, major: number];
  outOfNetwork: readonly [preventive: number, basic: number, major: number];
  basicWait?: number;
  majorWait?: number;
  /** Orthodontic coinsurance; absent when orthodontics are not covered. */
  ortho?: { percent: number; wait: number };
}

/** Coinsurance by class; cleanings and exams twice a year, crowns once in five years. */
export function ppoClasses({ inNetwork, outOfNetwork, basicWait = 0, majorWait = 0, ortho }: PpoClasses): DentalClassDesign[] {
  const classes: DentalClassDesign[] = [
    { benefitClass: 'preventive', inNetworkPercent: inNetwork[0], outOfNetworkPercent: outOfNetwork[0], deductibleApplies: false, copay: 0, waitingMonths: 0, frequencyCount: 2, frequencyMonths: 12 },
    { benefitClass: 'basic', inNetworkPercent: inNetwork[1], outOfNetworkPercent: outOfNetwork[1], deductibleApplies: true, copay: 0, waitingMonths: basicWait, frequencyCount: 0, frequencyMonths: 0 },
    { benefitClass: 'major', inNetworkPercent: inNetwork[2], outOfNetworkPercent: outOfNetwork[2], deductibleApplies: true, copay: 0, waitingMonths: majorWait, frequencyCount: 1, frequencyMonths: 60 },
  ];
  if (ortho) {
    classes.push({
      benefitClass: 'orthodontics', inNetworkPercent: ortho.percent, outOfNetworkPercent: ortho.percent, deductibleApplies: false,
      copay: 0, waitingMonths: ortho.wait, frequencyCount: 0, frequencyMonths: 0,
    });
  }
  return classes;
}

function ppoPlus(random: Random): DentalPlanDesign {
  return {
    planName: 'Dental PPO Plus', networkName: ppoNetwork, planType: 'PPO',
    deductibleIndividual: 25, deductibleFamily: 75, annualMaximum: random.pick([2000, 2500]), lifetimeMaximum: 0,
    orthoLifetimeMaximum: 2000, orthoAgeLimit: 0, rollover: { threshold: 1000, amount: 500, limit: 1500 },
    classes: ppoClasses({ inNetwork: [100, 90, 60], outOfNetwork: [100, 80, 50], ortho: { percent: 50, wait: 0 } }),
  };
}

function ppoHigh(random: Random): DentalPlanDesign {
  return {
    planName: 'Dental PPO High Option', networkName: ppoNetwork, planType: 'PPO',
    deductibleIndividual: 50, deductibleFamily: 150, annualMaximum: random.pick([1500, 1500, 2000]), lifetimeMaximum: 0,
    orthoLifetimeMaximum: 1500, orthoAgeLimit: 19, rollover: random.chance(0.5) ? { threshold: 700, amount: 350, limit: 1250 } : noRollover,
    classes: ppoClasses({
      inNetwork: [100, 80, 50], outOfNetwork: [100, 80, 50], majorWait: random.pick([0, 12]), ortho: { percent: 50, wait: 12 },
    }),
  };
}

function ppoStandard(random: Random): DentalPlanDesign {
  return {
    planName: 'Dental PPO Standard', networkName: ppoNetwork, planType: 'PPO',
    deductibleIndividual: 50, deductibleFamily: 150, annualMaximum: random.pick([1000, 1250, 1500]), lifetimeMaximum: 0,
    orthoLifetimeMaximum: 0, orthoAgeLimit: 0, rollover: noRollover,
    classes: ppoClasses({ inNetwork: [100, 80, 50], outOfNetwork: [90, 70, 40], majorWait: 12 }),
  };
}

function ppoValue(): DentalPlanDesign {
  return {
    planName: 'Dental PPO Value', networkName: ppoNetwork, planType: 'PPO',
    deductibleIndividual: 75, deductibleFamily: 225, annualMaximum: 1000, lifetimeMaximum: 0,
    orthoLifetimeMaximum: 0, orthoAgeLimit: 0, rollover: noRollover,
    classes: ppoClasses({ inNetwork: [100, 70, 50], outOfNetwork: [80, 60, 40], basicWait: 6, majorWait: 12 }),
  };
}

/** A copay plan: no deductible, no annual maximum, no out-of-network benefits. */
export function dhmo(): DentalPlanDesign {
  const copayClass = (benefitClass: BenefitClass, copay: number, frequencyCount = 0, frequencyMonths = 0): DentalClassDesign => ({
    benefitClass, inNetworkPercent: 100, outOfNetworkPercent: 0, deductibleApplies: false, copay, waitingMonths: 0, frequencyCount, frequencyMonths,
  });
  return {
    planName: 'DHMO 200', networkName: 'DHMO Select Network', planType: 'DHMO',
    deductibleIndividual: 0, deductibleFamily: 0, annualMaximum: 0, lifetimeMaximum: 0,
    orthoLifetimeMaximum: 0, orthoAgeLimit: 19, rollover: noRollover,
    classes: [copayClass('preventive', 0, 2, 12), copayClass('basic', 25), copayClass('major', 175, 1, 60), copayClass('orthodontics', 1950)],
  };
}

const ppoDesigns = [
  [ppoPlus, 15],
  [ppoHigh, 40],
  [ppoStandard, 30],
  [ppoValue, 15],
] as const;

export interface GroupKey {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
}

export interface GroupDentalPlan {
  design: DentalPlanDesign;
  /** Month the group's plan year starts (1 = calendar year). */
  planYearStartMonth: number;
}

const plansOfGroups = new Map<string, GroupDentalPlan>();

/** The plan of a group's dental line (DEN: a PPO; PPD: the DHMO). */
export function dentalPlanOfGroup(seed: number, group: GroupKey, lob: string): GroupDentalPlan {
  const key = `${seed}:${group.subsidiaryNumber}:${group.policyNumber}:${group.divisionNumber}:${lob}`;
  const known = plansOfGroups.get(key);
  if (known) return known;
  const random = createRandom(mixSeed(seed, group.subsidiaryNumber, group.policyNumber, group.divisionNumber, 0xd3e7));
  // Most groups run calendar plan years; some start in July or October.
  const planYearStartMonth = random.weighted([[1, 80], [7, 12], [10, 8]] as const);
  const design = lob === 'PPD' ? dhmo() : random.weighted(ppoDesigns)(random);
  const plan = { design, planYearStartMonth };
  plansOfGroups.set(key, plan);
  return plan;
}

const designIds = new WeakMap<object, string>();

/** A design's id: the same content always gets the same id, so groups share designs. */
export function designIdOf(kind: 'dental' | 'vision', design: object): string {
  const known = designIds.get(design);
  if (known) return known;
  const id = `${kind}-${createHash('sha256').update(JSON.stringify(design)).digest('hex').slice(0, 16)}`;
  designIds.set(design, id);
  return id;
}
