// Customer service on the alic site, as alic.csr. The CSR's first
// sign-in sets up an authenticator app and lands on /csr; /csr and the CSR
// header are axe-clean in en/es at 1280 and 375 px; the search answers §5's
// subsidiary message for another brand's subsidiary and says when nothing
// matches. The CSR finds the demo member by SPDC, works on the account (a
// token exchanged for the member, kept in memory: the walk never reloads a
// page), sees their dashboard, benefits and claims under 'CSR/Admin Access',
// reads their messages without marking them, goes back to the search (the
// searchType cookie cleared) and signs out; the member then finds the visit
// in their Account activity.
// alic.csr is shared by the run, so every test signing it in is here, in
// order, on the desktop project (375 px by resizing).
import type { Page } from '@playwright/test';
import { brands, staffEmails } from '../support/brands.ts';
import { demoMemberSpdc, searchSpdc, searchTypeCookie, signInStaff, StaffAuthenticator } from '../support/csr.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { isMenuLayout, signIn, switchToSpanish, type Language } from '../support/session.ts';

const alic = brands[0]!;
const csr = new StaffAuthenticator(staffEmails.alicCsr);

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'alic.csr signs in once per test of this file: 375 px is checked by resizing on the desktop project');

const csrPageTexts = {
  en: { heading: 'SPDC Search', access: `CSR/Admin Access: ${staffEmails.alicCsr}`, menu: 'Menu' },
  es: { heading: 'Búsqueda por SPDC', access: `Acceso CSR/Administrador: ${staffEmails.alicCsr}`, menu: 'Menú' },
};

/** /csr with the CSR header in `language`, axe-clean as it stands and, at 375 px, with the side menu (where the CSR links live) open. */
async function expectCsrPageClean(page: Page, language: Language): Promise<void> {
  const texts = csrPageTexts[language];
  const where = `alic /csr ${language} ${page.viewportSize()?.width}px`;
  await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
  await expect(page.getByTestId('csr-header')).toContainText(texts.access);
  await expectNoAxeViolations(page, where);
  if (isMenuLayout(page)) {
    await page.getByRole('button', { name: texts.menu, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `${where}, side menu open`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

test('a CSR sets up the authenticator app, lands on /csr; the search and the CSR header are axe-clean in en and es at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page, alic, csr);
  await expect(page.getByRole('heading', { level: 1, name: 'SPDC Search' })).toBeVisible();
  await expect(page.getByText(`CSR/Admin Access: ${staffEmails.alicCsr}`)).toBeVisible();
  // §2: no Dashboard link on /csr, no Profile link for a CSR.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expectCsrPageClean(page, 'en');

  // §5: another brand's subsidiary (rsl's 136) gets alic's message; a policy no one holds finds nothing.
  await searchSpdc(page, { ...demoMemberSpdc, subsidiary: '136' });
  await expect(page.getByText('Please enter a valid subsidiary number for ALIC.')).toBeVisible();
  await searchSpdc(page, { ...demoMemberSpdc, policy: '999999' });
  await expect(page.getByText('No member matches this search. Check the numbers and try again.')).toBeVisible();
  await expectNoAxeViolations(page, 'alic /csr en 1280px, no match');

  await page.setViewportSize({ width: 375, height: 812 });
  await expectCsrPageClean(page, 'en');
  await switchToSpanish(page);
  await expectCsrPageClean(page, 'es');
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectCsrPageClean(page, 'es');
});

test('a CSR finds the demo member by SPDC, works on the account (dashboard, benefits, claims), goes back to the search and signs out', async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page, alic, csr);
  await searchSpdc(page, demoMemberSpdc);
  const row = page.getByRole('row').filter({ hasText: /McAllister/i }).first();
  await expect(row).toContainText('10-120000-1-9000001');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: /^Work on this account/ }).click();

  // The member's dashboard, under the CSR header: no Profile link, a way back to the search.
  await expect(page).toHaveURL(`${alic.origin}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Maria/i);
  await expect(page.getByRole('group', { name: 'Your policies' }).getByRole('radio').first()).toBeChecked();
  await expect(page.getByText(`CSR/Admin Access: ${staffEmails.alicCsr}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  expect(await searchTypeCookie(page), 'the searchType cookie while working on a member').toBe('spdc');
  await expectNoAxeViolations(page, 'alic /dashboard worked on by a CSR, en 1280px');
  // At 375 px the CSR links are in the side menu.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Back to SPDC Search' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'alic /dashboard worked on by a CSR, en 375px, side menu open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Benefits and claims by the site's own links: a reload would drop the member token (memory only).
  await page.getByRole('navigation').getByRole('link', { name: 'Dental' }).click();
  await expect(page).toHaveURL(/\/benefits/);
  await expect(page.getByRole('main').getByRole('tabpanel').getByRole('table').first()).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'LASIK' }).click();
  await expect(page.getByRole('main').getByText(alic.member.lasikPlanSponsor!, { exact: true })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('region', { name: 'Claims' }).getByRole('link', { name: 'View your claims' }).click();
  await expect(page).toHaveURL(/\/claims\?coverage=10-120000-1-9000001/);
  await expect(page.getByRole('main').getByRole('table', { name: 'Claims, newest first' }).getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page, 'alic /claims worked on by a CSR, en 1280px');
  // The member's messages, to read only: customer service cannot mark them.
  await page.getByRole('banner').getByRole('link', { name: /^Messages/ }).click();
  await expect(page.getByRole('main').getByRole('list', { name: 'Your messages, newest first' })).toBeVisible();
  await expect(page.getByText("You see the member's messages as they do; only the member can mark them read or unread.")).toBeVisible();

  await page.getByRole('link', { name: 'Back to SPDC Search' }).click();
  await expect(page).toHaveURL(`${alic.origin}/csr`);
  await expect(page.getByRole('heading', { level: 1, name: 'SPDC Search' })).toBeVisible();
  expect(await searchTypeCookie(page), 'Back to SPDC Search clears the searchType cookie').toBeUndefined();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${alic.origin}/landing`);
});

test("the member sees customer service's visit in Account activity on /profile", async ({ browser }) => {
  // A context of the member's own (the fixture's page belonged to the CSR's tests).
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, alic, alic.member.email);
  await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Account activity' })).toBeVisible();
  const visit = page
    .getByRole('list', { name: 'Account activity, newest first' })
    .getByRole('listitem')
    // Named by the CSR account's display name (the seed's), never the member's.
    .filter({ hasText: /^Customer service \(ALIC Customer Service\) viewed your / })
    .first();
  await expect(visit).toContainText('benefits');
  await expect(visit).toContainText('claims');
  await context.close();
});
