// An authenticator app (TOTP) as a second step of signing in,
// on a freshly registered account (never a shared demo account): turned on
// from /profile with the key the page shows, ten recovery codes shown once;
// then the identity provider asks for a code after the password — a wrong one
// is refused, the app's next code signs in, and a recovery code works once.
import * as OTPAuth from 'otpauth';
import { brands } from '../support/brands.ts';
import { expectNoAxeViolations } from '../support/fixtures.ts';
import {
  expect, expectDashboardOf, fillSignInPage, newEmail, registerByApi, registrantFor, signInWith, strongPassword, test,
} from '../support/registration.ts';

const periodMs = 30_000;
const stepNow = () => Math.floor(Date.now() / periodMs);

/** The app's code for a 30-second step (the server takes one step either side of its own). */
function appCode(key: string, step: number): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key.replace(/\s/g, '')), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: step * periodMs });
}

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, 'the same pages at 375 px; the axe sweep of registration covers /profile on a phone');
  // The identity provider answers a wrong code with 400 (and the browser logs it).
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('an authenticator app turned on from /profile makes sign-in ask for its code; a recovery code works once', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const brand = brands[2]!;
    const person = registrantFor(brand, 'secondFactor', info);
    const email = newEmail(brand, info, 'totp');
    await registerByApi(request, brand, person, email, strongPassword);
    await signInWith(page, brand, email, strongPassword);

    await page.goto(`${brand.origin}/profile`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = (await page.getByTestId('authenticator-key').textContent()) ?? '';
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page, `${brand.partner} /profile authenticator set-up`);
    // The next step's code: the sign-in below needs a later one, since each step's code counts once.
    const enrolledStep = stepNow() + 1;
    await page.getByRole('textbox', { name: /Code from the app/ }).fill(appCode(key, enrolledStep));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).locator('code');
    await expect(recoveryCodes).toHaveCount(10);
    const [recoveryCode] = await recoveryCodes.allTextContents();
    await expectNoAxeViolations(page, `${brand.partner} /profile recovery codes`);
    await page.getByRole('button', { name: 'I saved them' }).click();
    await expect(page.getByText(/Your authenticator app is on/).first()).toBeVisible();

    // Signing in now takes the password and then the app's code.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${brand.origin}/landing`);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await fillSignInPage(page, email, strongPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await expectNoAxeViolations(page, `${brand.partner} two-step verification page`);
    await page.getByLabel('Code', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right or was already used. Please try again.')).toBeVisible();
    await expect.poll(stepNow, { timeout: 2 * periodMs, intervals: [1000] }).toBeGreaterThanOrEqual(enrolledStep);
    await page.getByLabel('Code', { exact: true }).fill(appCode(key, stepNow() + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${brand.origin}/dashboard`);
    await expectDashboardOf(page, person);

    // A recovery code signs in instead of the app's code — once.
    for (const expected of ['signed in', 'refused'] as const) {
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(`${brand.origin}/landing`);
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      await fillSignInPage(page, email, strongPassword);
      await page.getByLabel('Code', { exact: true }).fill(recoveryCode!);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (expected === 'signed in') {
        await expect(page).toHaveURL(`${brand.origin}/dashboard`);
      } else {
        await expect(page.getByText('That code is not right or was already used. Please try again.')).toBeVisible();
      }
    }
  });
});
