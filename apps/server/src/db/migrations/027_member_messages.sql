-- The member's message centre (/messages). A notice sent to
-- the member: its kind and the few values its wording needs (contract
-- MemberMessage params); the site words it in the member's language. Unread
-- while read_at is NULL.
CREATE TABLE member_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'paperlessDocumentReady', 'claimProcessed', 'passwordChanged', 'emailChanged',
    'secondFactorChanged', 'paperlessChanged', 'customerServiceChange'
  )),
  params jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(params) = 'object'),
  sent_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
-- The list reads a member's newest first; the unread count walks the same rows.
CREATE INDEX member_messages_member_idx ON member_messages (member_id, id DESC);
