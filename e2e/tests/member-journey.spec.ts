// The member journey on each brand: landing → sign in → dashboard with the
// member's full name and policies → sign out → landing; signed-out visits to
// /dashboard go straight to sign-in; a wrong password shows the error. axe everywhere.
import type { Request } from '@playwright/test';
import { brands, demoPassword } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { endsTheAccountsSessions, signIn } from '../support/session.ts';

for (const brand of brands) {
  test.describe(`${brand.partner} site`, () => {
    test('a member signs in, sees their policies and signs out', { tag: endsTheAccountsSessions }, async ({ page }) => {
      await page.goto(`${brand.origin}/landing`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} /landing`);

      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(new RegExp(`/oidc/${brand.partner}/`));
      await expect(page.getByLabel('Email')).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} sign-in page`);

      await page.getByLabel('Email').fill(brand.member.email);
      await page.getByLabel('Password').fill(demoPassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();

      await expect(page).toHaveURL(`${brand.origin}/dashboard`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.member.fullName.replace(/ \w /, ' '));
      const policies = page.getByRole('group', { name: 'Your policies' });
      await expect(policies.getByRole('radio').first()).toBeChecked();
      await expect(policies).toContainText('Dental');
      await expect(policies).toContainText(brand.member.visionLineName);
      await expectNoAxeViolations(page, `${brand.partner} /dashboard`);

      const isMobile = (page.viewportSize()?.width ?? 1280) <= 768;
      if (isMobile) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await expect(page.getByRole('dialog').getByTestId('welcome')).toContainText(brand.member.fullName);
        await expectNoAxeViolations(page, `${brand.partner} mobile menu`);
      } else {
        await expect(page.getByTestId('welcome')).toContainText(brand.member.fullName);
      }
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(`${brand.origin}/landing`);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')))).toEqual([]);
    });

    test('a terminated policy shows its end date', async ({ page }) => {
      await signIn(page, brand, brand.terminated.email);
      const policies = page.getByRole('group', { name: 'Your policies' });
      await expect(policies.getByRole('radio')).toHaveCount(2);
      await expect(policies).toContainText(`Coverage ended ${brand.terminated.endedOn}`);
    });

    test('visiting the dashboard signed out goes straight to sign-in, without loading the app first, then back to the dashboard', async ({ page }) => {
      const scriptsBeforeSignIn: string[] = [];
      const onRequest = (request: Request) => request.resourceType() === 'script' && scriptsBeforeSignIn.push(new URL(request.url()).pathname);
      page.on('request', onRequest);
      await page.goto(`${brand.origin}/dashboard`);
      // No second Sign In button, and no app rendered only to send the member on: the boot code redirects.
      await expect(page).toHaveURL(new RegExp(`/oidc/${brand.partner}/`));
      page.off('request', onRequest);
      expect(scriptsBeforeSignIn.filter((path) => path.includes('vendor-react')), 'React loaded before the redirect').toEqual([]);
      await expect(page.getByLabel('Email')).toBeVisible();
      await page.getByLabel('Email').fill(brand.member.email);
      await page.getByLabel('Password').fill(demoPassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(`${brand.origin}/dashboard`);
    });

    test('a wrong password shows the error and keeps the email', async ({ page }) => {
      await page.goto(`${brand.origin}/login`);
      await expect(page).toHaveURL(new RegExp(`/oidc/${brand.partner}/`));
      await page.getByLabel('Email').fill(brand.member.email);
      await page.getByLabel('Password').fill('Not-The-Password-123!');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
      await expect(page.getByLabel('Email')).toHaveValue(brand.member.email);
      await expectNoAxeViolations(page, `${brand.partner} sign-in error`);
    });
  });
}
