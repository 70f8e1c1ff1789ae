-- Benefits of each coverage line: the line's dental plan
-- (a shared design with its classes of service, and the line's plan year)
-- with per-patient, per-plan-year accumulators; the line's vision plan (a
-- shared design with its exam/lenses/frames/contacts items) and when each
-- patient last used them. Amounts are US dollars; a maximum or deductible of 0 means
-- the plan has none.

-- §3 patient: PAT-REL (relationship to the member). The seed writes it; rows
-- that already exist get it from the claimant number and the age gap
-- (claimant 1 is the member; a dependent 15+ years younger is a child).
ALTER TABLE patients
  ADD COLUMN relationship text NOT NULL DEFAULT 'OTHER'
  CHECK (relationship IN ('SELF', 'SPOUSE', 'CHILD', 'OTHER'));

UPDATE patients p
   SET relationship = CASE
     WHEN p.claimant_number = 1 THEN 'SELF'
     WHEN p.date_of_birth >= m.date_of_birth + interval '15 years' THEN 'CHILD'
     ELSE 'SPOUSE'
   END
  FROM members m
 WHERE m.id = p.member_id;

-- Dental plan designs (benefit packages): deductibles, maximums, orthodontics,
-- maximum rollover and the classes of service. Employer groups pick one; many
-- coverage lines share a design.
CREATE TABLE dental_plan_designs (
  id text PRIMARY KEY,
  plan_name text NOT NULL,
  network_name text NOT NULL,
  plan_type text NOT NULL CHECK (plan_type IN ('PPO', 'DHMO')),
  deductible_individual numeric(8, 2) NOT NULL DEFAULT 0 CHECK (deductible_individual >= 0),
  deductible_family numeric(8, 2) NOT NULL DEFAULT 0 CHECK (deductible_family >= 0),
  annual_maximum numeric(8, 2) NOT NULL DEFAULT 0 CHECK (annual_maximum >= 0),
  lifetime_maximum numeric(8, 2) NOT NULL DEFAULT 0 CHECK (lifetime_maximum >= 0),
  -- 0 = orthodontics not covered.
  ortho_lifetime_maximum numeric(8, 2) NOT NULL DEFAULT 0 CHECK (ortho_lifetime_maximum >= 0),
  -- Orthodontics only for patients under this age; 0 = any age.
  ortho_age_limit smallint NOT NULL DEFAULT 0 CHECK (ortho_age_limit >= 0),
  -- Maximum rollover (rewards): a plan year with claims paid up to the
  -- threshold earns the amount for later years, up to the limit. 0 = none.
  rollover_threshold numeric(8, 2) NOT NULL DEFAULT 0 CHECK (rollover_threshold >= 0),
  rollover_amount numeric(8, 2) NOT NULL DEFAULT 0 CHECK (rollover_amount >= 0),
  rollover_limit numeric(8, 2) NOT NULL DEFAULT 0 CHECK (rollover_limit >= rollover_amount),
  CHECK (deductible_family = 0 OR deductible_family >= deductible_individual)
);

-- Coinsurance, copay and waiting period by class of service (§1 benefit snapshot).
CREATE TABLE dental_design_classes (
  design_id text NOT NULL REFERENCES dental_plan_designs (id) ON DELETE CASCADE,
  benefit_class text NOT NULL CHECK (benefit_class IN ('preventive', 'basic', 'major', 'orthodontics')),
  in_network_percent smallint NOT NULL CHECK (in_network_percent BETWEEN 0 AND 100),
  out_of_network_percent smallint NOT NULL CHECK (out_of_network_percent BETWEEN 0 AND 100),
  deductible_applies boolean NOT NULL,
  -- Per service, DHMO (PPD) plans; 0 = none.
  copay numeric(8, 2) NOT NULL DEFAULT 0 CHECK (copay >= 0),
  waiting_months smallint NOT NULL DEFAULT 0 CHECK (waiting_months BETWEEN 0 AND 60),
  -- At most `frequency_count` services every `frequency_months`; 0 = no limit.
  frequency_count smallint NOT NULL DEFAULT 0 CHECK (frequency_count >= 0),
  frequency_months smallint NOT NULL DEFAULT 0 CHECK (frequency_months BETWEEN 0 AND 120),
  PRIMARY KEY (design_id, benefit_class)
);

