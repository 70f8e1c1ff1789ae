// Drives the sites' sign-in (authorization code + PKCE, §7) through app.inject.
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Partner } from '@portal/core';
import type { TestBrowser } from './browser.ts';

export const signInScope = 'openid profile email GroupMemberBackend offline_access';

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface SignInStart {
  loginPageUrl: string;
  verifier: string;
  state: string;
}

/** GET /auth → the interaction (sign-in) page URL. */
export async function startSignIn(
  browser: TestBrowser, partner: Partner, origin: string, extraParams: Record<string, string> = {},
): Promise<SignInStart> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const params = new URLSearchParams({
    client_id: `portal-${partner}`,
    redirect_uri: `${origin}/dashboard`,
    response_type: 'code',
    scope: signInScope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...extraParams,
  });
  const response = await browser.get(`${origin}/oidc/${partner}/auth?${params}`);
  expect(response.statusCode, response.body).toBe(303);
  const location = response.headers.location as string;
  expect(location).toMatch(new RegExp(`^/oidc/${partner}/interaction/[\\w-]+$`));
  return { loginPageUrl: `${origin}${location}`, verifier, state };
}

/** Submits the sign-in form and follows the provider back to the site; resolves to the authorization code. */
export async function submitCredentials(
  browser: TestBrowser, start: SignInStart, email: string, password: string,
): Promise<{ code: string; redirect: URL }> {
  const submitted = await browser.postForm(`${start.loginPageUrl}/login`, { email, password });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const resumed = await browser.get(submitted.headers.location as string);
  expect(resumed.statusCode, resumed.body).toBe(303);
  const redirect = new URL(resumed.headers.location as string);
  expect(redirect.searchParams.get('state')).toBe(start.state);
  return { code: redirect.searchParams.get('code')!, redirect };
}

export async function exchangeCode(
  browser: TestBrowser, partner: Partner, origin: string, code: string, verifier: string,
): Promise<TokenResponse> {
  const response = await browser.postForm(`${origin}/oidc/${partner}/token`, {
    grant_type: 'authorization_code',
    client_id: `portal-${partner}`,
    redirect_uri: `${origin}/dashboard`,
    code,
    code_verifier: verifier,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function signIn(browser: TestBrowser, partner: Partner, origin: string, email: string, password: string) {
  const start = await startSignIn(browser, partner, origin);
  const { code } = await submitCredentials(browser, start, email, password);
  return exchangeCode(browser, partner, origin, code, start.verifier);
}
