-- §3 claims (dental, ortho, pretreatment estimate, vision): the claim header,
-- procedure lines, payments and ortho payment schedules; the procedure and
-- remark codes the lines use, with their English and Spanish wording (§1).

-- Procedure codes: CDT for dental, CPT/HCPCS for vision exams and materials.
-- Descriptions are our own short wording, printed on the EOB.
CREATE TABLE procedure_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{1,8}$'),
  product_type text NOT NULL CHECK (product_type IN ('dental', 'vision')),
  -- §3 service type, e.g. Preventive, Basic, Major, Orthodontics, Exam, Materials.
  service_type text NOT NULL,
  description_en text NOT NULL,
  description_es text NOT NULL
);

INSERT INTO procedure_codes (code, product_type, service_type, description_en, description_es) VALUES
  ('D0120', 'dental', 'Preventive', 'Periodic oral evaluation', 'Evaluación oral periódica'),
  ('D0140', 'dental', 'Preventive', 'Limited oral evaluation – problem focused', 'Evaluación oral limitada – enfocada en un problema'),
  ('D0150', 'dental', 'Preventive', 'Comprehensive oral evaluation', 'Evaluación oral completa'),
  ('D0210', 'dental', 'Preventive', 'Intraoral complete series of radiographic images', 'Serie intraoral completa de radiografías'),
  ('D0220', 'dental', 'Preventive', 'Intraoral periapical – first radiographic image', 'Radiografía periapical intraoral – primera imagen'),
  ('D0272', 'dental', 'Preventive', 'Bitewings – two radiographic images', 'Radiografías de aleta de mordida – dos imágenes'),
  ('D0274', 'dental', 'Preventive', 'Bitewings – four radiographic images', 'Radiografías de aleta de mordida – cuatro imágenes'),
  ('D0330', 'dental', 'Preventive', 'Panoramic radiographic image', 'Radiografía panorámica'),
  ('D0340', 'dental', 'Orthodontics', 'Cephalometric radiographic image', 'Radiografía cefalométrica'),
  ('D1110', 'dental', 'Preventive', 'Prophylaxis – adult', 'Profilaxis – adulto'),
  ('D1120', 'dental', 'Preventive', 'Prophylaxis – child', 'Profilaxis – niño'),
  ('D1206', 'dental', 'Preventive', 'Topical application of fluoride varnish', 'Aplicación tópica de barniz de flúor'),
  ('D1208', 'dental', 'Preventive', 'Topical application of fluoride – excluding varnish', 'Aplicación tópica de flúor – sin barniz'),
  ('D1351', 'dental', 'Preventive', 'Sealant – per tooth', 'Sellador – por diente'),
  ('D2140', 'dental', 'Basic', 'Amalgam – one surface', 'Amalgama – una superficie'),
  ('D2150', 'dental', 'Basic', 'Amalgam – two surfaces', 'Amalgama – dos superficies'),
  ('D2160', 'dental', 'Basic', 'Amalgam – three surfaces', 'Amalgama – tres superficies'),
  ('D2330', 'dental', 'Basic', 'Resin-based composite – one surface, anterior', 'Resina compuesta – una superficie, anterior'),
  ('D2391', 'dental', 'Basic', 'Resin-based composite – one surface, posterior', 'Resina compuesta – una superficie, posterior'),
  ('D2392', 'dental', 'Basic', 'Resin-based composite – two surfaces, posterior', 'Resina compuesta – dos superficies, posterior'),
  ('D2393', 'dental', 'Basic', 'Resin-based composite – three surfaces, posterior', 'Resina compuesta – tres superficies, posterior'),
  ('D2740', 'dental', 'Major', 'Crown – porcelain/ceramic', 'Corona – porcelana/cerámica'),
  ('D2750', 'dental', 'Major', 'Crown – porcelain fused to high noble metal', 'Corona – porcelana fundida sobre metal altamente noble'),
  ('D2950', 'dental', 'Major', 'Core buildup, including any pins', 'Reconstrucción del muñón, incluidos los pernos'),
  ('D3310', 'dental', 'Basic', 'Endodontic therapy – anterior tooth', 'Tratamiento de conducto – diente anterior'),
  ('D3330', 'dental', 'Basic', 'Endodontic therapy – molar tooth', 'Tratamiento de conducto – molar'),
  ('D4341', 'dental', 'Basic', 'Periodontal scaling and root planing – four or more teeth per quadrant', 'Raspado y alisado radicular – cuatro o más dientes por cuadrante'),
  ('D4342', 'dental', 'Basic', 'Periodontal scaling and root planing – one to three teeth per quadrant', 'Raspado y alisado radicular – uno a tres dientes por cuadrante'),
  ('D4910', 'dental', 'Basic', 'Periodontal maintenance', 'Mantenimiento periodontal'),
  ('D7140', 'dental', 'Basic', 'Extraction, erupted tooth or exposed root', 'Extracción de diente erupcionado o raíz expuesta'),
  ('D7210', 'dental', 'Basic', 'Surgical removal of erupted tooth', 'Extracción quirúrgica de diente erupcionado'),
  ('D8080', 'dental', 'Orthodontics', 'Comprehensive orthodontic treatment – adolescent', 'Tratamiento de ortodoncia integral – adolescente'),
  ('D8090', 'dental', 'Orthodontics', 'Comprehensive orthodontic treatment – adult', 'Tratamiento de ortodoncia integral – adulto'),
  ('D8660', 'dental', 'Orthodontics', 'Pre-orthodontic treatment examination', 'Examen previo al tratamiento de ortodoncia'),
  ('D8670', 'dental', 'Orthodontics', 'Periodic orthodontic treatment visit', 'Visita periódica de tratamiento de ortodoncia'),
  ('D9110', 'dental', 'Basic', 'Palliative treatment of dental pain', 'Tratamiento paliativo del dolor dental'),
  ('D9972', 'dental', 'Cosmetic', 'External bleaching – per arch', 'Blanqueamiento externo – por arcada'),
  ('92004', 'vision', 'Exam', 'Comprehensive eye exam – new patient', 'Examen ocular completo – paciente nuevo'),
  ('92014', 'vision', 'Exam', 'Comprehensive eye exam – established patient', 'Examen ocular completo – paciente establecido'),
  ('S0620', 'vision', 'Exam', 'Routine eye exam with refraction – new patient', 'Examen ocular de rutina con refracción – paciente nuevo'),
  ('S0621', 'vision', 'Exam', 'Routine eye exam with refraction – established patient', 'Examen ocular de rutina con refracción – paciente establecido'),
  ('V2020', 'vision', 'Materials', 'Frames', 'Armazón'),
  ('V2100', 'vision', 'Materials', 'Single vision lenses, sphere (pair)', 'Lentes monofocales, esféricos (par)'),
  ('V2200', 'vision', 'Materials', 'Bifocal lenses, sphere (pair)', 'Lentes bifocales, esféricos (par)'),
  ('V2300', 'vision', 'Materials', 'Trifocal lenses, sphere (pair)', 'Lentes trifocales, esféricos (par)'),
  ('V2500', 'vision', 'Materials', 'Contact lenses, PMMA, spherical', 'Lentes de contacto, PMMA, esféricos'),
  ('V2510', 'vision', 'Materials', 'Contact lenses, gas permeable, spherical', 'Lentes de contacto, permeables al gas, esféricos'),
  ('V2520', 'vision', 'Materials', 'Contact lenses, soft (hydrophilic), spherical', 'Lentes de contacto blandos (hidrofílicos), esféricos'),
  ('V2750', 'vision', 'Materials', 'Anti-reflective coating (pair)', 'Tratamiento antirreflejo (par)'),
  ('V2781', 'vision', 'Materials', 'Progressive lenses (pair)', 'Lentes progresivos (par)'),
  ('V2784', 'vision', 'Materials', 'Polycarbonate lens material (pair)', 'Material de policarbonato (par)');

