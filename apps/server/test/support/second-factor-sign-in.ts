// Test helpers: drive a sign-in through its second step and
// compute authenticator codes with the same library the server uses.
import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { TestBrowser } from './browser.ts';
import type { SignInStart } from './sign-in.ts';

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
export function totpCode(secretBase32: string, stepsAhead = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Submits the password; resolves to the second step's URL (the password was right and a second step follows). */
export async function submitPasswordExpectingSecondStep(
  browser: TestBrowser, start: SignInStart, email: string, password: string, lang = 'en',
): Promise<string> {
  const submitted = await browser.postForm(`${start.loginPageUrl}/login`, { email, password, lang });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const location = submitted.headers.location as string;
  expect(location).toMatch(/\/interaction\/[\w-]+\/second-factor\?lang=(en|es)$/);
  return new URL(location, start.loginPageUrl).toString();
}

/** The base32 secret shown as text on the enrollment page. */
export function secretOnPage(body: string): string {
  const grouped = /<code id="secret">([A-Z2-7 ]+)<\/code>/.exec(body)?.[1];
  expect(grouped, 'the enrollment page shows the secret').toBeTruthy();
  return grouped!.replace(/ /g, '');
}

export function recoveryCodesOnPage(body: string): string[] {
  return [...body.matchAll(/<li><code>([a-z0-9-]+)<\/code><\/li>/g)].map((match) => match[1]!);
}

/** Follows the finished interaction back to the site; resolves to the authorization code. */
export async function followToSite(browser: TestBrowser, finished: { statusCode: number; headers: Record<string, unknown>; body: string }, start: SignInStart) {
  expect(finished.statusCode, finished.body).toBe(303);
  const resumed = await browser.get(finished.headers.location as string);
  expect(resumed.statusCode, resumed.body).toBe(303);
  const redirect = new URL(resumed.headers.location as string);
  expect(redirect.searchParams.get('state')).toBe(start.state);
  return { code: redirect.searchParams.get('code')!, redirect };
}

/**
 * A CSR's first sign-in: the password, then the authenticator set up on the
 * way (secret from the page, a code, the recovery codes, "I saved them").
 */
export async function enrollAtSignIn(browser: TestBrowser, start: SignInStart, email: string, password: string) {
  const secondStep = await submitPasswordExpectingSecondStep(browser, start, email, password);
  const page = await browser.get(secondStep);
  expect(page.statusCode, page.body).toBe(200);
  const secret = secretOnPage(page.body);
  const codes = await browser.postForm(secondStep.replace(/\?.*$/, ''), { code: totpCode(secret) });
  expect(codes.statusCode, codes.body).toBe(200);
  const recoveryCodes = recoveryCodesOnPage(codes.body);
  const finished = await browser.postForm(secondStep.replace(/\?.*$/, ''), {});
  const { code } = await followToSite(browser, finished, start);
  return { secret, recoveryCodes, code };
}
