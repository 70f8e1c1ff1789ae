-- DHMO primary dentist (§1 'group dental (and DHMO)'): a DHMO member has one
-- assigned primary dentist of the DHMO network. Every assignment is a row with
-- the day it takes effect; the current dentist is the newest row in effect, a
-- row dated later is the pending change (at most one, kept by the service under
-- a lock of the member's rows), and a cancelled row counts for nothing. No
-- foreign key to providers: the directory is loaded on its own (seed/providers.ts)
-- and may be reloaded; the read joins it.
CREATE TABLE primary_dentist_assignments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id),
  provider_id text NOT NULL CHECK (provider_id ~ '^[0-9]{10}$'),
  effective_date date NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE INDEX primary_dentist_assignments_member_idx ON primary_dentist_assignments (member_id, effective_date DESC, id DESC);

-- The message centre tells the member of a change asked for and of one cancelled.
ALTER TABLE member_messages DROP CONSTRAINT member_messages_kind_check;
ALTER TABLE member_messages ADD CONSTRAINT member_messages_kind_check CHECK (kind IN (
  'paperlessDocumentReady', 'claimProcessed', 'passwordChanged', 'emailChanged',
  'secondFactorChanged', 'paperlessChanged', 'customerServiceChange',
  'primaryDentistChangeRequested', 'primaryDentistChangeCancelled'
));
