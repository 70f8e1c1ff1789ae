// A stand-in for oidc-client-ts's UserManager in component tests, and JWTs
// that decode like the provider's.
import type { User, UserManager } from 'oidc-client-ts';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT carrying `claims` (only decoded on the client, never verified). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export interface FakeUserOptions {
  name?: string;
  email?: string;
  roles?: string[];
  memberId?: string;
  /** An adult dependent's own account: their claimant number on the member's policy. */
  dependentClaimant?: number;
  expiresInSeconds?: number;
  state?: unknown;
}

export function fakeUser({ name = 'MARIA MCALLISTER', email = 'alic.member@example.com', roles = ['member'], memberId = 'M1', dependentClaimant, expiresInSeconds = 3600, state }: FakeUserOptions = {}): User {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return {
    access_token: fakeJwt({ exp, roles, member_id: memberId, ...(dependentClaimant === undefined ? {} : { dependent_claimant: dependentClaimant }) }),
    id_token: fakeJwt({ exp, name, email }),
    profile: { sub: 'account-1', name, email, iss: 'http://localhost/oidc/alic', aud: 'portal-alic', exp, iat: exp - 3600 },
    state,
  } as unknown as User;
}

type Calls = { signinRedirect: unknown[]; signoutRedirect: number; removeUser: number; revokeTokens: number };

/** Where the fake UserManager's metadata puts the token endpoint. */
export const fakeTokenEndpoint = 'http://localhost:8080/oidc/alic/token';

/** A UserManager whose stored user is `user` (null = signed out). */
export function createFakeUserManager(user: User | null, callbackUser: User | null = null) {
  let stored = user;
  const calls: Calls = { signinRedirect: [], signoutRedirect: 0, removeUser: 0, revokeTokens: 0 };
  const manager = {
    calls,
    settings: { client_id: 'portal-alic' },
    metadataService: { getTokenEndpoint: async () => fakeTokenEndpoint },
    getUser: async () => stored,
    removeUser: async () => {
      calls.removeUser += 1;
      stored = null;
    },
    signinRedirect: async (args: unknown) => {
      calls.signinRedirect.push(args);
    },
    signinRedirectCallback: async () => {
      if (!callbackUser) throw new Error('No matching state found in storage');
      stored = callbackUser;
      return callbackUser;
    },
    signinSilent: async () => stored,
    signoutRedirect: async () => {
      calls.signoutRedirect += 1;
      stored = null;
    },
    revokeTokens: async () => {
      calls.revokeTokens += 1;
    },
  };
  return manager as unknown as UserManager & { calls: Calls };
}
