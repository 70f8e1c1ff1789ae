-- An authenticator app (TOTP) as a second factor, its
-- recovery codes, and the sign-in that waits for the second factor.

-- One authenticator per account. The secret must be read back to check a code,
-- so it is encrypted (AES-256-GCM, key derived from COOKIE_KEYS, the account id
-- as associated data), never hashed. confirmed_at is NULL while the member has
-- scanned the QR code but not yet typed a code; last_used_step is the newest
-- 30-second step accepted, so a code cannot be used twice.
CREATE TABLE totp_factors (
  account_id text PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  secret_box bytea NOT NULL,
  confirmed_at timestamptz,
  last_used_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL
);

-- Ten recovery codes per account, each usable once, kept only as an HMAC
-- (second-factor/recovery-codes.ts says why). Regenerating replaces them all.
CREATE TABLE recovery_codes (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  PRIMARY KEY (account_id, code_hash)
);

-- A sign-in whose password was right and which now waits for the second factor
-- (or, for a CSR, for enrolling one), by the provider's interaction uid. The
-- browser holds the interaction cookie; this row says whose password it was.
CREATE TABLE pending_second_factors (
  interaction_uid text PRIMARY KEY CHECK (length(interaction_uid) BETWEEN 1 AND 64),
  partner text NOT NULL REFERENCES partners (code),
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('code', 'enroll', 'recoveryCodes')),
  expires_at timestamptz NOT NULL
);
CREATE INDEX pending_second_factors_expires_idx ON pending_second_factors (expires_at);
