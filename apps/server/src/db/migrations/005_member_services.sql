-- Member services: visibility rules (§3, §2 Member Savings),
-- paperless preferences (§4), plans with their documents and enrollment
-- applications (§1 individual vs group, §3 Documents), the dental report card's
-- preventive care (§4), nominations and contact-form submissions (§3), contacts
-- (§3 CSR and provider-relations output), Member Savings content (§1), chat
-- hours and the browser metadata of the subsidiary configuration call (§7, §9).

-- §2: rule codes; rx, wo01 and wo02 open the Member Savings tab.
CREATE TABLE visibility_rule_codes (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9]{1,16}$'),
  description text NOT NULL
);
INSERT INTO visibility_rule_codes (code, description) VALUES
  ('rx', 'Prescription savings card'),
  ('wo01', 'Wellness offer: fitness club discount'),
  ('wo02', 'Wellness offer: hearing aids'),
  ('hear', 'Hearing tab: hearing exams and aids'),
  ('dce', 'Dental cost estimator');

-- §3: rules attach to a member line item by spdc and productType.
CREATE TABLE coverage_visibility_rules (
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  subsidiary_number integer NOT NULL,
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  certificate_number integer NOT NULL,
  product_type text NOT NULL CHECK (product_type IN ('dental', 'vision', 'lasik')),
  rule_code text NOT NULL REFERENCES visibility_rule_codes (code),
  PRIMARY KEY (member_id, subsidiary_number, policy_number, division_number, certificate_number, product_type, rule_code)
);

-- §4 paperless: enrolled (with the address documents go to) or not; no row
-- means the member never chose. members.opt_in_display_ind mirrors `enrolled`.
CREATE TABLE paperless_preferences (
  member_id text PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  enrolled boolean NOT NULL,
  -- §5/§9: at most 60 characters; '' when not enrolled.
  email text NOT NULL DEFAULT '' CHECK (length(email) <= 60),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (enrolled = (email <> ''))
);

-- One plan: a policy's division for one line of business (a DHMO and a PPO of
-- the same division are different plans). §1: individual and group plans show
-- different documents; §4: a plan may be ineligible for paperless delivery.
CREATE TABLE plan_profiles (
  subsidiary_number integer NOT NULL REFERENCES subsidiaries (number),
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  lob text NOT NULL,
  plan_kind text NOT NULL CHECK (plan_kind IN ('group', 'individual')),
  plan_name text NOT NULL,
  network_name text NOT NULL DEFAULT '',
  paperless_eligible boolean NOT NULL,
  PRIMARY KEY (subsidiary_number, policy_number, division_number, lob)
);

-- §3 certificateDocumentList: certificate of coverage and other plan documents, per language.
CREATE TABLE plan_documents (
  doc_id text PRIMARY KEY CHECK (doc_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  subsidiary_number integer NOT NULL,
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  lob text NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('certificate', 'planSummary', 'amendment', 'rider')),
  language text NOT NULL CHECK (language IN ('en', 'es')),
  title text NOT NULL,
  effective_date date NOT NULL,
  FOREIGN KEY (subsidiary_number, policy_number, division_number, lob)
    REFERENCES plan_profiles (subsidiary_number, policy_number, division_number, lob) ON DELETE CASCADE
);
CREATE INDEX plan_documents_plan_idx ON plan_documents (subsidiary_number, policy_number, division_number, lob);

