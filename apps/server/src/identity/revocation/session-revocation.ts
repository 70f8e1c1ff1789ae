// Ends every session of an account now: sign-out, password change or reset,
// an admin revoking a CSR role all call this one function. Two things happen:
// - every session, grant, authorization code and refresh token of the account
//   in the provider's store is deleted, so a refresh fails and the next
//   authorization asks for the password again;
// - the revocation is recorded (session_revocations) and told to every copy
//   (cluster bus 'revocation'), whose API then refuses the account's access
//   tokens issued before it, though they are short-lived JWTs checked without
//   the store.
import type { Database } from '../../db/database.ts';
import { createOidcPayloadRepository } from '../oidc-store/oidc-payload-repository.ts';
import { encodeRevocation } from './revocation-message.ts';
import { createRevocationRepository } from './revocation-repository.ts';

export interface SessionRevocation {
  /** Resolves to how many records of the provider's store were removed. */
  revokeEverythingOf(accountId: string): Promise<number>;
}

export function createSessionRevocation(db: Database): SessionRevocation {
  const revocations = createRevocationRepository(db);
  const payloads = createOidcPayloadRepository(db);
  return {
    async revokeEverythingOf(accountId) {
      // The access tokens first: refused everywhere from the moment the bus delivers.
      const revocation = await revocations.record(accountId);
      await db.notify('revocation', encodeRevocation(revocation));
      // Records that name the account, and those of its grants (a refresh token names its grant too).
      return payloads.deleteEverythingOfAccount(accountId);
    },
  };
}
