// Issues 8 and 9 quality bar: axe (WCAG 2.1 A/AA) finds nothing on every new route,
// on each brand, in English and Spanish, at 375 px and 1280 px (the two
// projects), with the side menu open on a phone. One sign-in per brand and
// language; each screen's data has arrived before axe runs. The fixture
// fails a test on any console error.
import { brands } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { memberRoutes } from '../support/member-routes.ts';
import { isMenuLayout, signIn, switchToSpanish, type Language } from '../support/session.ts';

for (const brand of brands) {
  for (const language of ['en', 'es'] as Language[]) {
    test(`${brand.partner} ${language}: no axe violations on the member routes`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, brand, brand.member.email);
      if (language === 'es') await switchToSpanish(page);
      const at = (where: string) => `${brand.partner} ${language} ${page.viewportSize()?.width}px ${where}`;
      const checked = (where: string) => test.info().annotations.push({ type: 'axe', description: at(where) });

      if (isMenuLayout(page)) {
        await page.getByRole('button', { name: language === 'es' ? 'Menú' : 'Menu' }).click();
        const menu = page.getByRole('dialog');
        // The benefits tabs load with the menu's first opening; wait for the last one, Contact Us.
        await expect(menu.getByRole('link', { name: language === 'es' ? 'Contáctenos' : 'Contact Us' })).toBeVisible();
        await expectNoAxeViolations(page, at('side menu open'));
        checked('side menu open');
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      }

      for (const route of await memberRoutes(page, brand, language)) {
        await route.prepare?.(page);
        await page.goto(`${brand.origin}${route.path}`);
        await expect(route.ready(page.getByRole('main'))).toBeVisible();
        await expect(page.locator('html'), `the language on ${at(route.path)}`).toHaveAttribute('lang', language);
        await expectNoAxeViolations(page, at(route.path));
        // Nothing wider than the window: a phone never scrolls sideways.
        const widest = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(widest, `the page width on ${at(route.path)}`).toBeLessThanOrEqual(page.viewportSize()!.width);
        checked(route.path);
      }

      // The message centre with the demo member's seeded messages (only looked at: opening one would mark it read).
      await page.goto(`${brand.origin}/messages`);
      await expect(page.getByRole('main').getByRole('list', { name: language === 'es' ? 'Sus mensajes, del más reciente al más antiguo' : 'Your messages, newest first' })).toBeVisible();
      await expectNoAxeViolations(page, at('/messages'));
      checked('/messages');
    });
  }
}