-- §3 enrollmentAppId: the application a member signed for an individual plan.
CREATE TABLE enrollment_applications (
  application_id text PRIMARY KEY CHECK (application_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  subsidiary_number integer NOT NULL,
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  certificate_number integer NOT NULL,
  lob text NOT NULL,
  submitted_date date NOT NULL,
  street text NOT NULL,
  city text NOT NULL,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
  signed_name text NOT NULL,
  UNIQUE (member_id, subsidiary_number, policy_number, division_number, certificate_number, lob)
);

-- §4 dental report card: the member's last preventive visit of each kind.
CREATE TABLE preventive_care_visits (
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  care_category text NOT NULL CHECK (care_category IN ('checkup', 'cleaning', 'bitewingXrays', 'fullMouthXrays')),
  last_visit_date date NOT NULL,
  PRIMARY KEY (member_id, care_category)
);

-- §3 nomination fields and specialties.
CREATE TABLE provider_nominations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  partner text NOT NULL REFERENCES partners (code),
  provider_name text NOT NULL,
  practice_name text NOT NULL,
  specialty text NOT NULL CHECK (specialty IN (
    'generalDentist', 'endodontist', 'orthodontist', 'oralSurgeon', 'pediatricDentist', 'periodontist', 'prosthodontist'
  )),
  street text NOT NULL,
  city text NOT NULL,
  state_code text NOT NULL,
  zip_code text NOT NULL,
  phone text NOT NULL,
  fax text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  nominator_name text NOT NULL,
  nominator_address text NOT NULL,
  nominator_phone text NOT NULL,
  nominator_email text NOT NULL,
  nominator_employer text NOT NULL,
  share_nominator_name boolean NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_nominations_member_idx ON provider_nominations (member_id, submitted_at);

-- §3 contact form fields and subjects; the reference is what the member quotes.
CREATE SEQUENCE contact_form_reference_seq;
CREATE TABLE contact_form_submissions (
  reference_number text PRIMARY KEY,
  member_id text NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  partner text NOT NULL REFERENCES partners (code),
  subsidiary_number integer NOT NULL,
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  certificate_number integer NOT NULL,
  subject text NOT NULL CHECK (subject IN (
    'benefitQuestion', 'claimQuestion', 'studentInformation', 'idCardsCertificateBooklet', 'addressChange',
    'websiteHelp', 'fraud', 'grievanceAppeal', 'other'
  )),
  phone text NOT NULL,
  claim_number text NOT NULL DEFAULT '',
  comments text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_form_submissions_member_idx ON contact_form_submissions (member_id, submitted_at);

-- §3 contact records: customer-connections departments and provider relations
-- per partner and product type; a subsidiary (New York companies) may have its
-- own, which then replace the partner's (subsidiary_number NULL) of that kind.
CREATE TABLE contact_points (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner text NOT NULL REFERENCES partners (code),
  subsidiary_number integer REFERENCES subsidiaries (number),
  product_type text NOT NULL CHECK (product_type IN ('dental', 'vision', 'lasik')),
  kind text NOT NULL CHECK (kind IN ('customerConnections', 'providerRelations')),
  sort_order integer NOT NULL DEFAULT 1,
  department_name text NOT NULL,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
  tty_phone text NOT NULL DEFAULT '' CHECK (tty_phone ~ '^([0-9]{10})?$'),
  fax text NOT NULL DEFAULT '' CHECK (fax ~ '^([0-9]{10})?$'),
  email text NOT NULL DEFAULT '' CHECK (length(email) <= 60),
  hours_text text NOT NULL,
  mail_line1 text NOT NULL,
  mail_line2 text NOT NULL DEFAULT '',
  mail_city text NOT NULL,
  mail_state text NOT NULL CHECK (mail_state ~ '^[A-Z]{2}$'),
  mail_zip text NOT NULL CHECK (mail_zip ~ '^[0-9]{5}(-[0-9]{4})?$')
);
CREATE INDEX contact_points_partner_idx ON contact_points (partner, product_type, kind);

-- Fictional 555-01xx numbers and P.O. boxes (placeholders, as in documents/brands.ts).
INSERT INTO contact_points
  (partner, subsidiary_number, product_type, kind, sort_order, department_name, phone, tty_phone, fax, email, hours_text,
   mail_line1, mail_city, mail_state, mail_zip)
VALUES
  ('alic', NULL, 'dental', 'customerConnections', 1, 'Customer Connections – Dental', '8005550142', '8005550199', '8595550142',
   'dental@members.alic.example', 'Mon–Fri 8 a.m.–8 p.m. ET', 'P.O. Box 14526', 'Lexington', 'KY', '40512-4526'),
  ('alic', NULL, 'dental', 'customerConnections', 2, 'Customer Connections – Billing', '8005550143', '8005550199', '8595550143',
   'billing@members.alic.example', 'Mon–Fri 8 a.m.–6 p.m. ET', 'P.O. Box 14527', 'Lexington', 'KY', '40512-4527'),
  ('alic', NULL, 'vision', 'customerConnections', 1, 'Customer Connections – Vision', '8005550144', '8005550199', '8595550144',
   'vision@members.alic.example', 'Mon–Fri 8 a.m.–8 p.m. ET', 'P.O. Box 14528', 'Lexington', 'KY', '40512-4528'),
  ('alic', NULL, 'lasik', 'customerConnections', 1, 'Customer Connections – LASIK', '8005550145', '8005550199', '',
   'lasik@members.alic.example', 'Mon–Fri 9 a.m.–5 p.m. ET', 'P.O. Box 14529', 'Lexington', 'KY', '40512-4529'),
  ('alic', 26, 'dental', 'customerConnections', 1, 'Customer Connections – New York', '8005550146', '8005550199', '5185550146',
   'newyork@members.alic.example', 'Mon–Fri 8 a.m.–8 p.m. ET', 'P.O. Box 2210', 'Albany', 'NY', '12220-0210'),
  ('alic', 26, 'vision', 'customerConnections', 1, 'Customer Connections – New York Vision', '8005550147', '8005550199', '5185550147',
   'nyvision@members.alic.example', 'Mon–Fri 8 a.m.–8 p.m. ET', 'P.O. Box 2210', 'Albany', 'NY', '12220-0210'),
  ('alic', NULL, 'dental', 'providerRelations', 1, 'Provider Relations – Dental', '8005550160', '', '',
   'providers@alic.example', 'Mon–Fri 8 a.m.–5 p.m. ET', 'P.O. Box 14540', 'Lexington', 'KY', '40512-4540'),
  ('alic', NULL, 'vision', 'providerRelations', 1, 'Provider Relations – Vision', '8005550161', '', '',
   'visionproviders@alic.example', 'Mon–Fri 8 a.m.–5 p.m. ET', 'P.O. Box 14540', 'Lexington', 'KY', '40512-4540'),
  ('alic', NULL, 'lasik', 'providerRelations', 1, 'Provider Relations – LASIK', '8005550162', '', '',
   'lasikproviders@alic.example', 'Mon–Fri 8 a.m.–5 p.m. ET', 'P.O. Box 14540', 'Lexington', 'KY', '40512-4540'),

  ('rsl', NULL, 'dental', 'customerConnections', 1, 'Customer Connections – Dental', '8005550186', '8005550198', '5125550186',
   'dental@members.rsl.example', 'Mon–Fri 8 a.m.–6 p.m. CT', 'P.O. Box 30567', 'Austin', 'TX', '78755-0567'),
  ('rsl', NULL, 'vision', 'customerConnections', 1, 'Customer Connections – Vision', '8005550187', '8005550198', '5125550187',
   'vision@members.rsl.example', 'Mon–Fri 8 a.m.–6 p.m. CT', 'P.O. Box 30568', 'Austin', 'TX', '78755-0568'),
  ('rsl', 137, 'dental', 'customerConnections', 1, 'Customer Connections – New York', '8005550188', '8005550198', '5185550188',
   'newyork@members.rsl.example', 'Mon–Fri 8 a.m.–6 p.m. ET', 'P.O. Box 3410', 'Albany', 'NY', '12203-3410'),
  ('rsl', 137, 'vision', 'customerConnections', 1, 'Customer Connections – New York Vision', '8005550189', '8005550198', '5185550189',
   'nyvision@members.rsl.example', 'Mon–Fri 8 a.m.–6 p.m. ET', 'P.O. Box 3410', 'Albany', 'NY', '12203-3410'),
  ('rsl', NULL, 'dental', 'providerRelations', 1, 'Provider Relations – Dental', '8005550190', '', '',
   'providers@rsl.example', 'Mon–Fri 8 a.m.–5 p.m. CT', 'P.O. Box 30580', 'Austin', 'TX', '78755-0580'),
  ('rsl', NULL, 'vision', 'providerRelations', 1, 'Provider Relations – Vision', '8005550191', '', '',
   'visionproviders@rsl.example', 'Mon–Fri 8 a.m.–5 p.m. CT', 'P.O. Box 30580', 'Austin', 'TX', '78755-0580'),

  ('standard', NULL, 'dental', 'customerConnections', 1, 'Customer Connections – Dental', '8005550127', '8005550197', '5035550127',
   'dental@members.standard.example', 'Mon–Fri 7 a.m.–7 p.m. ET', 'P.O. Box 2968', 'Portland', 'OR', '97208-2968'),
  ('standard', NULL, 'vision', 'customerConnections', 1, 'Customer Connections – Vision', '8005550128', '8005550197', '5035550128',
   'vision@members.standard.example', 'Mon–Fri 7 a.m.–7 p.m. ET', 'P.O. Box 2969', 'Portland', 'OR', '97208-2969'),
  ('standard', NULL, 'lasik', 'customerConnections', 1, 'Customer Connections – LASIK', '8005550129', '8005550197', '',
   'lasik@members.standard.example', 'Mon–Fri 9 a.m.–5 p.m. ET', 'P.O. Box 2970', 'Portland', 'OR', '97208-2970'),
  ('standard', 161, 'dental', 'customerConnections', 1, 'Customer Connections – New York', '8005550130', '8005550197', '2125550130',
   'newyork@members.standard.example', 'Mon–Fri 8 a.m.–6 p.m. ET', 'P.O. Box 5120', 'New York', 'NY', '10087-5120'),
  ('standard', 161, 'vision', 'customerConnections', 1, 'Customer Connections – New York Vision', '8005550131', '8005550197', '2125550131',
   'nyvision@members.standard.example', 'Mon–Fri 8 a.m.–6 p.m. ET', 'P.O. Box 5120', 'New York', 'NY', '10087-5120'),
  ('standard', NULL, 'dental', 'providerRelations', 1, 'Provider Relations – Dental', '8005550132', '', '',
   'providers@standard.example', 'Mon–Fri 8 a.m.–5 p.m. PT', 'P.O. Box 2980', 'Portland', 'OR', '97208-2980'),
  ('standard', NULL, 'vision', 'providerRelations', 1, 'Provider Relations – Vision', '8005550133', '', '',
   'visionproviders@standard.example', 'Mon–Fri 8 a.m.–5 p.m. PT', 'P.O. Box 2980', 'Portland', 'OR', '97208-2980'),
  ('standard', NULL, 'lasik', 'providerRelations', 1, 'Provider Relations – LASIK', '8005550134', '', '',
   'lasikproviders@standard.example', 'Mon–Fri 8 a.m.–5 p.m. PT', 'P.O. Box 2980', 'Portland', 'OR', '97208-2980');

-- §1/§2 Member Savings tab: one page per partner and language, with offers
-- each opened by a visibility rule code.
CREATE TABLE savings_pages (
  partner text NOT NULL REFERENCES partners (code),
  language text NOT NULL CHECK (language IN ('en', 'es')),
  heading text NOT NULL,
  introduction text NOT NULL,
  disclaimer text NOT NULL,
  PRIMARY KEY (partner, language)
);
CREATE TABLE savings_offers (
  partner text NOT NULL,
  language text NOT NULL,
  offer_id text NOT NULL,
  sort_order integer NOT NULL,
  rule_code text NOT NULL REFERENCES visibility_rule_codes (code),
  title text NOT NULL,
  description text NOT NULL,
  link_label text NOT NULL,
  link_url text NOT NULL,
  phone text NOT NULL DEFAULT '' CHECK (phone ~ '^([0-9]{10})?$'),
  PRIMARY KEY (partner, language, offer_id),
  FOREIGN KEY (partner, language) REFERENCES savings_pages (partner, language) ON DELETE CASCADE
);

INSERT INTO savings_pages (partner, language, heading, introduction, disclaimer)
SELECT code, 'en', 'Member Savings',
  'Your ' || name || ' plan comes with discounts on everyday health costs.',
  'Discounts are not insurance. Offers may change without notice.'
FROM partners
UNION ALL
SELECT code, 'es', 'Ahorros para miembros',
  'Su plan de ' || name || ' incluye descuentos en gastos de salud cotidianos.',
  'Los descuentos no son un seguro. Las ofertas pueden cambiar sin previo aviso.'
FROM partners;

-- Every partner offers the prescription card and hearing aids; rsl has no fitness offer.
INSERT INTO savings_offers (partner, language, offer_id, sort_order, rule_code, title, description, link_label, link_url, phone)
SELECT p.code, o.language, o.offer_id, o.sort_order, o.rule_code, o.title, o.description, o.link_label,
       'https://savings.example.com/' || p.code || '/' || o.offer_id || '?lang=' || o.language, o.phone
FROM partners p
CROSS JOIN (VALUES
  ('en', 'rx-card', 1, 'rx', 'Prescription savings', 'Save up to 80% on prescriptions at 60,000 pharmacies.', 'Get your card', '8005550134'),
  ('en', 'fitness', 2, 'wo01', 'Fitness clubs', 'Join participating gyms for $29 a month with no sign-up fee.', 'Find a gym', ''),
  ('en', 'hearing', 3, 'wo02', 'Hearing aids', 'Discounts on hearing exams and hearing aids.', 'See the offer', ''),
  ('es', 'rx-card', 1, 'rx', 'Ahorros en recetas', 'Ahorre hasta un 80 % en recetas en 60,000 farmacias.', 'Obtenga su tarjeta', '8005550134'),
  ('es', 'fitness', 2, 'wo01', 'Gimnasios', 'Inscríbase en gimnasios participantes por $29 al mes sin cuota de inscripción.', 'Busque un gimnasio', ''),
  ('es', 'hearing', 3, 'wo02', 'Audífonos', 'Descuentos en exámenes de audición y audífonos.', 'Vea la oferta', '')
) AS o (language, offer_id, sort_order, rule_code, title, description, link_label, phone)
WHERE NOT (p.code = 'rsl' AND o.offer_id = 'fitness');

-- §2 chat: open on these days and hours in the partner's time zone (with the memberChat feature).
CREATE TABLE partner_chat_hours (
  partner text PRIMARY KEY REFERENCES partners (code),
  time_zone text NOT NULL,
  -- ISO days of the week, 1 = Monday … 7 = Sunday.
  open_days integer[] NOT NULL,
  opens_at time NOT NULL,
  closes_at time NOT NULL CHECK (closes_at > opens_at)
);
INSERT INTO partner_chat_hours (partner, time_zone, open_days, opens_at, closes_at) VALUES
  ('alic', 'America/New_York', '{1,2,3,4,5}', '08:00', '20:00'),
  ('rsl', 'America/Chicago', '{1,2,3,4,5}', '08:00', '18:00'),
  ('standard', 'America/New_York', '{1,2,3,4,5}', '07:00', '19:00');

-- §7 subsidiary configuration: what the site reports in X-METADATA-CAPTURE
-- (no IP address or account is kept). §9: user agents at most 500 characters.
CREATE TABLE client_metadata_captures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner text NOT NULL REFERENCES partners (code),
  user_agent text NOT NULL CHECK (length(user_agent) <= 500),
  language text NOT NULL DEFAULT '',
  page text NOT NULL DEFAULT '',
  screen_width integer,
  screen_height integer,
  time_zone text NOT NULL DEFAULT '',
  captured_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_metadata_captures_captured_idx ON client_metadata_captures (captured_at);
