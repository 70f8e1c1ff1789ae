-- Passkeys (WebAuthn) to sign in instead of a password.

-- A passkey of an account: the credential id the authenticator chose, its
-- public key (COSE), the signature counter last seen (a lower one means a
-- cloned authenticator and is refused), the transports the browser reported,
-- and the member's name for it.
CREATE TABLE passkeys (
  credential_id text PRIMARY KEY CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND length(credential_id) <= 1024),
  partner text NOT NULL REFERENCES partners (code),
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_account_idx ON passkeys (account_id);

-- A challenge handed to a browser, accepted once (deleted when used) and only
-- until it expires: for adding a passkey the subject is the account id, for
-- signing in it is the provider's interaction uid.
CREATE TABLE passkey_challenges (
  purpose text NOT NULL CHECK (purpose IN ('register', 'signIn')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  partner text NOT NULL REFERENCES partners (code),
  challenge text NOT NULL CHECK (challenge ~ '^[A-Za-z0-9_-]+$' AND length(challenge) BETWEEN 16 AND 512),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (purpose, subject)
);
CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at);
