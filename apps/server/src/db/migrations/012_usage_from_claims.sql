-- What a patient used of a plan (annual maximum, deductible,
-- orthodontic lifetime maximum, rewards earned) and when they last had a
-- service are summed from the processed claims (migration 004) when read, so
-- the snapshot always equals what the claims paid. The separately seeded
-- accumulators and last vision services could disagree with the claims: gone.
DROP TABLE dental_accumulators;
DROP TABLE vision_benefit_usage;
