-- §2 /pretreatment-estimate "submit pretreatment estimate info", §1 "request
-- or submit pretreatment estimate information": a member asks for an
-- estimate of planned dental work for one patient (CLMT) of one of their
-- dental lines (SPDC), naming the dentist who will send the treatment plan.
-- §5 phones are 10 digits. The request id is what the member quotes.
CREATE SEQUENCE pretreatment_request_reference_seq;
CREATE TABLE pretreatment_estimate_requests (
  request_id text PRIMARY KEY,
  member_id text NOT NULL,
  partner text NOT NULL REFERENCES partners (code),
  claimant_number integer NOT NULL,
  subsidiary_number integer NOT NULL,
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  certificate_number integer NOT NULL,
  dentist_name text NOT NULL CHECK (length(dentist_name) BETWEEN 1 AND 100),
  dentist_phone text NOT NULL CHECK (dentist_phone ~ '^[0-9]{10}$'),
  planned_treatment text NOT NULL CHECK (length(planned_treatment) BETWEEN 1 AND 1000),
  planned_date date,
  contact_phone text CHECK (contact_phone ~ '^[0-9]{10}$'),
  -- The site's Idempotency-Key; one member's key names one request (a double click makes one).
  idempotency_key text CHECK (idempotency_key ~ '^[A-Za-z0-9-]{8,64}$'),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (member_id, claimant_number) REFERENCES patients (member_id, claimant_number) ON DELETE CASCADE
);
CREATE INDEX pretreatment_estimate_requests_member_idx ON pretreatment_estimate_requests (member_id, submitted_at);
CREATE UNIQUE INDEX pretreatment_estimate_requests_idempotency_idx ON pretreatment_estimate_requests (member_id, idempotency_key);
