-- The dental report card reads the member's last checkup, cleaning
-- and X-rays from their processed claims (as the benefit snapshot's frequency
-- clocks do), so the separately seeded preventive visits, which could
-- disagree with the claims, are gone.
DROP TABLE preventive_care_visits;