-- The dental plan of a DEN or PPD (DHMO) line (§6): its group's design and plan year.
CREATE TABLE dental_plans (
  coverage_line_id bigint PRIMARY KEY REFERENCES coverage_lines (id) ON DELETE CASCADE,
  design_id text NOT NULL REFERENCES dental_plan_designs (id),
  -- Month the plan year starts (1 = calendar year).
  plan_year_start_month smallint NOT NULL DEFAULT 1 CHECK (plan_year_start_month BETWEEN 1 AND 12)
);

-- What one patient used of the plan in one plan year. No row = nothing used.
-- Remaining amounts, the family deductible met and the lifetime totals are
-- derived when read, so they can never disagree with these.
CREATE TABLE dental_accumulators (
  coverage_line_id bigint NOT NULL REFERENCES dental_plans (coverage_line_id) ON DELETE CASCADE,
  member_id text NOT NULL,
  claimant_number integer NOT NULL,
  -- The calendar year the plan year starts in.
  plan_year smallint NOT NULL CHECK (plan_year BETWEEN 1900 AND 2100),
  annual_maximum_used numeric(8, 2) NOT NULL DEFAULT 0 CHECK (annual_maximum_used >= 0),
  deductible_met numeric(8, 2) NOT NULL DEFAULT 0 CHECK (deductible_met >= 0),
  -- Orthodontic benefit paid in this plan year (counts against the lifetime maximum).
  ortho_paid numeric(8, 2) NOT NULL DEFAULT 0 CHECK (ortho_paid >= 0),
  -- Rewards (rolled-over maximum) available in this plan year.
  reward_available numeric(8, 2) NOT NULL DEFAULT 0 CHECK (reward_available >= 0),
  PRIMARY KEY (coverage_line_id, claimant_number, plan_year),
  FOREIGN KEY (member_id, claimant_number) REFERENCES patients (member_id, claimant_number) ON DELETE CASCADE
);
CREATE INDEX dental_accumulators_patient_idx ON dental_accumulators (member_id, claimant_number);

-- Vision plan designs: the provider network and the exam, lenses, frames and
-- contacts items. Employer groups pick one; many coverage lines share a design.
CREATE TABLE vision_plan_designs (
  id text PRIMARY KEY,
  network_name text NOT NULL
);

-- §9: an exam every 12 months, glasses or contacts per benefit year; the
-- out-of-network exam allowance is given per state (NULL here: the §9 state
-- amount applies).
CREATE TABLE vision_design_items (
  design_id text NOT NULL REFERENCES vision_plan_designs (id) ON DELETE CASCADE,
  item text NOT NULL CHECK (item IN ('exam', 'lenses', 'frames', 'contacts')),
  copay numeric(8, 2) NOT NULL DEFAULT 0 CHECK (copay >= 0),
  covered_in_full boolean NOT NULL,
  in_network_allowance numeric(8, 2) NOT NULL DEFAULT 0 CHECK (in_network_allowance >= 0),
  out_of_network_allowance numeric(8, 2) CHECK (out_of_network_allowance >= 0),
  frequency_months smallint NOT NULL CHECK (frequency_months BETWEEN 1 AND 60),
  PRIMARY KEY (design_id, item),
  CHECK (item <> 'exam' OR frequency_months = 12),
  CHECK (item = 'exam' OR out_of_network_allowance IS NOT NULL)
);

-- The vision plan of a vision line (§6 VIS, EYE, VSP, …): its group's design,
-- the name the group gives it and the benefit year.
CREATE TABLE vision_plans (
  coverage_line_id bigint PRIMARY KEY REFERENCES coverage_lines (id) ON DELETE CASCADE,
  design_id text NOT NULL REFERENCES vision_plan_designs (id),
  plan_name text NOT NULL,
  -- Month the benefit year starts (1 = calendar year).
  benefit_year_start_month smallint NOT NULL DEFAULT 1 CHECK (benefit_year_start_month BETWEEN 1 AND 12)
);

-- When a patient last used each vision item (for the next eligible date).
CREATE TABLE vision_benefit_usage (
  coverage_line_id bigint NOT NULL REFERENCES vision_plans (coverage_line_id) ON DELETE CASCADE,
  member_id text NOT NULL,
  claimant_number integer NOT NULL,
  item text NOT NULL CHECK (item IN ('exam', 'lenses', 'frames', 'contacts')),
  last_service_date date NOT NULL,
  PRIMARY KEY (coverage_line_id, claimant_number, item),
  FOREIGN KEY (member_id, claimant_number) REFERENCES patients (member_id, claimant_number) ON DELETE CASCADE
);
CREATE INDEX vision_benefit_usage_patient_idx ON vision_benefit_usage (member_id, claimant_number);
