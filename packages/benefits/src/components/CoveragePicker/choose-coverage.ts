import type { Coverage } from '@portal/api-client';

/** §4: the first line is selected on load — here the first active one of the tab's type, else the first. */
export function defaultCoverage(coverages: readonly Coverage[]): Coverage | undefined {
  return coverages.find((coverage) => !coverage.isTerminated) ?? coverages[0];
}

/** A coverage's identity within a product type (a policy may carry DEN and VIS on one key). */
export function coverageId(coverage: Coverage): string {
  return `${coverage.key}:${coverage.lineOfBusiness}`;
}