-- Explanation codes printed beside a line and explained on the EOB.
CREATE TABLE remark_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{1,8}$'),
  text_en text NOT NULL,
  text_es text NOT NULL
);

INSERT INTO remark_codes (code, text_en, text_es) VALUES
  ('D1', 'Deductible applied.', 'Se aplicó el deducible.'),
  ('A1', 'Paid as an alternate benefit: posterior composite fillings are covered at the amalgam rate.',
         'Pagado como beneficio alternativo: las resinas posteriores se cubren a la tarifa de la amalgama.'),
  ('F1', 'Frequency limitation: the plan already paid for this service within the allowed period.',
         'Límite de frecuencia: el plan ya pagó este servicio dentro del período permitido.'),
  ('W1', 'Waiting period: major services are covered after 12 months of coverage.',
         'Período de espera: los servicios mayores se cubren después de 12 meses de cobertura.'),
  ('M1', 'Annual maximum reached: the plan paid up to the benefit year maximum.',
         'Máximo anual alcanzado: el plan pagó hasta el máximo del año de beneficios.'),
  ('N1', 'Not a covered benefit: cosmetic services are not covered.',
         'Beneficio no cubierto: los servicios cosméticos no están cubiertos.'),
  ('O4', 'Limited to the orthodontic lifetime maximum; paid in installments.',
         'Limitado al máximo vitalicio de ortodoncia; se paga en cuotas.'),
  ('O2', 'Orthodontic treatment began under a prior plan: the plan pays the remaining months.',
         'El tratamiento de ortodoncia comenzó con un plan anterior: el plan paga los meses restantes.'),
  ('V1', 'Copay applied.', 'Se aplicó el copago.'),
  ('V2', 'The amount over the plan allowance is the patient''s responsibility.',
         'El monto que excede la asignación del plan es responsabilidad del paciente.'),
  ('V3', 'Out-of-network: reimbursed up to the out-of-network schedule.',
         'Fuera de la red: se reembolsa hasta el monto de la tabla fuera de la red.'),
  ('V4', 'Frequency limitation: an eye exam is covered once every 12 months.',
         'Límite de frecuencia: el examen ocular se cubre una vez cada 12 meses.'),
  ('P1', 'The claim is being processed.', 'La reclamación está en proceso.');

