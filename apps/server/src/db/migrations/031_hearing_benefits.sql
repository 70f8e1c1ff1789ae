-- §1 "a hearing tab": hearing exam and hearing aid benefits of each company
-- (subsidiary). A member sees them when a line of theirs carries the 'hear'
-- visibility rule (coverage_visibility_rules); the amounts are the company's.
CREATE TABLE hearing_benefits (
  subsidiary_number integer NOT NULL REFERENCES subsidiaries (number),
  kind text NOT NULL CHECK (kind IN ('exam', 'aids')),
  -- 'copay': the member pays this much; 'allowance': the plan pays up to this much.
  coverage text NOT NULL CHECK (coverage IN ('copay', 'allowance')),
  in_network_amount numeric(9, 2) NOT NULL CHECK (in_network_amount >= 0),
  out_of_network_amount numeric(9, 2) NOT NULL CHECK (out_of_network_amount >= 0),
  frequency_months integer NOT NULL CHECK (frequency_months BETWEEN 1 AND 120),
  PRIMARY KEY (subsidiary_number, kind)
);

INSERT INTO hearing_benefits (subsidiary_number, kind, coverage, in_network_amount, out_of_network_amount, frequency_months)
SELECT s.number, b.kind, b.coverage,
       CASE WHEN b.kind = 'aids' THEN b.in_network_amount + (CASE s.partner WHEN 'rsl' THEN -250 WHEN 'standard' THEN 500 ELSE 0 END) ELSE b.in_network_amount END,
       b.out_of_network_amount, b.frequency_months
FROM subsidiaries s
CROSS JOIN (VALUES
  ('exam', 'copay', 0, 40, 12),
  ('aids', 'allowance', 1000, 500, 36)
) AS b (kind, coverage, in_network_amount, out_of_network_amount, frequency_months);
