// A passkey, with Chromium's virtual authenticator (CDP
// WebAuthn) standing in for the phone or laptop: added on /profile's
// Sign-in and security, then used on the identity provider's page to sign
// in without a password, and removed. axe on the profile's passkeys and on
// the sign-in page with the passkey button shown.
import type { CDPSession, Page } from '@playwright/test';
import { brands } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { endsTheAccountsSessions, signIn } from '../support/session.ts';

/** A platform authenticator that holds discoverable passkeys and verifies the user (fingerprint, face) at once. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test.skip(({ isMobile }) => isMobile, 'the virtual authenticator is a desktop Chromium feature; the screens are the same at 375 px');

test('a member adds a passkey on the profile, signs in with it instead of the password, and removes it', { tag: endsTheAccountsSessions }, async ({ page }) => {
  test.setTimeout(90_000);
  const brand = brands[0]!;
  // Other tests sign this demo member in with the password; the passkey is removed at the end.
  const email = brand.terminated.email;
  await addVirtualAuthenticator(page);
  await signIn(page, brand, email);

  await page.goto(`${brand.origin}/profile`);
  const passkeys = page.getByRole('main').getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByRole('textbox', { name: /^Passkey name/ }).fill('E2E laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('The passkey E2E laptop was added. You can use it the next time you sign in.')).toBeVisible();
  const list = passkeys.getByRole('list', { name: 'Your passkeys' });
  await expect(list).toContainText('E2E laptop');
  await expect(list).toContainText('not used yet');
  await expectNoAxeViolations(page, 'profile passkeys');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${brand.origin}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(passkeyButton).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in page with the passkey button');
  await passkeyButton.click();
  await expect(page).toHaveURL(`${brand.origin}/dashboard`);

  await page.goto(`${brand.origin}/profile`);
  await expect(list).toContainText('last used');
  await passkeys.getByRole('button', { name: 'Remove the passkey E2E laptop' }).click();
  await expect(passkeys.getByText('The passkey E2E laptop was removed.')).toBeVisible();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
});