-- §3 claim header. The coverage line is named by its SPDC and LOB as on the
-- member list; the patient by claimant number (CLMT).
CREATE TABLE claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The member exists: the patient (foreign key below) is theirs.
  member_id text NOT NULL,
  claimant_number integer NOT NULL,
  -- With the source code it identifies a claim (§4 registration step 2).
  claim_number text NOT NULL UNIQUE CHECK (claim_number ~ '^[A-Za-z0-9-]{1,20}$'),
  source_code text NOT NULL CHECK (source_code ~ '^[A-Z]{1,8}$'),
  claim_type text NOT NULL CHECK (claim_type IN ('dental', 'ortho', 'estimate', 'vision')),
  status text NOT NULL CHECK (status IN ('PAID', 'PARTIAL', 'DENIED', 'PENDING', 'ESTIMATED')),
  service_date date NOT NULL,
  received_date date NOT NULL,
  -- NULL while pending.
  processed_date date,
  provider_name text NOT NULL,
  -- National provider identifier (10 digits).
  provider_id text NOT NULL CHECK (provider_id ~ '^[0-9]{10}$'),
  in_network boolean NOT NULL,
  plan_sponsor_name text NOT NULL,
  plan_number text NOT NULL,
  subsidiary_number integer NOT NULL,
  policy_number integer NOT NULL,
  division_number integer NOT NULL,
  certificate_number integer NOT NULL,
  lob text NOT NULL,
  patient_relationship text NOT NULL CHECK (patient_relationship IN ('SELF', 'SPOUSE', 'CHILD', 'OTHER')),
  -- Totals of the procedure lines, kept on the header for the list.
  provider_charges numeric(12, 2) NOT NULL CHECK (provider_charges >= 0),
  total_provider_adjustment numeric(12, 2) NOT NULL,
  total_covered numeric(12, 2) NOT NULL,
  total_deductible numeric(12, 2) NOT NULL,
  total_payable numeric(12, 2) NOT NULL,
  patient_responsibility numeric(12, 2) NOT NULL,
  -- members/eob/pdf/{objectId}, always looked up with the member; NULL when the claim has no EOB (pending).
  eob_object_id text CHECK (eob_object_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  -- §9: an estimate is valid 12 months; NULL for every other type.
  estimate_expiry_date date,
  CHECK ((claim_type = 'estimate') = (estimate_expiry_date IS NOT NULL)),
  CHECK ((status = 'PENDING') = (processed_date IS NULL)),
  FOREIGN KEY (member_id, claimant_number) REFERENCES patients (member_id, claimant_number) ON DELETE CASCADE
);
-- The list (§2), the detail and the EOB: always one member's claims, newest
-- service first. A member has tens of claims, so the coverage line, patient,
-- type and date filters are checked on these few rows; more indexes would
-- only slow the seed of 100 000 members.
CREATE INDEX claims_member_service_idx ON claims (member_id, service_date DESC, id DESC);

