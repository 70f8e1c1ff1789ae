-- Adult dependents with their own account (beyond §1's "Dependents cannot yet
-- get access"): an adult dependent registers on the dependent path and signs
-- in to an account that sees only their own coverage, claims, EOBs, benefits
-- usage and ID card. The account keeps accounts.member_id NULL (one account
-- per member stays true, and nothing that reads an account's member mistakes
-- the dependent for the policyholder); this row names the policy's member and
-- the dependent's claimant number.
CREATE TABLE dependent_accounts (
  account_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  member_id text NOT NULL,
  -- Claimant 1 is the policyholder.
  claimant_number integer NOT NULL CHECK (claimant_number > 1),
  -- The dependent's choice: their claims and EOBs shown to the policyholder. Not shared until they say so.
  claims_shared boolean NOT NULL DEFAULT false,
  sharing_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, claimant_number),
  FOREIGN KEY (member_id, claimant_number) REFERENCES patients (member_id, claimant_number) ON DELETE CASCADE
);

-- A registration on the dependent path: which dependent of the member it is.
ALTER TABLE registrations ADD COLUMN dependent_claimant_number integer CHECK (dependent_claimant_number > 1);
