// Account recovery and security on a freshly registered account
// (never a shared demo account: other tests sign in with those):
// - forgot password at the identity provider: a code from the outbox, a wrong
//   code's §8 text, a new password, and signing in with it;
// - /profile's Sign-in and security: change password (the current one is
//   required; success signs out to the landing page) and change email (a
//   code to the new address; after 3 s signed out), then sign in with them;
// - throttling: wrong passwords for an address no account has → the sign-in
//   page says to wait (after 5 failures a growing wait).
import { brands } from '../support/brands.ts';
import { waitForCode, waitForMessage } from '../support/outbox.ts';
import {
  expect, expectDashboardOf, fillSignInPage, newEmail, otherStrongPassword, registerByApi, registrantFor, signInWith, strongPassword, test,
} from '../support/registration.ts';

test.describe(() => {
  test.skip(({ isMobile }) => isMobile, 'the flows are the same on a phone; the axe sweep covers its screens at 375 px');

  // The identity provider's pages answer a wrong code with 400 (and the browser logs it).
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test('forgot password at the identity provider: a wrong code is refused, the emailed one sets a new password', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const brand = brands[0]!;
    const person = registrantFor(brand, 'forgotPassword', info);
    const email = newEmail(brand, info, 'forgot');
    await registerByApi(request, brand, person, email, strongPassword);

    await page.goto(`${brand.origin}/landing`);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(new RegExp(`/oidc/${brand.partner}/forgot-password`));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    const since = new Date();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('If an account exists for that address, we sent a verification code to it.')).toBeVisible();
    const code = await waitForCode(request, brand.origin, email, since);

    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(otherStrongPassword);
    await page.getByLabel('Confirm new password').fill(otherStrongPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText("Your code doesn't match our records. Please try again.")).toBeVisible();

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(otherStrongPassword);
    await page.getByLabel('Confirm new password').fill(otherStrongPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    await waitForMessage(request, brand.origin, email, since, /password/i);

    // The old password no longer signs in; the new one does.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await fillSignInPage(page, email, strongPassword);
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await fillSignInPage(page, email, otherStrongPassword);
    await expect(page).toHaveURL(`${brand.origin}/dashboard`);
    await expectDashboardOf(page, person);
  });

  test.describe(() => {
    // The browser logs the 403 of the wrong current password.
    test.use({ allowedConsoleErrors: [/status of 403/] });
    test('on /profile: change password (current one required), then change email by a code to the new address; each signs out', async ({ page, request }, info) => {
      test.setTimeout(120_000);
      const brand = brands[2]!;
      const person = registrantFor(brand, 'security', info);
      const email = newEmail(brand, info, 'security');
      await registerByApi(request, brand, person, email, strongPassword);
      await signInWith(page, brand, email, strongPassword);

      await page.goto(`${brand.origin}/profile`);
      const security = page.getByRole('main').getByRole('region', { name: 'Sign-in and security' });
      await expect(security.getByText(`Your sign-in email: ${email}`)).toBeVisible();
      const passwordForm = security.getByRole('form', { name: 'Change password' });
      await passwordForm.getByRole('textbox', { name: 'Current password', exact: true }).fill(otherStrongPassword);
      await passwordForm.getByRole('textbox', { name: 'New password', exact: true }).fill(otherStrongPassword);
      await passwordForm.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(otherStrongPassword);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(security.getByText('Your current password is incorrect.')).toBeVisible();

      await passwordForm.getByRole('textbox', { name: 'Current password', exact: true }).fill(strongPassword);
      await passwordForm.getByRole('button', { name: 'Change password' }).click();
      await expect(security.getByText('Your password was changed. Please sign in again with your new password.')).toBeVisible();
      await expect(page).toHaveURL(`${brand.origin}/landing`);

      await signInWith(page, brand, email, otherStrongPassword);
      await page.goto(`${brand.origin}/profile`);
      const newAddress = newEmail(brand, info, 'changed');
      const emailForm = security.getByRole('form', { name: 'Change email' });
      await emailForm.getByRole('textbox', { name: 'New email address', exact: true }).fill(newAddress);
      await emailForm.getByRole('textbox', { name: 'Confirm new email address', exact: true }).fill(newAddress);
      const since = new Date();
      await emailForm.getByRole('button', { name: 'Send code' }).click();
      const code = await waitForCode(request, brand.origin, newAddress, since);
      await security.getByRole('form', { name: 'Change email' }).getByLabel('Verification code').fill(code);
      await security.getByRole('button', { name: 'Change email' }).click();
      await expect(security.getByText('Your email address was changed. We will sign you out now; sign in with your new email address.')).toBeVisible();
      await expect(page).toHaveURL(`${brand.origin}/landing`);

      await signInWith(page, brand, newAddress, otherStrongPassword);
      await expectDashboardOf(page, person);
    });
  });

  test.describe(() => {
    // The sign-in page that says to wait comes with 429 (and the browser logs it).
    test.use({ allowedConsoleErrors: [/status of 429/] });
    test('wrong passwords for an address without an account: after five the sign-in page says to wait', async ({ page }, info) => {
      const brand = brands[1]!;
      const email = newEmail(brand, info, 'throttle');
      await page.goto(`${brand.origin}/landing`);
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      for (let attempt = 1; attempt <= 5; attempt++) {
        await fillSignInPage(page, email, `Wrong-Password-${attempt}x`);
        await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
      }
      await fillSignInPage(page, email, 'Wrong-Password-6x');
      await expect(page.getByText(/Too many attempts\. Please wait \d+ minutes? and try again\./)).toBeVisible();
    });
  });
});
