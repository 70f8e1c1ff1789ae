// The CDT codes of preventive dental care (migration 004 procedure_codes), in
// one place for every reader of "when did the patient last have it": the
// benefit snapshot's frequency clocks and the dental report card (both
// read the processed claims, so they show the same dates).
export const preventiveCodes = {
  checkup: ['D0120', 'D0140', 'D0150'],
  cleaning: ['D1110', 'D1120'],
  bitewingXrays: ['D0272', 'D0274'],
  fullMouthXrays: ['D0210', 'D0330'],
} as const satisfies Record<string, readonly string[]>;

export type PreventiveCategory = keyof typeof preventiveCodes;
