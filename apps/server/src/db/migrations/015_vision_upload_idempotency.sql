-- A second submit of the same files is not a duplicate claim. A
-- vision claim upload may carry the Idempotency-Key the site made for the
-- submission attempt; one member's key names one upload, whichever of two
-- concurrent requests commits first (the index decides, not the code). NULL
-- (no key) never conflicts: such uploads behave as before.
ALTER TABLE vision_claim_uploads
  ADD COLUMN idempotency_key text CHECK (idempotency_key ~ '^[A-Za-z0-9-]{8,64}$');

CREATE UNIQUE INDEX vision_claim_uploads_idempotency_idx ON vision_claim_uploads (member_id, idempotency_key);
