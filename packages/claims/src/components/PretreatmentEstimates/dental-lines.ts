// The dental lines a pretreatment estimate or a cost estimate can be about
// (memberDental on, §6): the one the link names (?coverage=), else the
// member's first active dental line, else none — an ended plan pays nothing new.
import type { Coverage, Features } from '@portal/api-client';

export function dentalLines(coverages: readonly Coverage[], features: Features): Coverage[] {
  if (!features.memberDental) return [];
  return coverages.filter((coverage) => coverage.productType === 'dental' && !coverage.isTerminated);
}

export function chosenDentalLine(lines: readonly Coverage[], requestedKey: string | null): Coverage | undefined {
  return (requestedKey === null ? undefined : lines.find((line) => line.key === requestedKey)) ?? lines[0];
}
