// Customer service (CSR) on the alic site for the tests — the
// staff sign-in with its authenticator app, and the demo member's SPDC.
//
// A staff account sets up an authenticator app at its first sign-in (key on
// the page, ten recovery codes shown once); later sign-ins ask for a code.
// The accounts are shared by the whole run, so what the first sign-in learnt
// is kept in a file in the run's output directory (Playwright empties it when
// a run starts): a worker that starts again after a failure (or a CI retry)
// still signs in with it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { demoPassword, type BrandUnderTest } from './brands.ts';
import { accessToken } from './session.ts';

/** The demo member's (alic.member, Maria J McAllister) dental line, as the seed (apps/server demo-data) writes it. */
export const demoMemberSpdc = { subsidiary: '10', policy: '120000', division: '1', certificate: '9000001' } as const;

interface AuthenticatorState {
  key: string;
  unusedRecoveryCodes: string[];
}

/** What a staff account's first sign-in set up, for its later sign-ins in this run. */
export class StaffAuthenticator {
  constructor(readonly email: string) {}

  /** In the run's output directory: every worker of one run (one fresh server) shares it, the next run starts without it. */
  private get file(): string {
    return join(test.info().project.outputDir, `.staff-authenticator-${this.email.replace(/\W/g, '_')}.json`);
  }

  get state(): AuthenticatorState | undefined {
    return existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as AuthenticatorState) : undefined;
  }

  set state(state: AuthenticatorState) {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(state));
  }

  /** A recovery code no sign-in has used yet (each works once). */
  takeRecoveryCode(): string {
    const state = this.state;
    const code = state?.unusedRecoveryCodes[0];
    expect(code, `an unused recovery code of ${this.email}`).toBeTruthy();
    this.state = { ...state!, unusedRecoveryCodes: state!.unusedRecoveryCodes.slice(1) };
    return code!;
  }
}

/** The app's code now (the server takes one 30-second step either side). */
function appCode(key: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/**
 * Signs a staff account in from the brand's /landing: the password, then the
 * authenticator set-up (first time; the recovery codes are kept) or a
 * recovery code. Waits for `landsOn` (a CSR lands on /csr).
 */
export async function signInStaff(page: Page, brand: BrandUnderTest, authenticator: StaffAuthenticator, landsOn = '/csr'): Promise<void> {
  await page.goto(`${brand.origin}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(authenticator.email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const enroll = page.getByRole('heading', { level: 1, name: 'Set up an authenticator app' });
  const askCode = page.getByRole('heading', { level: 1, name: 'Two-step verification' });
  await expect(enroll.or(askCode)).toBeVisible();
  if (await enroll.isVisible()) {
    const key = ((await page.locator('#secret').textContent()) ?? '').replace(/\s/g, '');
    expect(key, 'the authenticator key on the set-up page').toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByRole('textbox', { name: /Enter the 6-digit code/ }).fill(appCode(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
    const codes = await page.locator('#recovery-codes code').allTextContents();
    expect(codes).toHaveLength(10);
    authenticator.state = { key, unusedRecoveryCodes: codes };
    await page.getByRole('button', { name: 'I saved them' }).click();
  } else {
    await page.getByLabel('Code', { exact: true }).fill(authenticator.takeRecoveryCode());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL(`${brand.origin}${landsOn}`);
}

/** Fills the /csr search's four SPDC numbers (the optional fields stay empty) and searches. */
export async function searchSpdc(page: Page, spdc: { subsidiary: string; policy: string; division: string; certificate: string }): Promise<void> {
  const form = page.getByRole('form', { name: 'SPDC Search' });
  await form.getByRole('textbox', { name: /^Subsidiary/ }).fill(spdc.subsidiary);
  await form.getByRole('textbox', { name: /^Policy/ }).fill(spdc.policy);
  await form.getByRole('textbox', { name: /^Division/ }).fill(spdc.division);
  await form.getByRole('textbox', { name: /^Certificate/ }).fill(spdc.certificate);
  await form.getByRole('button', { name: 'Search' }).click();
}

/** The searchType cookie (§3) of the page's site, or undefined. */
export async function searchTypeCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'searchType')?.value;
}

/**
 * POST /api/selfService/password (§4 profile) from the page as the signed-in
 * member: a change the member's Account activity and message centre report.
 */
export async function changePasswordByApi(page: Page, brand: BrandUnderTest, currentPassword: string, newPassword: string): Promise<void> {
  const token = await accessToken(page);
  const status = await page.evaluate(
    async ({ url, token, body }) =>
      (await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { url: `${brand.origin}/api/selfService/password`, token, body: { currentPassword, newPassword } },
  );
  expect(status, 'the password change').toBe(200);
}

/**
 * A password change ends every session of the account at once: the
 * browser forgets its stored sign-in and the member signs in again with the
 * new password, landing on the dashboard.
 */
export async function signInAgainAfterPasswordChange(page: Page, brand: BrandUnderTest, email: string, password: string): Promise<void> {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.context().clearCookies();
  await page.goto(`${brand.origin}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${brand.origin}/dashboard`);
}
