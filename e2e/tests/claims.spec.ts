// Claims list and detail on each brand (§2, §3, §8, §9): the list
// filters by type and date range with the filters in the URL, so back/forward
// and a link opened in another browser show the same rows; a filter nothing
// matches says §8's 'no claims found for selection'; 5 rows a page chosen in
// the list, paging forward and back.
// A claim opens from the list by mouse and by keyboard, its waterfall shows
// the API's billed / plan paid / you owe, and its EOB downloads by mouse and
// by keyboard as a PDF named with today's MM-DD-YYYY (§9). The rows on screen
// are compared with the API's answer for the same filters.
// With a patient chosen on a dental line, the list shows that patient's work
// by tooth: on alic, Lily's sealants on teeth 3 and 14, and
// the chart works by keyboard.
import type { Locator, Page } from '@playwright/test';
import { brands, demoPassword, type BrandUnderTest } from '../support/brands.ts';
import { claimsFromApi, claimTotalsFromApi, dollars, type ClaimsFilter } from '../support/claims.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { expectPdfDownload } from '../support/pdf-download.ts';
import { signIn } from '../support/session.ts';

const emptyText = 'No claims found for selection.';

function claimsTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table', { name: 'Claims, newest first' });
}

/** From the dashboard's Claims card to the selected policy's list; answers the member key in the URL. */
async function openClaimsFromDashboard(page: Page): Promise<string> {
  await page.getByRole('region', { name: 'Claims' }).getByRole('link', { name: 'View your claims' }).click();
  await expect(page).toHaveURL(/\/claims\?coverage=\d+-\d+-\d+-\d+$/);
  await expect(claimsTable(page).getByRole('link').first()).toBeVisible();
  return new URL(page.url()).searchParams.get('coverage')!;
}

/** The list shows exactly the API's claims for `filter` (the screen sorts dental and vision rows together), or §8's empty text. */
async function expectListMatchesApi(page: Page, brand: BrandUnderTest, coverage: string, filter: ClaimsFilter): Promise<void> {
  const expected = await claimsFromApi(page, brand, coverage, filter);
  const table = claimsTable(page);
  if (expected.claimNumbers.length === 0) {
    await expect(table.getByRole('cell', { name: emptyText })).toBeVisible();
    await expect(table.getByRole('link')).toHaveCount(0);
    return;
  }
  await expect.poll(async () => (await table.getByRole('link').allInnerTexts()).sort(), { message: `claims shown for ${JSON.stringify(filter)}` }).toEqual(
    [...expected.claimNumbers].sort(),
  );
}

function filters(page: Page) {
  const main = page.getByRole('main');
  return {
    type: main.getByRole('combobox', { name: 'Type' }),
    range: main.getByRole('combobox', { name: 'Date of service' }),
  };
}

