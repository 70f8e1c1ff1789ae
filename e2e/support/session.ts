// Signing in through the brand's identity provider, the language switch,
// the viewport class, and calls to the API with the signed-in member's token.
import { expect, type Page } from '@playwright/test';
import { demoPassword, type BrandUnderTest } from './brands.ts';

export type Language = 'en' | 'es';

/**
 * The tag of a test that signs a shared demo account out, which ends that
 * account's sessions everywhere (§2 sign-out): every other test signed in as
 * the same account would be refused mid-way. playwright.config.ts runs these
 * tests after all the others.
 */
export const endsTheAccountsSessions = '@ends-the-accounts-sessions';

/**
 * The tag of a test that turns a demo household's claim sharing on and off
 * (an adult dependent's choice): the policyholder's claims list changes while
 * it runs, so it runs with the session-ending tests, after all the others, and
 * the phone's after the desktop's.
 */
export const changesAHouseholdsSharing = '@changes-a-households-sharing';

/** §9: the side menu replaces the header links at 768 px or less. */
export function isMenuLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 768;
}

/** Signs `email` in from /landing and waits for the dashboard (§2 sign-in redirect target). */
export async function signIn(page: Page, brand: BrandUnderTest, email: string): Promise<void> {
  await page.goto(`${brand.origin}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${brand.origin}/dashboard`);
}

/**
 * Switches to Spanish with the visible language switch (in the header on a
 * desktop, in the side menu on a phone), as a member would; the choice is
 * remembered, so later visits in the session stay in Spanish.
 */
export async function switchToSpanish(page: Page): Promise<void> {
  if (isMenuLayout(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Ver en español' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'View in English' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await page.getByRole('button', { name: 'Ver en español' }).click();
    await expect(page.getByRole('button', { name: 'View in English' })).toBeVisible();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

/** The signed-in member's access token, from oidc-client's sessionStorage entry. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
  });
  expect(token, 'an access token in sessionStorage').toBeTruthy();
  return token!;
}

/** Calls the brand's API from the page (same origin) as the signed-in member; fails the test on a non-OK answer. */
export async function callApi<T>(page: Page, brand: BrandUnderTest, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await accessToken(page);
  const answer = await page.evaluate(
    async ({ url, method, body, token }) => {
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { url: `${brand.origin}/api/${brand.partner}${path}`, method, body, token },
  );
  expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 200)}`).toBe(200);
  return JSON.parse(answer.text) as T;
}
