-- The audit trail. One row per API call made with or for a member,
-- per staff (CSR, admin) call and per identity event (sign-ins, password,
-- email and second-factor changes, role changes). Ids only: never a name, a
-- date of birth or a member's email (the staff actor's email is kept).
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  partner text NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('member', 'csr', 'admin', 'anonymous')),
  actor_id text,
  actor_name text,
  member_id text,
  visit_id text,
  action text NOT NULL,
  resource text,
  outcome text NOT NULL CHECK (outcome IN ('success', 'failure')),
  status_code integer,
  client_address text
);
-- Every API call writes a row, so each index is paid on every call (bench/audit-overhead.ts):
-- the member's events (access log, admin view) take a B-tree; `at` (retention purge, CSV export)
-- grows with the id, so a BRIN index serves it for almost nothing; events by actor are looked up
-- for staff only (their last sign-in, their work), so that B-tree leaves members' rows out.
CREATE INDEX audit_events_member_idx ON audit_events (member_id, id DESC);
CREATE INDEX audit_events_at_idx ON audit_events USING brin (at);
CREATE INDEX audit_events_staff_actor_idx ON audit_events (actor_id, id DESC) WHERE actor_kind <> 'member';

-- Append-only: rows are never changed, and only the retention purge removes
-- them, saying so with SET LOCAL portal.audit_purge = 'on' in its transaction.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('portal.audit_purge', true), '') = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_events_append_only
  BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
-- TRUNCATE skips row triggers: refuse it too.
CREATE TRIGGER audit_events_no_truncate
  BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
