import { properCaseName } from '@portal/core';
import type { SignedInSession } from '../store/auth-store.ts';
import { decodeToken } from '../tokens/token-expiry.ts';
import type { StoredUser } from './oidc-settings.ts';

interface AccessTokenClaims {
  roles?: string[];
  member_id?: string;
  /** An adult dependent's claimant number on the policy (their own account). */
  dependent_claimant?: number;
}

/** What the screens need from a signed-in oidc-client-ts user (or the one it stored). */
export function sessionFromUser(user: StoredUser): SignedInSession {
  const claims = decodeToken<AccessTokenClaims>(user.access_token);
  const profile = user.profile;
  const name = profile.name ?? [profile.given_name, profile.family_name].filter(Boolean).join(' ');
  return {
    accessToken: user.access_token,
    idToken: user.id_token ?? '',
    userEmail: profile.email ?? null,
    userName: name ? properCaseName(name) : null,
    isCSR: claims.roles?.includes('csr') ?? false,
    isAdmin: claims.roles?.includes('admin') ?? false,
    // §6: a producer/agent holds no member role; the site shows them only the chat link.
    isProducer: (claims.roles?.includes('producer') ?? false) && !(claims.roles?.includes('member') ?? false),
    // The same test as the server's token verifier: a claimant number after the policyholder's (1).
    isDependent: Boolean(claims.member_id) && Number.isInteger(claims.dependent_claimant) && (claims.dependent_claimant ?? 0) > 1,
    hasPolicy: Boolean(claims.member_id),
  };
}
