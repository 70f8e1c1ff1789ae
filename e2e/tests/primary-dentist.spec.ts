// DHMO primary dentist on each brand (§1 'group dental (and DHMO)'): the
// brand's DHMO member (README demo accounts) sees their assigned dentist on
// the dashboard and the dental tab; Choose another opens find care limited to
// general dentists of the DHMO network accepting new patients; Choose this
// dentist says the change takes effect on the first of next month, a toast
// confirms and the dental tab shows the pending change; Cancel this change
// asks first, then the change is gone. The change and cancel run once per
// brand (desktop: they change server data); at 375 px the same screens are
// read and checked with axe. Then the dental cost estimator priced at an
// office of the member's network chosen in find care.
import type { Page } from '@playwright/test';
import { brands, type BrandUnderTest } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

/** The DHMO demo member of each brand and their assigned dentist (db/seed/primary-dentists-demo.ts). */
const dhmoMembers: Record<BrandUnderTest['partner'], { email: string; dentist: string }> = {
  alic: { email: 'alic.dhmo@example.com', dentist: 'Chen Family Dental' },
  rsl: { email: 'rsl.dhmo@example.com', dentist: 'Evans Dental Care' },
  standard: { email: 'standard.dhmo@example.com', dentist: 'Dr. Sam Kim, DDS' },
};

/** MM/DD/YYYY of the first day of next month (UTC), the day a change asked for now takes effect. */
function firstOfNextMonth(): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${String(first.getUTCMonth() + 1).padStart(2, '0')}/01/${first.getUTCFullYear()}`;
}

const dentistCard = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Your primary dentist' });

async function openDentalTab(page: Page, brand: BrandUnderTest) {
  await page.goto(`${brand.origin}/benefits?tab=dental`);
  await expect(dentistCard(page)).toBeVisible();
}

for (const brand of brands) {
  const member = dhmoMembers[brand.partner];

  test.describe(`${brand.partner} DHMO primary dentist`, () => {
    test('the assigned dentist on the dashboard and the dental tab, and the DHMO directory to choose another', async ({ page }) => {
      await signIn(page, brand, member.email);
      const onDashboard = dentistCard(page);
      await expect(onDashboard.getByText(member.dentist)).toBeVisible();
      await expect(onDashboard.getByRole('link', { name: /^Call / })).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} /dashboard DHMO member`);

      await onDashboard.getByRole('link', { name: 'Change or manage your primary dentist' }).click();
      await expect(page).toHaveURL(`${brand.origin}/benefits?tab=dental`);
      const card = dentistCard(page);
      await expect(card.getByText(member.dentist)).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} /benefits?tab=dental DHMO member`);

      await card.getByRole('link', { name: 'Choose another' }).click();
      await expect(page).toHaveURL(new RegExp(`/find-care\\?choose=primaryDentist&zip=[0-9]{5}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your primary dentist' })).toBeVisible();
      const offices = page.getByRole('main').getByRole('listitem');
      await expect(offices.first()).toBeVisible();
      // Every office offered is of the DHMO network and accepts new patients.
      for (const office of await offices.all()) {
        await expect(office).toContainText('DHMO Select Network');
        await expect(office).toContainText('Accepting new patients');
      }
      await expectNoAxeViolations(page, `${brand.partner} /find-care choosing a primary dentist`);
    });

    test('choose another dentist, confirm the day it takes effect, then cancel the change', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'changes server data: run once per brand');
      const effective = firstOfNextMonth();
      await signIn(page, brand, member.email);
      await openDentalTab(page, brand);
      await dentistCard(page).getByRole('link', { name: 'Choose another' }).click();

      const choose = page.getByRole('main').getByRole('button', { name: /^Choose this dentist: .+$/ }).first();
      await expect(choose).toBeVisible();
      const chosen = (await choose.getAttribute('aria-label'))!.replace(/^Choose this dentist: /, '');
      await choose.click();
      const dialog = page.getByRole('dialog', { name: `Make ${chosen} your primary dentist?` });
      await expect(dialog).toContainText(`The change takes effect on ${effective}.`);
      await expectNoAxeViolations(page, `${brand.partner} confirm a new primary dentist`);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/${brand.partner}/members/primaryDentist/change`),
        dialog.getByRole('button', { name: 'Confirm the change' }).click(),
      ]);
      expect(answer.status()).toBe(200);
      await expect(page.getByText(`${chosen} will be your primary dentist from ${effective}.`)).toBeVisible();
      await expect(page).toHaveURL(`${brand.origin}/benefits?tab=dental`);
      const card = dentistCard(page);
      await expect(card.getByText(`Changing on ${effective} to:`)).toBeVisible();
      await expect(card.getByText(chosen)).toBeVisible();
      await expect(card.getByText(member.dentist)).toBeVisible();
      // One change at a time: no Choose another while it waits.
      await expect(card.getByRole('link', { name: 'Choose another' })).toHaveCount(0);

      // The message centre tells the member.
      await page.goto(`${brand.origin}/messages`);
      await expect(page.getByRole('main').getByText('You asked to change your primary dentist').first()).toBeVisible();

      await openDentalTab(page, brand);
      await dentistCard(page).getByRole('button', { name: 'Cancel this change' }).click();
      const confirmCancel = page.getByRole('dialog', { name: 'Cancel the change of primary dentist?' });
      await expect(confirmCancel).toContainText(`${chosen} will not become your primary dentist on ${effective}.`);
      await confirmCancel.getByRole('button', { name: 'Cancel the change' }).click();
      await expect(page.getByText('The change of primary dentist was cancelled.')).toBeVisible();
      await expect(dentistCard(page).getByText(`Changing on`)).toHaveCount(0);
      await expect(dentistCard(page).getByRole('link', { name: 'Choose another' })).toBeVisible();
      await expect(dentistCard(page).getByText(member.dentist)).toBeVisible();
    });
  });
}

test('alic: the dental cost estimator priced at an office of the member’s network chosen in find care', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the estimator at 375 px is dce.spec.ts’s');
  const brand = brands.find((b) => b.partner === 'alic')!;
  await signIn(page, brand, dhmoMembers.alic.email);
  await page.goto(`${brand.origin}/dce/home`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Start an estimate' }).click();
  await main.getByRole('link', { name: 'See the prices at an office in your network' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose an office for your estimate' })).toBeVisible();
  const pick = main.getByRole('button', { name: /^See prices here: / }).first();
  await expect(pick).toBeVisible();
  const office = (await pick.getAttribute('aria-label'))!.replace(/^See prices here: /, '');
  await expectNoAxeViolations(page, 'alic /find-care choosing an office for an estimate');
  await pick.click();
  await expect(page).toHaveURL(new RegExp(`/dce/home\\?office=[0-9]{10}$`));
  const form = page.getByRole('form', { name: 'Your estimate' });
  await expect(form.getByText(`Prices at ${office}:`)).toBeVisible();
  await form.getByRole('combobox', { name: 'Patient' }).selectOption({ index: 1 });
  await form.getByRole('searchbox', { name: 'Find a procedure' }).fill('D2391');
  await form.getByRole('button', { name: /^Add / }).click();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/alic/dce/estimate'),
    form.getByRole('button', { name: 'Estimate my cost' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  const estimate = (await answer.json()) as { office?: { name: string; feePercent: number } };
  expect(estimate.office?.name).toBe(office);
  await expect(page).toHaveURL(`${brand.origin}/dce/completed`);
  await expect(main.getByText(new RegExp(`^Prices at ${office.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `))).toBeVisible();
  await expectNoAxeViolations(page, 'alic /dce/completed at an office');
});
