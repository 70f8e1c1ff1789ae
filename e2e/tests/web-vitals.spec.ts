// Web Vitals from real use. A visitor's /landing on rsl
// measures its LCP and CLS with the web-vitals library and, as the page is
// hidden, sends them by beacon to POST /api/rsl/webVitals (the route pattern
// only); an access administrator (alic.admin) then finds /landing of RSL in
// the site speed table with both rated in words, and the page passes axe.
// Serial: the second test reads what the first reported (one fresh server per run).
import type { Request } from '@playwright/test';
import { brands, staffEmails } from '../support/brands.ts';
import { signInStaff, StaffAuthenticator } from '../support/csr.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

const [alic, rsl] = [brands[0]!, brands[1]!];
const admin = new StaffAuthenticator(staffEmails.alicAdmin);

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'alic.admin signs in once per run; the table is checked at 375 px by resizing');

test("a visit to rsl's /landing sends its measurements by beacon to POST /api/rsl/webVitals when the page is hidden", async ({ page, context }) => {
  const reports: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/rsl/webVitals') reports.push(request);
  });
  // The reporter loads after the load event (waited for from before the visit: it may come before goto returns).
  const reporterLoaded = page.waitForResponse((response) => /start-web-vitals-[\w-]+\.js$/.test(response.url()));
  await page.goto(`${rsl.origin}/landing?lng=en`);
  await reporterLoaded;
  // A real key press (trusted input) ends the LCP measurement.
  await page.keyboard.press('Shift');
  await expect(page.getByRole('main')).toBeVisible();
  // Headless Chromium never hides a page by itself: the document says hidden and fires the event, as a browser does when the tab goes to the background.
  const answered = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/api/rsl/webVitals');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const request = await answered;
  expect(request.method()).toBe('POST');
  // navigator.sendBeacon's request, with no query string.
  expect(request.resourceType()).toBe('ping');
  expect(new URL(request.url()).search).toBe('');
  expect((await request.response())?.status()).toBe(204);
  expect(reports).toHaveLength(1);
});

test('an access administrator sees the reported /landing of RSL in the site speed table, rated in words', async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page, alic, admin);
  await page.getByTestId('csr-header').getByRole('link', { name: 'Site speed' }).click();
  await expect(page).toHaveURL(`${alic.origin}/access-management/site-speed`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Site speed (Web Vitals)' })).toBeVisible();

  await main.getByLabel('Site').selectOption({ label: 'RSL' });
  const table = main.getByRole('table', { name: 'Site speed per page over the last 7 days' });
  const landing = table.getByRole('row').filter({ hasText: '/landing' });
  await expect(landing).toHaveCount(1);
  const cells = landing.getByRole('cell');
  // LCP in seconds and CLS unitless, each with its rating in words and its number of visits (other specs running beside this one visit rsl's /landing too); no INP without an interaction measured.
  await expect(cells.nth(1)).toContainText(/\d s (Good|Needs improvement|Poor)/);
  await expect(cells.nth(1)).toContainText(/\d+ visits?$/);
  await expect(cells.nth(3)).toContainText(/^.*\d (Good|Needs improvement|Poor)/);
  await expectNoAxeViolations(page, 'alic /access-management/site-speed en 1280px');

  await main.getByLabel('Period').selectOption({ label: 'Last 30 days' });
  await expect(main.getByRole('table', { name: 'Site speed per page over the last 30 days' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page, 'alic /access-management/site-speed en 375px');
});
