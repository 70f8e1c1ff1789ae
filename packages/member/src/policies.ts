// A policy is one member key (SPDC, §3) with one or more lines of business
// (e.g. dental and vision under the same certificate). The member list arrives
// as lines; the dashboard lists policies.
import type { Coverage } from '@portal/api-client';

export interface Policy {
  key: string;
  planSponsorName: string;
  lines: Coverage[];
  /** Every line ended (§4: a terminated policy shows its end date). */
  isTerminated: boolean;
  /** The latest end date among ended lines, ISO. */
  terminationDate: string | null;
}

export function groupIntoPolicies(coverages: readonly Coverage[]): Policy[] {
  const byKey = new Map<string, Coverage[]>();
  for (const coverage of coverages) byKey.set(coverage.key, [...(byKey.get(coverage.key) ?? []), coverage]);
  return [...byKey.entries()].map(([key, lines]) => {
    const endDates = lines.map((l) => l.terminationDate).filter((d): d is string => d !== null).sort();
    return {
      key,
      planSponsorName: lines[0]!.planSponsorName,
      lines,
      isTerminated: lines.every((l) => l.isTerminated),
      terminationDate: endDates.at(-1) ?? null,
    };
  });
}
