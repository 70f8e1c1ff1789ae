-- The dentist or eye doctor who treated the patient, when the claim names one
-- (a group practice bills under its own NPI, the treating person has theirs).
-- The FHIR API serves them as the claim's Practitioner (CARIN Blue Button
-- C4BB Practitioner); a claim without one names only the billing office.
-- All four or none: a person is never named without an NPI.
ALTER TABLE claims
  ADD COLUMN treating_npi text CHECK (treating_npi ~ '^[0-9]{10}$'),
  ADD COLUMN treating_given_name text CHECK (length(treating_given_name) BETWEEN 1 AND 60),
  ADD COLUMN treating_family_name text CHECK (length(treating_family_name) BETWEEN 1 AND 60),
  -- DDS, DMD, OD, MD: the credential after the name.
  ADD COLUMN treating_credential text CHECK (treating_credential ~ '^[A-Z]{2,4}$'),
  ADD CONSTRAINT claims_treating_all_or_none CHECK (
    (treating_npi IS NULL) = (treating_given_name IS NULL)
    AND (treating_npi IS NULL) = (treating_family_name IS NULL)
    AND (treating_npi IS NULL) = (treating_credential IS NULL));
