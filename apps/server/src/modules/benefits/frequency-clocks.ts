// Frequency clocks (§9): when a patient last had a cleaning, an exam,
// X-rays, a vision exam, frames or lenses, and the first day the plan covers
// it again. The last dates come from the processed claims (the one source of
// what was used); the intervals from the line's plan.
import { preventiveCodes } from '../shared/preventive-codes.ts';
import { addMonths, type IsoDate } from '../../lib/plan-year.ts';
import type { DentalClassRecord, LastServiceRecord, VisionItem, VisionItemRecord, VisionUsageRecord } from './repository.ts';
import { nextEligibleDate } from './vision-summary.ts';

export type DentalClockService = 'CLEANING' | 'EXAM' | 'XRAYS';
export type VisionClockService = 'EXAM' | 'FRAMES' | 'LENSES';

/** CDT codes that start each dental clock: any X-ray series restarts the X-ray clock. */
export const dentalClockCodes: Readonly<Record<DentalClockService, readonly string[]>> = {
  CLEANING: preventiveCodes.cleaning,
  EXAM: preventiveCodes.checkup,
  XRAYS: [...preventiveCodes.bitewingXrays, ...preventiveCodes.fullMouthXrays],
};

/** Vision codes of each plan item (CPT/HCPCS, migration 004). */
export const visionItemCodes: Readonly<Record<VisionItem, readonly string[]>> = {
  exam: ['92004', '92014', 'S0620', 'S0621'],
  lenses: ['V2100', 'V2200', 'V2300', 'V2781'],
  frames: ['V2020'],
  contacts: ['V2500', 'V2510', 'V2520'],
};

export const allDentalClockCodes = Object.values(dentalClockCodes).flat();
export const allVisionItemCodes = Object.values(visionItemCodes).flat();

export interface FrequencyClock<S extends string = string> {
  service: S;
  /** undefined: never used. */
  lastServiceDate?: IsoDate;
  /** undefined: covered now (never used). */
  nextEligibleDate?: IsoDate;
}

const latest = (dates: readonly (IsoDate | undefined)[]): IsoDate | undefined =>
  dates.reduce<IsoDate | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined);

const lastOf = (records: readonly LastServiceRecord[], codes: readonly string[]) =>
  latest(records.filter((r) => codes.includes(r.code)).map((r) => r.lastServiceDate));

/** Bitewing X-rays once every 12 months (the seed's recall rule; a full series resets it too). */
const xrayMonths = 12;
/** Cleanings and exams: twice a year unless the plan's preventive class says otherwise. */
const defaultPreventiveMonths = 6;

/** Months between two covered preventive services: the class's period over its count (2 every 12 months → 6). */
export function preventiveIntervalMonths(classes: readonly DentalClassRecord[]): number {
  const preventive = classes.find((c) => c.benefitClass === 'preventive');
  if (!preventive || preventive.frequencyCount === 0 || preventive.frequencyMonths === 0) return defaultPreventiveMonths;
  return Math.max(1, Math.round(preventive.frequencyMonths / preventive.frequencyCount));
}

export function dentalClocks(records: readonly LastServiceRecord[], classes: readonly DentalClassRecord[]): FrequencyClock<DentalClockService>[] {
  const preventiveMonths = preventiveIntervalMonths(classes);
  const months: Record<DentalClockService, number> = { CLEANING: preventiveMonths, EXAM: preventiveMonths, XRAYS: xrayMonths };
  return (Object.keys(dentalClockCodes) as DentalClockService[]).map((service) => {
    const last = lastOf(records, dentalClockCodes[service]);
    return last ? { service, lastServiceDate: last, nextEligibleDate: addMonths(last, months[service]) } : { service };
  });
}

/** The last use of each vision item (what the vision benefit summary's next dates start from). */
export function visionUsageOf(records: readonly LastServiceRecord[]): VisionUsageRecord[] {
  return (Object.keys(visionItemCodes) as VisionItem[]).flatMap((item) => {
    const last = lastOf(records, visionItemCodes[item]);
    return last ? [{ item, lastServiceDate: last }] : [];
  });
}

/**
 * EXAM every 12 months; FRAMES and LENSES per benefit year (§9). Contact
 * lenses are taken instead of glasses lenses (§9 "contacts or glasses"), so
 * either starts the LENSES clock, with its own item's frequency.
 */
export function visionClocks(
  usage: readonly VisionUsageRecord[], items: readonly VisionItemRecord[], benefitYearStartMonth: number,
): FrequencyClock<VisionClockService>[] {
  const clockOf = (service: VisionClockService, ofItems: readonly VisionItem[]): FrequencyClock<VisionClockService> => {
    const used = usage.filter((u) => ofItems.includes(u.item)).sort((a, b) => b.lastServiceDate.localeCompare(a.lastServiceDate))[0];
    if (!used) return { service };
    const months = items.find((i) => i.item === used.item)?.frequencyMonths ?? 12;
    return {
      service,
      lastServiceDate: used.lastServiceDate,
      nextEligibleDate: nextEligibleDate(used.item, used.lastServiceDate, months, benefitYearStartMonth),
    };
  };
  return [clockOf('EXAM', ['exam']), clockOf('FRAMES', ['frames']), clockOf('LENSES', ['lenses', 'contacts'])];
}
