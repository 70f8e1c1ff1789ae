-- Brute-force protection: counters every server copy shares.
-- Keys are 'address:<client IP>' or 'account:<sha256 of the lower-cased
-- account key>' (an email is never stored here in the clear).

-- Requests per key in a fixed window; a row past window_ends_at starts over.
CREATE TABLE throttle_counters (
  kind text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  PRIMARY KEY (kind, key)
);
CREATE INDEX throttle_counters_window_ends_at ON throttle_counters (window_ends_at);

-- Consecutive failures (wrong password, wrong code) per account key, until a success clears them.
CREATE TABLE throttle_failures (
  kind text NOT NULL,
  account_key text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  PRIMARY KEY (kind, account_key)
);
