-- Sessions ended now (sign-out, password change or reset, a
-- revoked CSR role). An access token of the account issued before
-- revoked_before is refused by every copy of the server; a row matters only
-- while such a token could still be unexpired, older rows are purged.
CREATE TABLE session_revocations (
  account_id text PRIMARY KEY,
  revoked_before timestamptz NOT NULL
);
CREATE INDEX session_revocations_revoked_before_idx ON session_revocations (revoked_before);
