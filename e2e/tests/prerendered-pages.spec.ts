// The public pages are static HTML per brand and language,
// readable without JavaScript; a fresh /landing downloads only the small boot
// code until the visitor interacts, and the app then takes the page over
// (hydrates) without a console error and acts on what was clicked meanwhile.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { brands, type BrandUnderTest } from '../support/brands.ts';
import { expect, test } from '../support/fixtures.ts';

type Language = 'en' | 'es';
const languages: Language[] = ['en', 'es'];

/** A text of the brand's built site (its locale files include the brand's overrides). */
function siteText(brand: BrandUnderTest, language: Language, namespace: string, key: string): string {
  const file = new URL(`../../apps/${brand.partner}/dist/locales/${language}/${namespace}.json`, import.meta.url);
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
  return value;
}

const prerenderedPages = [
  { path: '/landing', namespace: 'shell', heading: 'landing.title' },
  { path: '/404', namespace: 'shell', heading: 'notFound.title' },
  { path: '/unauthorized', namespace: 'shell', heading: 'unauthorized.title' },
  { path: '/app-not-available', namespace: 'shell', heading: 'appNotAvailable.title' },
  { path: '/dce/home', namespace: 'claims', heading: 'dce.title' },
  { path: '/registration/register', namespace: 'registration', heading: 'register.heading' },
];

/** React marks every element it has taken over; the page's heading is in the last part to hydrate (lazy screens). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactProps$'));
  });
}

/** react-dom's client build is the only script that names hydrateRoot. */
const isReactDom = (source: string) => source.includes('hydrateRoot');

for (const brand of brands) {
  test.describe(`${brand.partner}: prerendered public pages`, () => {
    test('show their heading in English and Spanish without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const language of languages) {
        for (const { path, namespace, heading } of prerenderedPages) {
          await page.goto(`${brand.origin}${path}?lng=${language}`);
          await expect(page.getByRole('heading', { level: 1 }), `${language} ${path}`).toHaveText(siteText(brand, language, namespace, heading));
          await expect(page.locator('html')).toHaveAttribute('lang', language);
        }
      }
      // Without ?lng the browser's Accept-Language chooses.
      const spanish = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
      const spanishPage = await spanish.newPage();
      await spanishPage.goto(`${brand.origin}/landing`);
      await expect(spanishPage.getByRole('heading', { level: 1 })).toHaveText(siteText(brand, 'es', 'shell', 'landing.title'));
      await Promise.all([context.close(), spanish.close()]);
    });

    for (const language of languages) {
      test(`hydrate at the first interaction without a console error (${language})`, async ({ page }) => {
        for (const { path, namespace, heading } of prerenderedPages) {
          await page.evaluate(() => localStorage.clear()).catch(() => undefined);
          await page.goto(`${brand.origin}${path}?lng=${language}`);
          await expect(page.locator('html')).toHaveAttribute('data-prerendered', '');
          await page.keyboard.press('Tab');
          await waitForHydration(page);
          await expect(page.getByRole('heading', { level: 1 }), `${language} ${path}`).toHaveText(siteText(brand, language, namespace, heading));
        }
      });
    }

    test('/landing loads no more than the boot code before an interaction; a click on a button then works', async ({ page }) => {
      const scripts: Array<{ url: string; body: Buffer }> = [];
      const pending: Array<Promise<void>> = [];
      page.on('response', (response: Response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(response.body().then((body) => void scripts.push({ url: response.url(), body })));
      });
      await page.goto(`${brand.origin}/landing?lng=en`, { waitUntil: 'load' });
      // Everything the page fetches by itself, the Web Vitals reporter after load included.
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const beforeInteraction = [...scripts];
      const gzipKiB = beforeInteraction.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
      test.info().annotations.push({ type: 'initial JS', description: `${brand.partner} /landing: ${gzipKiB.toFixed(1)} KiB gzip in ${beforeInteraction.length} scripts` });
      expect(beforeInteraction.length).toBeGreaterThan(0);
      expect(beforeInteraction.filter(({ body }) => isReactDom(body.toString('utf8'))).map(({ url }) => url), 'react-dom before an interaction').toEqual([]);
      expect(gzipKiB).toBeLessThanOrEqual(90);

      // The first click is on the language switch: it starts the app, which then acts on it.
      await page.getByRole('button', { name: siteText(brand, 'en', 'shell', 'header.switchTo') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteText(brand, 'es', 'shell', 'landing.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await Promise.all(pending);
      expect(scripts.some(({ body }) => isReactDom(body.toString('utf8'))), 'react-dom after the click').toBe(true);
    });

    test('registration: choosing "member" and Continue as the very first actions reach step 1', async ({ page }) => {
      await page.goto(`${brand.origin}/registration/register?lng=en`);
      await page.getByRole('radio', { name: /I'm a member/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: "Let's find you" })).toBeVisible();
      await expect(page).toHaveURL(/[?&]as=member/);
    });
  });
}
