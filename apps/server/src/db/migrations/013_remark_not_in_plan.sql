-- Vision claims are paid by the line's own plan design, so a plan
-- that covers the eye exam only refuses glasses and contacts with this code.
INSERT INTO remark_codes (code, text_en, text_es) VALUES
  ('N2', 'Not a covered benefit: this plan covers the eye exam only.',
         'Beneficio no cubierto: este plan cubre solo el examen de la vista.');
