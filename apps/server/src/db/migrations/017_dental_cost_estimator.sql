-- The dental cost estimator (§2 /dce/home): what the estimator needs that
-- the plan design does not hold.
--
-- A typical practice's fee of each dental procedure the estimator offers: the
-- middle of the range the seed's practices charge (db/seed/claims-catalogue.ts,
-- checked equal by the estimator's tests); an alternate benefit pays at the
-- ratio of two of these. NULL: not offered (no typical fee known).
ALTER TABLE procedure_codes ADD COLUMN typical_fee numeric(8, 2) CHECK (typical_fee > 0);

UPDATE procedure_codes p SET typical_fee = f.fee
  FROM (VALUES
    ('D0120', 65.00),
    ('D0140', 87.50),
    ('D0150', 105.00),
    ('D0210', 152.50),
    ('D0220', 33.00),
    ('D0272', 52.50),
    ('D0274', 77.50),
    ('D0330', 127.50),
    ('D1110', 115.00),
    ('D1120', 82.50),
    ('D1206', 45.00),
    ('D1208', 37.50),
    ('D1351', 55.00),
    ('D2140', 137.50),
    ('D2150', 170.00),
    ('D2160', 202.50),
    ('D2330', 160.00),
    ('D2391', 185.00),
    ('D2392', 232.50),
    ('D2393', 280.00),
    ('D2740', 1300.00),
    ('D2750', 1225.00),
    ('D2950', 295.00),
    ('D3310', 865.00),
    ('D3330', 1275.00),
    ('D4341', 260.00),
    ('D4342', 175.00),
    ('D4910', 152.50),
    ('D7140', 195.00),
    ('D7210', 320.00),
    ('D8080', 5750.00),
    ('D8090', 6350.00),
    ('D8670', 200.00),
    ('D9110', 112.50),
    ('D9972', 375.00)
  ) AS f (code, fee)
 WHERE p.code = f.code;

-- How the line's network bills (the in-network fee as a share of a typical
-- charge) and whether its plan pays posterior composite fillings at the
-- amalgam rate (remark A1): the claims of the line were paid so, and the
-- estimator pays so. Lines seeded before this migration keep the defaults.
ALTER TABLE dental_plans
  ADD COLUMN network_fee_share numeric(4, 3) NOT NULL DEFAULT 0.8 CHECK (network_fee_share > 0 AND network_fee_share <= 1),
  ADD COLUMN posterior_composite_as_amalgam boolean NOT NULL DEFAULT false;
