// Find care (/find-care) on each brand. Signed out (the public directory):
// a search by ZIP code in a dense place (10001, New York), nearest first with
// the distance in miles to one decimal; a filter (provider type) kept in the
// URL; paging forward in the URL; a provider's page with its hours,
// languages and plans; a malformed ZIP refused in place; axe on each page.
// Signed in: the member's own networks come first, marked "In your network".
// The screens' rows are compared with the API's answer for the same query.
import type { Page } from '@playwright/test';
import { brands, type BrandUnderTest } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';
import { fromTestRunner } from '../support/test-runner-request.ts';

interface ApiProvider {
  providerId: string;
  name: string;
  distanceMiles: number;
  inMemberNetwork: boolean;
}

/** The directory's answer for a query, signed out (the public directory). */
async function providersFromApi(page: Page, brand: BrandUnderTest, query: string): Promise<{ providers: ApiProvider[]; paging: { totalPages: number } }> {
  const { url, headers } = fromTestRunner(brand, `/api/${brand.partner}/providers?${query}`);
  const response = await page.request.get(url, { headers });
  expect(response.status(), `GET providers?${query}`).toBe(200);
  return response.json();
}

function results(page: Page) {
  return page.getByRole('main').getByRole('listitem');
}

for (const brand of brands) {
  test.describe(`${brand.partner} find care`, () => {
    test('signed out: search by ZIP, a filter, paging and a provider page, all in the URL', async ({ page }) => {
      await page.goto(`${brand.origin}/find-care`);
      await expect(page.getByRole('heading', { level: 1, name: 'Find a provider' })).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} /find-care`);

      // A malformed ZIP is refused in place, before any search.
      await page.getByLabel(/ZIP code/).fill('100');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('Enter a 5-digit ZIP code.')).toBeVisible();

      await page.getByLabel(/ZIP code/).fill('10001');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(`${brand.origin}/find-care?zip=10001&radius=10`);
      await expect(page.getByRole('heading', { level: 2, name: 'Providers near 10001 New York, NY' })).toBeVisible();
      const first = await providersFromApi(page, brand, 'zip=10001&radius=10');
      await expect(results(page)).toHaveCount(first.providers.length);
      await expect(results(page).first()).toContainText(first.providers[0]!.name);
      await expect(results(page).first()).toContainText(`${first.providers[0]!.distanceMiles.toFixed(1)} mi`);
      await expect(results(page).first().getByRole('link', { name: /^Directions to / })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
      await expectNoAxeViolations(page, `${brand.partner} /find-care results`);

      // A filter: general dentists only.
      await page.getByLabel('Provider type').selectOption('generalDentist');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(`${brand.origin}/find-care?zip=10001&radius=10&type=generalDentist`);
      const dentists = await providersFromApi(page, brand, 'zip=10001&radius=10&type=generalDentist');
      await expect(results(page).first()).toContainText(dentists.providers[0]!.name);
      for (const item of await results(page).all()) await expect(item).toContainText('General dentist');

      // Paging in the URL.
      expect(dentists.paging.totalPages, 'general dentists within 10 miles of 10001 fill more than a page').toBeGreaterThan(1);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(`${brand.origin}/find-care?zip=10001&radius=10&type=generalDentist&page=2`);
      const second = await providersFromApi(page, brand, 'zip=10001&radius=10&type=generalDentist&page=2');
      await expect(results(page).first()).toContainText(second.providers[0]!.name);
      await expect(page.getByText(`Page 2 of ${second.paging.totalPages}`)).toBeVisible();

      // A provider's page, and back to the same results.
      await results(page).first().getByRole('link', { name: second.providers[0]!.name, exact: true }).click();
      await expect(page).toHaveURL(`${brand.origin}/find-care/${second.providers[0]!.providerId}`);
      await expect(page.getByRole('heading', { level: 1, name: second.providers[0]!.name })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Office hours' })).toContainText('Monday');
      await expect(page.getByRole('region', { name: 'Languages spoken' })).toContainText('English');
      await expect(page.getByRole('region', { name: 'Plans accepted' }).getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} /find-care/:providerId`);
      await page.getByRole('link', { name: 'Back to results' }).click();
      await expect(page).toHaveURL(`${brand.origin}/find-care?zip=10001&radius=10&type=generalDentist&page=2`);
    });

    test("signed in: the member's own networks come first, marked 'In your network'", async ({ page }) => {
      await signIn(page, brand, brand.member.email);
      await page.goto(`${brand.origin}/dashboard`);
      await page.getByRole('region', { name: 'Quick links' }).getByRole('link', { name: 'Find a provider' }).click();
      await expect(page).toHaveURL(`${brand.origin}/find-care`);
      await page.getByLabel(/ZIP code/).fill('10001');
      await page.getByLabel('Distance').selectOption('25');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(results(page).first()).toContainText('In your network');
      await expectNoAxeViolations(page, `${brand.partner} /find-care signed in`);
    });
  });
}
