// The assigned primary dentist of each DHMO demo member (demo-data.ts): an
// office of the demo directory (seed/providers.ts, seed 20260101) that is a
// general dentist of the DHMO Select Network accepting new patients, in the
// member's own ZIP, with other such offices within 25 miles to choose from.
// Provider n of the generator is the same office at any directory size of
// more than n, so a test directory of the first 2,000 holds them too
// (primary-dentists-demo.test.ts checks all of this).

/** Member id → provider id and the day the assignment took effect (the line's start). */
export const demoPrimaryDentists: Readonly<Record<string, { providerId: string; effectiveDate: string }>> = {
  // Rosa E Delgado (alic, Encino CA): Chen Family Dental.
  '900000003': { providerId: '1000000184', effectiveDate: '2025-01-01' },
  // Owen Fitzpatrick (rsl, Boston MA): Evans Dental Care.
  '900000013': { providerId: '1000000263', effectiveDate: '2025-01-01' },
  // Aisha N Robinson (standard, Saint Petersburg FL): Dr. Sam Kim, DDS.
  '900000023': { providerId: '1000000271', effectiveDate: '2025-01-01' },
};

/** The providers of the demo directory a test must load to hold every demo assignment and its neighbours. */
export const demoPrimaryDentistDirectorySize = 2_000;
