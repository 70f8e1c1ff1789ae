// Signs an account out everywhere (issue 10 items 3 and 4): after a password
// change or reset, every session, grant, authorization code and refresh token
// of the account in the provider's store is deleted, so a refresh fails and
// the next authorization asks for the password again. Access tokens are
// short-lived JWTs checked without the store (15 minutes at most,
// provider.ts tokenLifetimes.accessToken): they run out by themselves.
import type { Queryable } from '../db/database.ts';

export interface SessionRevocation {
  /** Resolves to how many records of the provider's store were removed. */
  revokeEverythingOf(accountId: string): Promise<number>;
}

export function createSessionRevocation(db: Queryable): SessionRevocation {
  return {
    async revokeEverythingOf(accountId) {
      // Records that name the account, and those of its grants (a refresh token names its grant too).
      const rows = await db.query(
        `DELETE FROM oidc_payloads
          WHERE payload ->> 'accountId' = $1
             OR grant_id IN (SELECT id FROM oidc_payloads WHERE kind = 'Grant' AND payload ->> 'accountId' = $1)
          RETURNING 1`,
        [accountId],
      );
      return rows.length;
    },
  };
}
