// The quality bar, one sweep of the member routes per brand, language and
// width (375 px and 1280 px, the two projects), each route loaded afresh:
// - axe (WCAG 2.1 A/AA) finds nothing, in English and Spanish, with the side
//   menu open on a phone too; each screen's data has arrived before axe runs;
// - in English, no layout shift when the data arrives: cumulative layout
//   shift at most 0.02, measured once the data is shown and the network has
//   settled (soft, so one failure lists every route).
// One sign-in per sweep. The fixture fails a test on any console error.
import { brands } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { layoutShiftSinceLoad } from '../support/layout-shift.ts';
import { memberRoutes } from '../support/member-routes.ts';
import { isMenuLayout, signIn, switchToSpanish, type Language } from '../support/session.ts';

const clsLimit = 0.02;

for (const brand of brands) {
  for (const language of ['en', 'es'] as Language[]) {
    const measuresLayoutShift = language === 'en';
    const title = `${brand.partner} ${language}: no axe violations on the member routes${measuresLayoutShift ? `, and no layout shift when their data arrives (CLS ≤ ${clsLimit})` : ''}`;
    test(title, async ({ page }) => {
      // About 20 fresh page loads with axe on each: 1 min alone, but four sweeps at once on two cores (the run starts
      // with them) took 3–4 min each on a slower machine of this kind, so the limit leaves room for that.
      test.setTimeout(420_000);
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
        if (measuresLayoutShift) {
          // Late answers (documents, contacts, savings) may still move things: let the network go quiet.
          await page.waitForLoadState('networkidle');
          const { cls, movedInWorstWindow } = await layoutShiftSinceLoad(page);
          test.info().annotations.push({ type: 'CLS', description: `${at(route.path)}: ${cls}` });
          expect.soft(cls, `CLS on ${at(route.path)} (moved: ${movedInWorstWindow.join('; ')})`).toBeLessThanOrEqual(clsLimit);
        }
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
