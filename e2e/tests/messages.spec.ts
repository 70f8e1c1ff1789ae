// The message centre (/messages, §2 public). A member of
// the test's own (registered by the API, so no other test reads or marks
// their messages) starts with none; each password change sends one. The
// list shows the unread count, opening a message marks it read (the count
// and the header link's count drop) and 'Mark as unread' undoes it. A
// visitor is asked to sign in. axe finds nothing in en and es, at 1280 px
// (desktop project) and 375 px (mobile-375).
import type { Page } from '@playwright/test';
import { brands } from '../support/brands.ts';
import { expectNoAxeViolations } from '../support/fixtures.ts';
import { expect, newEmail, otherStrongPassword, registerByApi, registrantFor, signInWith, strongPassword, test } from '../support/registration.ts';
import { changePasswordByApi, signInAgainAfterPasswordChange } from '../support/csr.ts';
import { isMenuLayout, switchToSpanish } from '../support/session.ts';

const alic = brands[0]!;

/** The header's Messages link (in the side menu on a phone), whose name carries the unread count. */
async function expectMessagesLinkNamed(page: Page, name: string): Promise<void> {
  if (isMenuLayout(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  }
}

test('a member reads their messages: the unread count drops when one is opened and comes back with Mark as unread', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const person = registrantFor(alic, 'messages', info);
  const email = newEmail(alic, info, 'messages');
  await registerByApi(request, alic, person, email, strongPassword);
  await signInWith(page, alic, email, strongPassword);
  const main = page.getByRole('main');
  const at = (where: string) => `alic /messages ${page.viewportSize()?.width}px ${where}`;

  await page.goto(`${alic.origin}/messages`);
  await expect(main.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(main.getByText('You have no messages')).toBeVisible();
  await expectNoAxeViolations(page, at('en, empty'));

  // Each change ends the session: the member signs in again with the new password.
  await changePasswordByApi(page, alic, strongPassword, otherStrongPassword);
  await signInAgainAfterPasswordChange(page, alic, email, otherStrongPassword);
  await changePasswordByApi(page, alic, otherStrongPassword, strongPassword);
  await signInAgainAfterPasswordChange(page, alic, email, strongPassword);
  await page.goto(`${alic.origin}/messages`);
  const list = main.getByRole('list', { name: 'Your messages, newest first' });
  const toggles = list.getByRole('button', { name: /Your password was changed/ });
  await expect(toggles).toHaveCount(2);
  await expect(main.getByRole('status').filter({ hasText: 'unread' })).toHaveText('2 unread messages');
  await expectMessagesLinkNamed(page, 'Messages, 2 unread');
  await expectNoAxeViolations(page, at('en, two unread'));

  // Opening the newest marks it read; it offers Mark as unread.
  const newest = toggles.first();
  await expect(newest).toHaveAccessibleName(/^Unread/);
  await newest.click();
  await expect(newest).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByText(/The password of your account was changed/).first()).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'unread' })).toHaveText('1 unread message');
  await expect(newest).not.toHaveAccessibleName(/^Unread/);
  await expectMessagesLinkNamed(page, 'Messages, 1 unread');
  await expectNoAxeViolations(page, at('en, one opened'));
  // Read on the server, not only on screen.
  await page.reload();
  await expect(main.getByRole('status').filter({ hasText: 'unread' })).toHaveText('1 unread message');
  await toggles.first().click();
  await list.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'unread' })).toHaveText('2 unread messages');
  await expect(toggles.first()).toHaveAccessibleName(/^Unread/);
  await expectMessagesLinkNamed(page, 'Messages, 2 unread');

  await switchToSpanish(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'sin leer' })).toHaveText('2 mensajes sin leer');
  await main.getByRole('button', { name: /Se cambió su contraseña/ }).first().click();
  await expect(main.getByRole('button', { name: 'Marcar como no leído' })).toBeVisible();
  await expectNoAxeViolations(page, at('es, one opened'));
});

test('a visitor opening /messages is asked to sign in', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(`${alic.origin}/messages`);
  await expect(main.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(main.getByText('Sign in to read your messages')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page, `alic /messages signed out en ${page.viewportSize()?.width}px`);
  await switchToSpanish(page);
  await expect(main.getByText('Inicie sesión para leer sus mensajes')).toBeVisible();
  await expectNoAxeViolations(page, `alic /messages signed out es ${page.viewportSize()?.width}px`);
  await main.getByRole('button', { name: 'Iniciar sesión' }).click();
  // The identity provider's sign-in page, in the language chosen.
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
});
