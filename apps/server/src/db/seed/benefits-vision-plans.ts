// Vision plan designs the seed gives to employer groups (when a patient last
// used them comes from the claims). §9: an exam every 12 months (a $10 copay is
// common), lenses and contacts per benefit year, frames every 12 or 24
// months with a $130–$200 allowance; the out-of-network exam allowance is
// the §9 amount of the member's state, so the plan leaves it open (null).
import type { GroupKey } from './benefits-dental-plans.ts';
import { createRandom, mixSeed } from './random.ts';

export const visionItemNames = ['exam', 'lenses', 'frames', 'contacts'] as const;
export type VisionItem = (typeof visionItemNames)[number];

export interface VisionItemDesign {
  item: VisionItem;
  copay: number;
  coveredInFull: boolean;
  inNetworkAllowance: number;
  /** null: the §9 per-state exam allowance. */
  outOfNetworkAllowance: number | null;
  frequencyMonths: number;
}

export interface VisionPlanDesign {
  networkName: string;
  items: VisionItemDesign[];
}

/** A group's vision plan: a design, the name the group gives it and its benefit year. */
export interface GroupVisionPlan {
  design: VisionPlanDesign;
  planName: string;
  benefitYearStartMonth: number;
}

/** §6 vision LOB codes → the provider network printed on cards. */
const networkOfLob: Readonly<Record<string, string>> = {
  VIS: 'Vision Choice Network',
  VSP: 'VSP Choice',
  EYE: 'EyeMed Insight',
  VSX: 'Vision Select Network',
  VSD: 'Vision Select Network',
  EYD: 'Vision Perfect Network',
  PER: 'Vision Perfect Network',
  DHS: 'Dean Health Vision Network',
  EXA: 'Vision Exam Network',
};

export function visionNetworkOf(lob: string): string {
  return networkOfLob[lob] ?? 'Vision Choice Network';
}

export interface VisionItemsDesign {
  examCopay: number;
  materialsCopay: number;
  frameAllowance: number;
  frameMonths: number;
  contactsAllowance: number;
}

export function visionItems({ examCopay, materialsCopay, frameAllowance, frameMonths, contactsAllowance }: VisionItemsDesign): VisionItemDesign[] {
  return [
    { item: 'exam', copay: examCopay, coveredInFull: true, inNetworkAllowance: 0, outOfNetworkAllowance: null, frequencyMonths: 12 },
    { item: 'lenses', copay: materialsCopay, coveredInFull: true, inNetworkAllowance: 0, outOfNetworkAllowance: 50, frequencyMonths: 12 },
    { item: 'frames', copay: 0, coveredInFull: false, inNetworkAllowance: frameAllowance, outOfNetworkAllowance: 70, frequencyMonths: frameMonths },
    { item: 'contacts', copay: 0, coveredInFull: false, inNetworkAllowance: contactsAllowance, outOfNetworkAllowance: 105, frequencyMonths: 12 },
  ];
}

const plansOfGroups = new Map<string, GroupVisionPlan>();

/** The plan of a group's vision line; an EXA line covers the exam only (§9 Vision Exam). */
export function visionPlanOfGroup(seed: number, group: GroupKey, lob: string, planSponsorName: string): GroupVisionPlan {
  const key = `${seed}:${group.subsidiaryNumber}:${group.policyNumber}:${group.divisionNumber}:${lob}:${planSponsorName}`;
  const known = plansOfGroups.get(key);
  if (known) return known;
  const random = createRandom(mixSeed(seed, group.subsidiaryNumber, group.policyNumber, group.divisionNumber, 0x71510));
  const benefitYearStartMonth = random.weighted([[1, 85], [7, 15]] as const);
  const networkName = visionNetworkOf(lob);
  const examCopay = random.weighted([[10, 70], [0, 10], [15, 10], [20, 10]] as const);
  const frameAllowance = random.pick([130, 150, 150, 175, 200]);
  const items = visionItems({
    examCopay,
    materialsCopay: random.pick([10, 20, 25, 25]),
    frameAllowance,
    frameMonths: frameAllowance >= 175 ? 12 : 24,
    contactsAllowance: frameAllowance,
  });
  const plan = lob === 'EXA'
    ? { design: { networkName, items: items.slice(0, 1) }, planName: `${planSponsorName} Vision Exam Plan`, benefitYearStartMonth }
    : { design: { networkName, items }, planName: `${planSponsorName} Vision Plan`, benefitYearStartMonth };
  plansOfGroups.set(key, plan);
  return plan;
}
