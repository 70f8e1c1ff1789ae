-- Web Vitals from real use. One row per metric a visitor's
-- browser reported: which site, which §2 route pattern, which metric, its
-- value and when. Deliberately nothing else — no client address, user
-- agent, account, member or query string — so the table holds no personal
-- data. Rows older than 30 days are purged daily (modules/web-vitals/retention.ts).
CREATE TABLE web_vital_samples (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner text NOT NULL CHECK (partner IN ('alic', 'rsl', 'standard')),
  route text NOT NULL CHECK (length(route) BETWEEN 1 AND 100),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  value double precision NOT NULL CHECK (value >= 0 AND value <= 60000),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
-- The admin's p75 reads one partner's window; the purge walks recorded_at.
CREATE INDEX web_vital_samples_partner_recorded_idx ON web_vital_samples (partner, recorded_at);
CREATE INDEX web_vital_samples_recorded_idx ON web_vital_samples (recorded_at);
