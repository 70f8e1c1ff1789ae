-- One-time codes (§5, §9) and the development outbox.

-- One live code per subject (a registration referenceId or an account id) and
-- purpose; a new code replaces the earlier one. Only an HMAC of the code is
-- kept (identity/one-time-code-store.ts says why HMAC and not a slow hash).
CREATE TABLE one_time_codes (
  partner text NOT NULL REFERENCES partners (code),
  purpose text NOT NULL CHECK (length(purpose) BETWEEN 1 AND 40),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
  destination text NOT NULL CHECK (length(destination) BETWEEN 1 AND 320),
  channel text NOT NULL CHECK (channel IN ('email', 'text', 'voice')),
  code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  wrong_tries integer NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (partner, purpose, subject)
);
CREATE INDEX one_time_codes_expires_idx ON one_time_codes (expires_at);

-- Codes sent lately, to cap sending per destination and purpose (an hour's worth kept).
CREATE TABLE one_time_code_sends (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination text NOT NULL,
  purpose text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX one_time_code_sends_destination_idx ON one_time_code_sends (destination, purpose, sent_at);
CREATE INDEX one_time_code_sends_sent_idx ON one_time_code_sends (sent_at);

-- Outside production every message also lands here (GET /dev/outbox), so
-- several server copies and the e2e tests see the same messages; the last 500 are kept.
CREATE TABLE dev_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'text', 'voice')),
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
