// Axe (WCAG 2.1 A/AA) finds nothing on every
// registration screen — the choice, a dependent's thank-you, find you and
// 'We need to find you', each way to confirm it's you, the email and phone
// steps before and after a code is sent, the password (with the server's
// refusal showing), paperless and completion —, on /login/existing-account,
// on the identity provider's sign-in and forgot-password pages, and on
// /profile with its Sign-in and security section, on each brand, in English
// and Spanish, at 375 px and 1280 px (the two projects). Then one brand's
// registration by keyboard only (Tab, Space, Enter and typing).
import type { Page } from '@playwright/test';
import { brands } from '../support/brands.ts';
import { expectNoAxeViolations } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { waitForCode } from '../support/outbox.ts';
import {
  blocklistedPassword, claimRegistrantFor, expect, newEmail, registrantFor, strongPassword, test, typedDateOfBirth, type Registrant,
} from '../support/registration.ts';
import { accountText, registrationText, sharedText } from '../support/registration-texts.ts';
import type { Language } from '../support/session.ts';

async function fillFindYou(page: Page, person: Pick<Registrant, 'firstName' | 'lastName' | 'zipCode'> & { typedDateOfBirth: string }) {
  await page.locator('input[name="firstName"]').fill(person.firstName);
  await page.locator('input[name="lastName"]').fill(person.lastName);
  await page.locator('input[name="dateOfBirth"]').fill('');
  await page.locator('input[name="dateOfBirth"]').pressSequentially(person.typedDateOfBirth.replace(/\//g, ''));
  await page.locator('input[name="zipCode"]').fill(person.zipCode);
}

for (const brand of brands) {
  for (const language of ['en', 'es'] as Language[]) {
    test.describe(() => {
      // (One pattern: test.use reads a second array item as the fixture's options.)
      // The browser logs the 404 of 'We need to find you' and the 406 of the refused password, both provoked here.
      test.use({ allowedConsoleErrors: [/status of 40[46] /] });
      test(`${brand.partner} ${language}: no axe violations on the registration, recovery and security screens`, async ({ page }, info) => {
        // A whole registration with axe on about 25 screens, several of these at once on two cores.
        test.setTimeout(360_000);
        const t = (key: string) => registrationText(language, key);
        const at = (where: string) => `${brand.partner} ${language} ${page.viewportSize()?.width}px ${where}`;
        const heading = (name: string) => page.getByRole('heading', { level: 1, name });
        const main = page.getByRole('main');
        const check = async (where: string) => {
          await expect(page.locator('html'), `the language on ${at(where)}`).toHaveAttribute('lang', language);
          await expectNoAxeViolations(page, at(where));
          test.info().annotations.push({ type: 'axe', description: at(where) });
        };
        if (language === 'es') await page.addInitScript(() => localStorage.setItem('language', 'es'));
        const person = registrantFor(brand, language === 'en' ? 'axeEn' : 'axeEs', info);
        const email = newEmail(brand, info, `axe${language}`);

        await page.goto(`${brand.origin}/registration/register`);
        await expect(heading(t('register.heading'))).toBeVisible();
        await check('/registration/register');
        await page.goto(`${brand.origin}/registration/register?as=dependent`);
        await expect(main.getByText(t('findYou.dependentIntro'))).toBeVisible();
        await check('find you as a dependent');
        await page.goto(`${brand.origin}/registration/register?as=dependent&notify=1`);
        await expect(heading(t('dependent.heading'))).toBeVisible();
        await check('dependent thank-you');
        await page.goto(`${brand.origin}/login/existing-account`);
        await expect(heading(accountText(language, 'existingAccount.title'))).toBeVisible();
        await check('/login/existing-account');

        await page.goto(`${brand.origin}/registration/register?as=member`);
        await expect(heading(t('findYou.heading'))).toBeVisible();
        await check('find you');
        await main.getByRole('button', { name: t('findYou.submit') }).click();
        await expect(page.locator('input[name="firstName"]')).toHaveAttribute('aria-invalid', 'true');
        await check('find you, nothing typed');
        // Someone no plan has; a name of its own, since the throttle slows down repeated look-ups of one person.
        const unknown = newEmail(brand, info, 'nobody').split('@')[0]!.replace(/[^a-z]/g, '');
        await fillFindYou(page, { firstName: 'Nobody', lastName: unknown, zipCode: '12345', typedDateOfBirth: '01/01/1990' });
        await main.getByRole('button', { name: t('findYou.submit') }).click();
        await expect(heading(t('weNeedToFindYou.heading'))).toBeVisible();
        await check('/registration/we-need-to-find-you');

        await page.goto(`${brand.origin}/registration/register?as=member`);
        await fillFindYou(page, { ...person, typedDateOfBirth: typedDateOfBirth(person) });
        await main.getByRole('button', { name: t('findYou.submit') }).click();
        await expect(heading(t('connect.heading'))).toBeVisible();
        await check('connect: claim number');
        await page.locator('input[name="method"][value="email"]').check();
        await expect(main.getByRole('button', { name: t('connect.emailCode.send') })).toBeVisible();
        await check('connect: emailed code');
        await page.locator('input[name="method"][value="memberId"]').check();
        await page.locator('input[name="kind"][value="memberId"]').check();
        await check('connect: member ID');
        await page.locator('input[name="memberId"]').fill(person.memberId);
        await main.getByRole('button', { name: t('connect.memberId.submit') }).click();

        await expect(heading(t('email.heading'))).toBeVisible();
        await check('email');
        await page.locator('input[name="email"]').fill(email);
        await page.locator('input[name="confirmEmail"]').fill(email);
        const emailSent = new Date();
        await main.getByRole('button', { name: t('email.submit') }).click();
        await expect(page.locator('input[name="code"]')).toBeVisible();
        await check('email: code sent');
        await page.locator('input[name="code"]').fill(await waitForCode(page.request, brand.origin, email, emailSent));
        await main.getByRole('button', { name: t('email.submitCode') }).click();

        await expect(heading(t('phone.heading'))).toBeVisible();
        await check('phone');
        const phone = `206555${person.memberId.slice(-4)}`;
        await page.locator('input[name="phone"]').fill(phone);
        await page.locator('input[name="confirmPhone"]').fill(phone);
        await page.locator('input[name="channel"][value="voice"]').check();
        await main.getByRole('button', { name: t('phone.submit') }).click();
        await expect(page.locator('input[name="code"]')).toBeVisible();
        await check('phone: code sent');
        await main.getByRole('button', { name: t('phone.skip') }).click();

        await expect(heading(t('password.heading'))).toBeVisible();
        await check('password');
        await page.locator('input[name="password"]').fill(blocklistedPassword);
        await page.locator('input[name="confirmPassword"]').fill(blocklistedPassword);
        await main.getByRole('button', { name: t('password.submit') }).click();
        await expect(main.getByText(t('password.serverRules'))).toBeVisible();
        await check('password: refused by the server');
        await page.locator('input[name="password"]').fill(strongPassword);
        await page.locator('input[name="confirmPassword"]').fill(strongPassword);
        await main.getByRole('button', { name: t('password.submit') }).click();

        await expect(heading(t('complete.paperlessHeading'))).toBeVisible();
        await check('paperless consent');
        await page.locator('input[name="paperless"][value="no"]').check();
        await main.getByRole('button', { name: t('complete.continue') }).click();
        await expect(main.getByText(sharedText(language, 'notifications.accountCreated'))).toBeVisible();
        await check('registration complete');

        // The identity provider's pages: sign in, forgot password and its code page.
        await main.getByRole('button', { name: t('complete.signIn') }).click();
        await expect(page.locator('input[name="password"]')).toBeVisible();
        await check('sign-in page');
        await page.locator('a[href*="forgot-password"]').click();
        await expect(page.locator('input[name="email"]')).toBeVisible();
        await check('forgot password');
        await page.locator('input[name="email"]').fill(email);
        await page.locator('button[type="submit"]').click();
        await expect(page.locator('input[name="newPassword"]')).toBeVisible();
        await check('forgot password: code sent');

        // /profile with the Sign-in and security section, signed in with the new account.
        await page.goto(`${brand.origin}/login`);
        await page.locator('input[name="email"]').fill(email);
        await page.locator('input[name="password"]').fill(strongPassword);
        await page.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(`${brand.origin}/dashboard`);
        await page.goto(`${brand.origin}/profile`);
        const security = main.getByRole('region', { name: accountText(language, 'security.title') });
        await expect(security.getByText(accountText(language, 'security.changeEmail.current').replace('{{email}}', email))).toBeVisible();
        await expect(main.getByText(person.memberId, { exact: true })).toBeVisible();
        await check('/profile');
      });
    });
  }
}

test('rsl: registration by keyboard only (Tab, Space, Enter and typing), then sign in', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'a keyboard walk on the desktop layout');
  test.setTimeout(120_000);
  const brand = brands[1]!;
  // rsl's README people with a claim number: no other test takes them on the desktop.
  const person = claimRegistrantFor(brand, info);
  const email = newEmail(brand, info, 'keyboard');
  const main = page.getByRole('main');
  const typeInto = async (name: string, text: string) => {
    await tabTo(page, page.locator(`input[name="${name}"]`));
    await page.keyboard.type(text);
  };

  await page.goto(`${brand.origin}/registration/register`);
  await tabTo(page, page.getByRole('radio', { name: /I'm a member/ }));
  await page.keyboard.press('Space');
  await tabTo(page, main.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: "Let's find you" })).toBeVisible();
  await typeInto('firstName', person.firstName);
  await typeInto('lastName', person.lastName);
  await typeInto('dateOfBirth', typedDateOfBirth(person).replace(/\//g, ''));
  await typeInto('zipCode', person.zipCode);
  await page.keyboard.press('Enter');

  // Claim number and source code is the way offered first.
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your account' })).toBeVisible();
  await typeInto('claimNumber', person.claim!.claimNumber);
  await typeInto('sourceCode', person.claim!.sourceCode);
  await tabTo(page, main.getByRole('button', { name: 'Verify claim' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your sign-in email' })).toBeVisible();
  await typeInto('email', email);
  await typeInto('confirmEmail', email);
  const since = new Date();
  await tabTo(page, main.getByRole('button', { name: 'Send code' }));
  await page.keyboard.press('Enter');
  const code = await waitForCode(page.request, brand.origin, email, since);
  await typeInto('code', code);
  await tabTo(page, main.getByRole('button', { name: 'Verify email' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Add a phone number' })).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Skip' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
  await typeInto('password', strongPassword);
  await typeInto('confirmPassword', strongPassword);
  await tabTo(page, main.getByRole('button', { name: 'Create my account' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Go paperless' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: 'Yes, send them by email' }));
  await page.keyboard.press('Space');
  await tabTo(page, main.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your account was successfully created. Please sign in to continue.')).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.locator('input[name="password"]')).toBeVisible();
  await typeInto('email', email);
  await typeInto('password', strongPassword);
  await page.keyboard.press('Enter');
  // Paperless chosen at the end of registration: the first sign-in opens the paperless settings.
  await expect(page).toHaveURL(`${brand.origin}/paperless`);
});