function urlQuery(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** The waterfall's billed, plan paid and you owe (claim and estimate alike) equal the claim's calculation totals from the API. */
async function expectWaterfallMatchesApi(page: Page, brand: BrandUnderTest): Promise<void> {
  const url = new URL(page.url());
  const claimNumber = decodeURIComponent(url.pathname.split('/').pop()!);
  const coverage = url.searchParams.get('coverage')!;
  const totals = await claimTotalsFromApi(page, brand, coverage, claimNumber, url.searchParams.get('isEstimate') === 'true');
  const amount = (step: string) => page.getByRole('main').locator(`[data-step="${step}"] > dd`).first();
  await expect(amount('billed'), `billed on claim ${claimNumber}`).toHaveText(dollars(totals['TOT-CHG-AMT']));
  await expect(amount('planPaid'), `plan paid on claim ${claimNumber}`).toHaveText(dollars(totals['TOT-PAY-AMT']));
  await expect(amount('youOwe'), `you owe on claim ${claimNumber}`).toHaveText(dollars(totals['TOT-PAT-RESP-AMT']));
}

for (const brand of brands) {
  test.describe(`${brand.partner} claims`, () => {
    test('the list filters by type and date range; back/forward and a link opened elsewhere keep the filters; no match says so', async ({
      page,
      browser,
      viewport,
      isMobile,
      hasTouch,
    }) => {
      await signIn(page, brand, brand.member.email);
      const coverage = await openClaimsFromDashboard(page);
      await expectListMatchesApi(page, brand, coverage, {});
      await expectNoAxeViolations(page, `${brand.partner} /claims`);

      const { type, range } = filters(page);
      await type.selectOption({ label: 'Dental' });
      await expect.poll(() => urlQuery(page)).toEqual({ coverage, type: 'dental' });
      await expectListMatchesApi(page, brand, coverage, { type: 'dental' });
      await range.selectOption({ label: 'Previous year' });
      await expect.poll(() => urlQuery(page)).toEqual({ coverage, type: 'dental', range: 'previousYear' });
      await expectListMatchesApi(page, brand, coverage, { type: 'dental', range: 'previousYear' });
      const filteredUrl = page.url();

      await page.goBack();
      await expect.poll(() => urlQuery(page)).toEqual({ coverage, type: 'dental' });
      await expect(range).toHaveValue('allTime');
      await expect(type).toHaveValue('dental');
      await expectListMatchesApi(page, brand, coverage, { type: 'dental' });
      await page.goForward();
      await expect.poll(() => urlQuery(page)).toEqual({ coverage, type: 'dental', range: 'previousYear' });
      await expect(range).toHaveValue('previousYear');
      await expectListMatchesApi(page, brand, coverage, { type: 'dental', range: 'previousYear' });

      // §8: a selection nothing matches. No demo member had braces in the last 90 days (checked against the API first).
      expect((await claimsFromApi(page, brand, coverage, { type: 'ortho', range: 'last90Days' })).totalCount, 'ortho claims in the last 90 days').toBe(0);
      await type.selectOption({ label: 'Ortho' });
      await range.selectOption({ label: 'Last 90 days' });
      await expect.poll(() => urlQuery(page)).toEqual({ coverage, type: 'ortho', range: 'last90Days' });
      await expect(claimsTable(page).getByRole('cell', { name: emptyText })).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} /claims with no match`);

      // The filtered link opened in another browser: sign in there, and the same filtered list shows.
      const elsewhere = await browser.newContext({ viewport, isMobile, hasTouch });
      try {
        const other = await elsewhere.newPage();
        const otherErrors: string[] = [];
        other.on('console', (message) => {
          if (message.type() === 'error') otherErrors.push(message.text());
        });
        await other.goto(filteredUrl);
        await other.getByLabel('Email').fill(brand.member.email);
        await other.getByLabel('Password').fill(demoPassword);
        await other.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(other).toHaveURL(filteredUrl);
        await expect(filters(other).type).toHaveValue('dental');
        await expect(filters(other).range).toHaveValue('previousYear');
        await expectListMatchesApi(other, brand, coverage, { type: 'dental', range: 'previousYear' });
        expect(otherErrors, 'console errors in the other browser').toEqual([]);
      } finally {
        await elsewhere.close();
      }
    });

    test('with 5 rows a page chosen in the list, pages forward and back, and back/forward returns to the page', async ({ page }) => {
      await signIn(page, brand, brand.member.email);
      const coverage = await openClaimsFromDashboard(page);
      // Every brand's demo member has more than 5 claims (alic 14, rsl and standard 6): at 5 a page, at least two pages.
      const { totalPages, totalCount } = await claimsFromApi(page, brand, coverage, { size: 5 });
      expect(totalPages, `${brand.partner}: pages of the demo member's ${totalCount} claims at 5 a page`).toBeGreaterThan(1);

      const main = page.getByRole('main');
      const rowsPerPage = main.getByRole('combobox', { name: 'Rows per page' });
      await expect(rowsPerPage).toHaveValue('10');
      await rowsPerPage.selectOption({ label: '5' });
      await expect.poll(() => urlQuery(page)).toEqual({ coverage, size: '5' });
      const pages = main.getByRole('navigation', { name: 'Pages of claims' });
      await expect(pages).toContainText(`Page 1 of ${totalPages}`);
      await expect(pages).toContainText(`Claims 1 to 5 of ${totalCount}`);
      await expectListMatchesApi(page, brand, coverage, { size: 5 });

      await pages.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => urlQuery(page)).toEqual({ coverage, page: '2', size: '5' });
      await expect(pages).toContainText(`Page 2 of ${totalPages}`);
      await expectListMatchesApi(page, brand, coverage, { page: 2, size: 5 });
      if (totalPages === 2) {
        // The last page disables Next: the focus moves to Previous, not to the top of the page.
        await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
        await expect(pages.getByRole('button', { name: 'Previous page' })).toBeFocused();
      }

      await page.goBack();
      await expect.poll(() => urlQuery(page)).toEqual({ coverage, size: '5' });
      await expect(pages).toContainText(`Page 1 of ${totalPages}`);
      await expectListMatchesApi(page, brand, coverage, { size: 5 });
      await page.goForward();
      await expect(pages).toContainText(`Page 2 of ${totalPages}`);
      await expect(rowsPerPage).toHaveValue('5');
      await expectListMatchesApi(page, brand, coverage, { page: 2, size: 5 });
    });

    test("opens a claim by mouse and by keyboard, shows the API's totals in the waterfall, and downloads the EOB by mouse and keyboard", async ({
      page,
    }) => {
      await signIn(page, brand, brand.member.email);
      const coverage = await openClaimsFromDashboard(page);
      const firstPage = await claimsFromApi(page, brand, coverage);
      const withEob = firstPage.withEob[0];
      expect(withEob, 'a dental claim with an EOB on the first page').toBeDefined();

      await claimsTable(page).getByRole('link', { name: withEob, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/claims/${withEob}\\?coverage=${coverage}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Claim details' })).toBeVisible();
      await expectWaterfallMatchesApi(page, brand);
      await expectNoAxeViolations(page, `${brand.partner} claim ${withEob}`);

      const eob = page.getByRole('button', { name: 'Explanation of benefits (EOB) (PDF)' });
      const idle = () => expect(eob).not.toHaveAttribute('aria-busy', 'true');
      await expectPdfDownload(page, () => eob.click(), 'mouse');
      await idle();
      await expectPdfDownload(
        page,
        async () => {
          await eob.focus();
          await page.keyboard.press('Enter');
        },
        'Enter',
      );
      await idle();

      // Back to the list, then to another claim by keyboard alone (an estimate or ortho claim where the member has one).
      await page.getByRole('link', { name: 'Back to your claims' }).click();
      await expect(page).toHaveURL(new RegExp(`/claims\\?coverage=${coverage}$`));
      await expect(claimsTable(page).getByRole('link').first()).toBeVisible();
      // The claim number's cell names the kind of an estimate or ortho claim (§2 claim types).
      const markedKind = claimsTable(page).getByRole('cell').filter({ hasText: /(Estimate|Ortho)$/ }).getByRole('link');
      const other =
        (await markedKind.count()) > 0 ? markedKind.first() : claimsTable(page).getByRole('link').filter({ hasNotText: withEob }).first();
      const otherNumber = await other.innerText();
      await filters(page).range.focus();
      await tabTo(page, other);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/claims/${otherNumber}\\?`));
      await expect(page.getByRole('main').getByText(otherNumber, { exact: true })).toBeVisible();
      await expectWaterfallMatchesApi(page, brand);
    });

    if (brand.partner === 'alic') {
      test("shows the chosen patient's dental work by tooth below the list, by keyboard too (Lily's sealants on 3 and 14)", async ({ page }) => {
        await signIn(page, brand, brand.member.email);
        await openClaimsFromDashboard(page);
        const main = page.getByRole('main');
        const patient = main.getByRole('combobox', { name: 'Patient' });
        const lily = (await patient.locator('option', { hasText: /^Lily / }).textContent())!;
        await patient.selectOption({ label: lily });
        const chart = main.getByRole('group', { name: `Dental work by tooth for ${lily}` });
        await expect(chart).toBeVisible();
        await expect.poll(async () => (await chart.locator('[data-site]').evaluateAll((sites) => sites.map((site) => site.getAttribute('data-site')))).sort()).toEqual(['14', '3']);
        await expectNoAxeViolations(page, `${brand.partner} /claims with a patient's tooth chart`);

        await tabTo(page, chart.locator('[data-site="3"]'));
        await page.keyboard.press('ArrowRight');
        await expect(chart.locator('[data-site="14"]')).toBeFocused();
        await page.keyboard.press('Enter');
        const details = page.locator(`[id="${await chart.locator('[data-site="14"]').getAttribute('aria-controls')}"]`);
        await expect(details.getByRole('listitem')).toHaveCount(1);
        await expect(details.getByRole('listitem')).toContainText('Sealant to protect one tooth from cavities');
      });
    }
  });
}
