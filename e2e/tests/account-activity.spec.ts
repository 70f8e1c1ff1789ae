// Account activity on /profile, for a member of the test's
// own (registered by the API): a wrong password, the sign-in with the right
// one and a password change are listed newest first in the member's words;
// axe finds nothing in en and es at 1280 px (desktop project) and 375 px
// (mobile-375). Customer service's visits are csr.spec.ts's (the CSR walk).
import { brands } from '../support/brands.ts';
import { changePasswordByApi, signInAgainAfterPasswordChange } from '../support/csr.ts';
import { expectNoAxeViolations } from '../support/fixtures.ts';
import {
  expect, fillSignInPage, newEmail, otherStrongPassword, registerByApi, registrantFor, strongPassword, test,
} from '../support/registration.ts';
import { switchToSpanish } from '../support/session.ts';

const standard = brands[2]!;

// The identity provider answers the wrong password with an error status, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 40\d/] });

test('a member sees their failed sign-in, sign-in and password change in Account activity', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const person = registrantFor(standard, 'accountActivity', info);
  const email = newEmail(standard, info, 'activity');
  await registerByApi(request, standard, person, email, strongPassword);

  await page.goto(`${standard.origin}/landing`);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await fillSignInPage(page, email, otherStrongPassword);
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await fillSignInPage(page, email, strongPassword);
  await expect(page).toHaveURL(`${standard.origin}/dashboard`);
  await changePasswordByApi(page, standard, strongPassword, otherStrongPassword);
  await signInAgainAfterPasswordChange(page, standard, email, otherStrongPassword);

  await page.goto(`${standard.origin}/profile`);
  const activity = page.getByRole('list', { name: 'Account activity, newest first' });
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  // Newest first: the sign-in after the change (which ended the session), the change, the sign-in, the failed try
  // (the registration's own events may follow).
  const described = (await activity.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  expect(described.slice(0, 4)).toEqual([
    'Signed in with a password', 'Password changed', 'Signed in with a password', 'A sign-in failed (wrong password or code)',
  ]);
  await expectNoAxeViolations(page, `standard /profile account activity en ${page.viewportSize()?.width}px`);

  // The language is switched on the dashboard: at 375 px /profile is wider than the screen and the side menu's close button cannot be reached there (reported).
  await page.goto(`${standard.origin}/dashboard`);
  await switchToSpanish(page);
  await page.goto(`${standard.origin}/profile`);
  await expect(page.getByRole('list', { name: /^Actividad de la cuenta/ }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, `standard /profile account activity es ${page.viewportSize()?.width}px`);
});
