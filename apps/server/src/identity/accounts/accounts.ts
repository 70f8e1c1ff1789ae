// Accounts as the identity provider sees them: password check (same answer and
// timing for a wrong password and an unknown email), ID-token claims, and the
// access-token claims the API relies on (roles, member_id, partner).
import type { Partner } from '@portal/core';
import type { AccountRecord, AccountRepository } from './account-repository.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';

export interface IdentityClaims {
  sub: string;
  name: string;
  given_name?: string;
  family_name?: string;
  email: string;
  email_verified: boolean;
}

export interface AccessTokenExtraClaims {
  roles: string[];
  member_id?: string;
  /** An adult dependent's claimant number on the member's policy: every member call is scoped to that person. */
  dependent_claimant?: number;
  partner: Partner;
}

export function identityClaimsOf(account: AccountRecord): IdentityClaims {
  const fullName = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return {
    sub: account.id,
    name: fullName || account.displayName || account.email,
    ...(account.firstName ? { given_name: account.firstName } : {}),
    ...(account.lastName ? { family_name: account.lastName } : {}),
    email: account.email,
    email_verified: true,
  };
}

export function accessTokenClaimsOf(account: AccountRecord): AccessTokenExtraClaims {
  return {
    roles: account.roles,
    ...(account.memberId ? { member_id: account.memberId } : {}),
    ...(account.memberId && account.dependentClaimant ? { dependent_claimant: account.dependentClaimant } : {}),
    partner: account.partner,
  };
}

export function createAccountService({ repository }: { repository: AccountRepository }) {
  return {
    findById: (partner: Partner, id: string) => repository.findAccountById(partner, id),
    /**
     * The account when the email and password match; undefined otherwise,
     * whichever part was wrong. A match on a hash of older scrypt parameters
     * stores a new hash at today's cost.
     */
    async authenticate(partner: Partner, email: string, password: string): Promise<AccountRecord | undefined> {
      const account = await repository.findAccountByEmail(partner, email);
      const matches = await verifyPassword(password, account?.passwordHash);
      if (!matches || !account) return undefined;
      if (needsRehash(account.passwordHash)) {
        const newHash = await hashPassword(password);
        await repository.rehashPassword(account.id, account.passwordHash, newHash);
        return { ...account, passwordHash: newHash };
      }
      return account;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
