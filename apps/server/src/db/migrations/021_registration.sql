-- Registration (§4 steps 1–5) and connecting a member to
-- a signed-in account (selfService/addMemberData).

-- One registration per step-1 success. The caller holds the referenceId (128
-- random bits); only its SHA-256 is kept, so reading this table does not let
-- anyone continue someone's registration. A registration expires 30 minutes
-- after its last step; each step's time says it was done.
CREATE TABLE registrations (
  reference_hash text PRIMARY KEY CHECK (reference_hash ~ '^[0-9a-f]{64}$'),
  partner text NOT NULL REFERENCES partners (code),
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- Step 2: how the person proved they are the member.
  identity_method text CHECK (identity_method IN ('claimNumber', 'emailCode', 'memberId', 'ssn')),
  identity_verified_at timestamptz,
  -- Wrong step-2 answers; the 5th voids the registration.
  identity_failures integer NOT NULL DEFAULT 0 CHECK (identity_failures >= 0),
  -- Step 3: the sign-in email (lower-case), then its code.
  email text CHECK (email = lower(email) AND length(email) <= 60),
  email_verified_at timestamptz,
  -- Step 4 (optional): the phone, the channel of its code, the factor the caller names.
  phone text CHECK (phone ~ '^[0-9]{10}$'),
  phone_channel text CHECK (phone_channel IN ('text', 'voice')),
  phone_factor_id text,
  phone_verified_at timestamptz,
  -- Step 5: the account it created; a completed registration answers 410.
  account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (identity_verified_at IS NULL OR identity_method IS NOT NULL),
  CHECK (email_verified_at IS NULL OR email IS NOT NULL)
);
CREATE INDEX registrations_expires_idx ON registrations (expires_at);
CREATE INDEX registrations_member_idx ON registrations (member_id);

-- Step 1 looks a person up by partner, date of birth and ZIP, then compares names.
CREATE INDEX members_registration_lookup_idx ON members (partner, date_of_birth, zip_code);

-- §2: a dependent cannot register; the thank-you page lets them leave an email.
CREATE TABLE dependent_email_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner text NOT NULL REFERENCES partners (code),
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 60),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Step 2 by SSN: the member data holds only an HMAC of each member's SSN
-- (modules/registration/ssn-digest.ts), never the number itself. The member
-- ID of step 2 is members.id (MEM-ID, 9 digits), so it needs no table.
CREATE TABLE member_ssn_digests (
  member_id text PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  ssn_digest text NOT NULL CHECK (ssn_digest ~ '^[0-9a-f]{64}$')
);

-- One account per member: two registrations of one person racing through
-- step 5 (or a connect racing a registration) create one account.
CREATE UNIQUE INDEX accounts_one_per_member_idx ON accounts (member_id) WHERE member_id IS NOT NULL;
