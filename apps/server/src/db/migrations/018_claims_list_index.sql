-- A member with 500 claims gets the first page of the list (§2) as
-- fast as one with 5. The list names the member and the coverage line (SPDC)
-- and reads newest service first: this index gives those rows in that order,
-- so a page stops after its LIMIT, and carries the type and claimant filters
-- so the page count is an index-only scan. It replaces the member-only index
-- of migration 004, whose leading column it shares (the detail, the EOB, the
-- snapshot and the report card look claims up by member too). First numbered
-- 016, which another migration also took: renamed, and written so a database
-- that ran it as 016 passes over it.
CREATE INDEX IF NOT EXISTS claims_line_service_idx
  ON claims (member_id, subsidiary_number, policy_number, division_number, certificate_number, service_date DESC, id DESC)
  INCLUDE (claim_type, claimant_number);
DROP INDEX IF EXISTS claims_member_service_idx;