-- §3 procedure line.
CREATE TABLE claim_procedure_lines (
  claim_id bigint NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  line_number integer NOT NULL CHECK (line_number >= 1),
  service_date date NOT NULL,
  -- Tooth (1-32, A-T), arch (UA, LA) or quadrant (UR, UL, LR, LL); '' when none.
  tooth_arch_quad text NOT NULL DEFAULT ''
    CHECK (tooth_arch_quad ~ '^(|[1-9]|[12][0-9]|3[0-2]|[A-T]|UA|LA|UR|UL|LR|LL)$'),
  surface text NOT NULL DEFAULT '' CHECK (surface ~ '^[MODBLIF]{0,5}$'),
  -- Codes of procedure_codes and remark_codes, checked by the seed's tests
  -- rather than by foreign keys and patterns, which would make loading
  -- 100 000 members' lines about twice as slow.
  submitted_code text NOT NULL,
  -- Differs from the submitted code for an alternate benefit.
  paid_code text NOT NULL,
  charges numeric(12, 2) NOT NULL CHECK (charges >= 0),
  provider_adjustment numeric(12, 2) NOT NULL,
  amount_covered numeric(12, 2) NOT NULL,
  deductible_applied numeric(12, 2) NOT NULL,
  percent_plan_pays integer NOT NULL CHECK (percent_plan_pays BETWEEN 0 AND 100),
  amount_payable numeric(12, 2) NOT NULL,
  patient_responsibility numeric(12, 2) NOT NULL,
  -- Denials, limits and alternate benefits; NULL when none.
  remark_code text,
  PRIMARY KEY (claim_id, line_number)
);

-- §3 payment: a check or transfer to the provider or the member.
CREATE TABLE claim_payments (
  claim_id bigint NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  payment_number text NOT NULL,
  payment_date date NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('ISSUED', 'CASHED', 'VOIDED', 'PENDING')),
  payee_name text NOT NULL,
  payee_type text NOT NULL CHECK (payee_type IN ('provider', 'member')),
  PRIMARY KEY (claim_id, payment_number)
);

-- Ortho claims: the plan's share paid as a first installment, then monthly.
CREATE TABLE claim_ortho_installments (
  claim_id bigint NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  installment_number integer NOT NULL CHECK (installment_number >= 1),
  due_date date NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('PAID', 'SCHEDULED', 'CANCELLED')),
  PRIMARY KEY (claim_id, installment_number)
);
