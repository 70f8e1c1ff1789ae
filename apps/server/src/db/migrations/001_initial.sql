-- Walking skeleton schema: partners and subsidiaries (§9), features (§3),
-- members, coverage lines (SPDC, §3), patients, accounts, identity provider state.

CREATE TABLE partners (
  code text PRIMARY KEY,
  name text NOT NULL
);

-- §9 subsidiary/company codes: each subsidiary number belongs to one partner.
CREATE TABLE subsidiaries (
  number integer PRIMARY KEY,
  partner text NOT NULL REFERENCES partners (code),
  company text NOT NULL,
  new_york boolean NOT NULL DEFAULT false
);

-- §3 features list, one document per partner (the API's subsidiary).
CREATE TABLE partner_features (
  partner text PRIMARY KEY REFERENCES partners (code),
  features jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id text PRIMARY KEY,
  partner text NOT NULL REFERENCES partners (code),
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL,
  email text NOT NULL DEFAULT '',
  date_of_birth date NOT NULL,
  zip_code text NOT NULL,
  state_code text NOT NULL,
  -- §3 OPT-IN-DSP-IND: Y, N or empty.
  opt_in_display_ind text NOT NULL DEFAULT '' CHECK (opt_in_display_ind IN ('Y', 'N', '')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX members_partner_idx ON members (partner);

-- §3 member line items: one per SPDC and line of business.
CREATE TABLE coverage_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  subsidiary_number integer NOT NULL REFERENCES subsidiaries (number),
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  certificate_number integer NOT NULL,
  lob text NOT NULL,
  plan_sponsor_name text NOT NULL,
  -- yyyymmdd; 0 means terminated (§3 MEM-EFF-DT).
  effective_date integer NOT NULL CHECK (effective_date >= 0),
  -- yyyymmdd; 0 means none.
  term_date integer NOT NULL DEFAULT 0 CHECK (term_date >= 0),
  group_ppo_code text NOT NULL DEFAULT '',
  eligibility_ind text NOT NULL DEFAULT '' CHECK (eligibility_ind IN ('Y', 'N', '')),
  id_card_ind text NOT NULL DEFAULT '' CHECK (id_card_ind IN ('Y', 'N', ''))
);
CREATE INDEX coverage_lines_member_idx ON coverage_lines (member_id);
CREATE INDEX coverage_lines_spdc_idx
  ON coverage_lines (subsidiary_number, policy_number, division_number, certificate_number);

-- §3 patient: the member and dependents, each with a claimant number.
CREATE TABLE patients (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  claimant_number integer NOT NULL,
  name text NOT NULL,
  date_of_birth date NOT NULL,
  coverage_type text NOT NULL,
  term_date integer NOT NULL DEFAULT 0 CHECK (term_date >= 0),
  UNIQUE (member_id, claimant_number)
);

-- Sign-in accounts, one email per partner; a CSR has no member.
CREATE TABLE accounts (
  id text PRIMARY KEY,
  partner text NOT NULL REFERENCES partners (code),
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  roles text[] NOT NULL,
  member_id text REFERENCES members (id) ON DELETE SET NULL,
  display_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (partner, email)
);
CREATE INDEX accounts_member_idx ON accounts (member_id);

-- The OpenID Connect provider's state (sessions, grants, codes, refresh
-- tokens, interactions), shared by every copy of the server.
CREATE TABLE oidc_payloads (
  kind text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (kind, id)
);
CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid);
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (user_code);
CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at);

-- Token signing keys, generated on first start and shared by every copy.
CREATE TABLE oidc_signing_keys (
  kid text PRIMARY KEY,
  partner text NOT NULL REFERENCES partners (code),
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oidc_signing_keys_partner_idx ON oidc_signing_keys (partner, created_at);
