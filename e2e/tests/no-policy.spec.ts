// §2 /no-policy-found: a signed-in person whose account has
// no plan lands there instead of the dashboard; axe finds nothing on it (the
// question and the "No" explanation) on each brand, in English and Spanish,
// at 375 px and 1280 px (the two projects), and its answers are reached by
// keyboard; /profile says no plan is connected. Then, on alic at 1280 px, the connect walk: Yes → find you →
// verify by member ID → the connecting screen reports success → the
// dashboard shows the connected person's policies.
import type { TestInfo } from '@playwright/test';
import { brands, demoPassword, type BrandUnderTest } from '../support/brands.ts';
import { expectNoAxeViolations } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { seededPeople } from '../support/registration-people.ts';
import { expect, expectDashboardOf, signInWith, test, typedDateOfBirth, verifyByMemberId, type Registrant } from '../support/registration.ts';
import { readFileSync } from 'node:fs';
import { accountText, registrationText } from '../support/registration-texts.ts';
import { switchToSpanish, type Language } from '../support/session.ts';

// The profile's words (the benefits package's 'profile' texts) for the account without a plan.
const profileTexts = (language: Language) =>
  (JSON.parse(readFileSync(new URL(`../../packages/benefits/src/i18n/${language}.json`, import.meta.url), 'utf8')) as { profile: Record<string, string> }).profile;

for (const brand of brands) {
  for (const language of ['en', 'es'] as Language[]) {
    test(`${brand.partner} ${language}: an account without a plan lands on /no-policy-found; no axe violations; "No" explains, by keyboard; /profile says no plan`, async ({ page }) => {
      const t = (key: string) => accountText(language, key);
      const at = (where: string) => `${brand.partner} ${language} ${page.viewportSize()?.width}px ${where}`;
      const main = page.getByRole('main');

      await signInWith(page, brand, `${brand.partner}.nopolicy@example.com`, demoPassword, '/no-policy-found');
      if (language === 'es') await switchToSpanish(page);
      await expect(page.getByRole('heading', { level: 1, name: t('noPolicy.title') })).toBeVisible();
      await expect(main.getByText(t('noPolicy.question'))).toBeVisible();
      await expectNoAxeViolations(page, at('/no-policy-found'));

      // Both answers are reached with Tab; Enter on "No" explains what the site is for and offers sign-out.
      const yes = main.getByRole('button', { name: t('noPolicy.yes'), exact: true });
      const no = main.getByRole('button', { name: t('noPolicy.no'), exact: true });
      await tabTo(page, yes);
      await tabTo(page, no);
      await page.keyboard.press('Enter');
      await expect(main.getByText(t('noPolicy.noPlan.title'))).toBeVisible();
      await expect(main.getByText(t('noPolicy.noPlan.body'))).toBeVisible();
      await expect(main.getByRole('button', { name: t('noPolicy.signOut') })).toBeVisible();
      await expectNoAxeViolations(page, at('/no-policy-found, "No" answered'));
      await tabTo(page, main.getByRole('button', { name: t('noPolicy.signOut') }));

      // /profile has no member details to show: it says so (no failed load) and keeps sign-in and security.
      const profile = profileTexts(language);
      await page.goto(`${brand.origin}/profile`);
      await expect(page.getByRole('heading', { level: 1, name: profile.title })).toBeVisible();
      await expect(main.getByText(profile.noPlan!)).toBeVisible();
      await expect(main.getByRole('link', { name: profile.connectPlan })).toHaveAttribute('href', '/no-policy-found');
      await expect(main.getByText(profile.loadFailed!)).toHaveCount(0);
      await expectNoAxeViolations(page, at('/profile without a plan'));
    });
  }
}

/**
 * A seeded alic person without an account for the connect walk: taken from the
 * end of the pool (registrantFor hands out slices from its start), one per
 * project and retry.
 */
function connectingPersonFor(brand: BrandUnderTest, info: TestInfo): Registrant {
  const pool = seededPeople.filter((row) => row[0] === brand.partner).reverse();
  const index = (info.project.name === 'desktop' ? 0 : 2) + Math.min(info.retry, 1);
  const [, memberId, firstName, lastName, dateOfBirth, zipCode, emailOnFile] = pool[index]!;
  return { memberId, firstName, lastName, dateOfBirth, zipCode, emailOnFile };
}

const alic = brands.find((brand) => brand.partner === 'alic')!;

test('alic: an account without a plan connects one (find you, member ID) and sees its policies on the dashboard', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the connect walk runs once, at 1280 px');
  const t = (key: string) => accountText('en', key);
  const r = (key: string) => registrationText('en', key);
  const main = page.getByRole('main');
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  // Each attempt has an account of its own: a retry may find the first one already connected.
  const email = info.retry === 0 ? 'alic.connect@example.com' : 'alic.connect2@example.com';
  const person = connectingPersonFor(alic, info);

  await signInWith(page, alic, email, demoPassword, '/no-policy-found');
  await main.getByRole('button', { name: t('noPolicy.yes'), exact: true }).click();

  // The connect flow starts at find you (a signed-in person is a member: no "I'm a member" choice).
  await expect(heading(r('findYou.heading'))).toBeVisible();
  await main.getByRole('textbox', { name: r('findYou.firstName') }).fill(person.firstName);
  await main.getByRole('textbox', { name: r('findYou.lastName') }).fill(person.lastName);
  await main.getByRole('textbox', { name: r('findYou.dateOfBirth') }).pressSequentially(typedDateOfBirth(person).replace(/\//g, ''));
  await main.getByRole('textbox', { name: r('findYou.zipCode') }).fill(person.zipCode);
  await main.getByRole('button', { name: r('findYou.submit') }).click();
  await expect(heading(r('connect.heading'))).toBeVisible();
  await verifyByMemberId(page, person);

  // Back on /no-policy-found, the connecting screen connects the verified member and says so.
  await expect(page).toHaveURL(`${alic.origin}/no-policy-found?connect=1`);
  await expect(heading(t('connecting.title'))).toBeVisible();
  await expect(main.getByText(t('connecting.success.title'))).toBeVisible();
  await main.getByRole('button', { name: t('connecting.toDashboard') }).click();
  await expect(page).toHaveURL(`${alic.origin}/dashboard`);
  await expectDashboardOf(page, person);
});
