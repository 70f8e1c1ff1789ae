// What a seeded plan is made of: the generator (member-services-plans.ts) draws
// these, the demo data (member-services-demo.ts) pins them for the demo plans.
// Both import this file, so neither imports the other.

export type PlanKind = 'group' | 'individual';

export interface PlanChoices {
  planKind: PlanKind;
  planName: string;
  networkName: string;
  paperlessEligible: boolean;
  /** Year the plan's documents take effect (1 January). */
  effectiveYear: number;
  /** A group plan's later amendment, an individual plan's rider. */
  hasAddendum: boolean;
}
