// The prerendered public pages hold both header layouts and CSS
// picks one at the theme's menu breakpoint (768 px), so a phone's first paint
// (no JavaScript yet) already shows the phone header, nothing wider than the
// screen, and hydration changes nothing in it.
import type { Browser, Page } from '@playwright/test';
import { brands } from '../support/brands.ts';
import { expect, test } from '../support/fixtures.ts';

const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };
const prerenderedPaths = ['/landing', '/404', '/unauthorized', '/app-not-available', '/dce/home', '/registration/register'];

async function pageWithoutJavaScript(browser: Browser, device: typeof phone | typeof desktop): Promise<Page> {
  const context = await browser.newContext({ ...device, javaScriptEnabled: false });
  return context.newPage();
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${where}: page width at ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
}

for (const brand of brands) {
  test.describe(`${brand.partner}: prerendered header by width`, () => {
    test('at 375 px without JavaScript /404 shows the phone header (Menu button) and nothing overflows', async ({ browser }) => {
      const page = await pageWithoutJavaScript(browser, phone);
      await page.goto(`${brand.origin}/404?lng=en`);
      const header = page.getByRole('banner');
      await expect(header).toHaveCount(1);
      await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Sign In' })).toBeHidden();
      await expect(header.getByRole('button', { name: 'Ver en español' })).toBeHidden();
      await expectNoHorizontalOverflow(page, '/404');
      for (const path of prerenderedPaths) {
        await page.goto(`${brand.origin}${path}?lng=en`);
        await expectNoHorizontalOverflow(page, path);
      }
      await page.context().close();
    });

    test('at 375 px without JavaScript registration keeps Sign In in the bar, without a Menu button', async ({ browser }) => {
      const page = await pageWithoutJavaScript(browser, phone);
      await page.goto(`${brand.origin}/registration/register?lng=en`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
      await page.context().close();
    });

    test('at 1280 px without JavaScript /404 shows the desktop header: Sign In and the language switch, no Menu button', async ({ browser }) => {
      const page = await pageWithoutJavaScript(browser, desktop);
      await page.goto(`${brand.origin}/404?lng=en`);
      const header = page.getByRole('banner');
      await expect(header).toHaveCount(1);
      await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Ver en español' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
      await page.context().close();
    });

    test('at 375 px hydration keeps the phone header where it was, and its Menu button opens the side menu', async ({ browser }) => {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await page.goto(`${brand.origin}/404?lng=en`);
      await expect(page.locator('html')).toHaveAttribute('data-prerendered', '');
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      const before = await menuButton.boundingBox();
      // Located by its place, not its role: the open dialog may hide the page behind it from the accessibility tree.
      const sameButton = page.getByTestId('menu-slot').locator('button');
      // The tap on the Menu button starts the app; the boot code replays it once React has the button.
      await menuButton.tap();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      expect(await sameButton.boundingBox()).toEqual(before);
      expect(errors, 'console errors').toEqual([]);
      await context.close();
    });
  });
}
