// Which claims of a household the person asking may see (migration 036).
// An adult dependent with their own account manages their own claims: the
// policyholder sees them only while the dependent shares them. A minor, and
// an adult dependent who has not registered, stay as before (§2: the
// policyholder sees the household's claims). These fragments are SQL the
// repositories splice into their WHERE clauses.

/** The claim (alias `c`) is not one an adult dependent keeps to themself. */
export const notHiddenFromPolicyholder = (claim = 'c') => `NOT EXISTS (
  SELECT 1 FROM dependent_accounts hidden
   WHERE hidden.member_id = ${claim}.member_id AND hidden.claimant_number = ${claim}.claimant_number
     AND NOT hidden.claims_shared)`;

/**
 * Who asks: the policyholder (`dependentClaimant` undefined) or an adult
 * dependent (only their own claims). `$n` is the parameter that carries the
 * dependent's claimant number, or null for the policyholder.
 */
export const claimsVisibleTo = (param: string, claim = 'c') =>
  `(CASE WHEN ${param}::int IS NULL THEN ${notHiddenFromPolicyholder(claim)} ELSE ${claim}.claimant_number = ${param}::int END)`;
