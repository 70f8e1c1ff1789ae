-- A password change or reset revokes every session, grant and
-- refresh token of the account; the provider's records name it in
-- payload.accountId, found through this index rather than a table scan.
CREATE INDEX oidc_payloads_account_idx ON oidc_payloads ((payload ->> 'accountId'));
