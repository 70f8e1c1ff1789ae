-- Signing keys encrypted at rest and rotated.
-- sealed_jwk: the private JWK sealed with AES-256-GCM under a key derived from
-- KEY_ENCRYPTION_SECRET (identity/signing-keys/key-encryption.ts). The server
-- seals the keys still in private_jwk at its first start with this migration
-- (SQL cannot: it does not know the secret) and empties private_jwk; a later
-- migration may drop that column once every installation has started.
ALTER TABLE oidc_signing_keys ADD COLUMN sealed_jwk bytea;
ALTER TABLE oidc_signing_keys ALTER COLUMN private_jwk DROP NOT NULL;
ALTER TABLE oidc_signing_keys ADD CONSTRAINT oidc_signing_keys_one_form
  CHECK (private_jwk IS NOT NULL OR sealed_jwk IS NOT NULL);
