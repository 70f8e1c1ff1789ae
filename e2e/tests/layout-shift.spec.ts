// Issues 8 and 9 quality bar: no layout shift when data arrives — cumulative layout
// shift at most 0.02 on every member route, on each brand, at 375 px and
// 1280 px. Each route is loaded afresh and measured once its data is shown
// and the network has settled. Every route is measured before the test
// reports, so one failure lists them all.
import { brands } from '../support/brands.ts';
import { expect, test } from '../support/fixtures.ts';
import { layoutShiftSinceLoad } from '../support/layout-shift.ts';
import { memberRoutes } from '../support/member-routes.ts';
import { signIn } from '../support/session.ts';

const clsLimit = 0.02;

for (const brand of brands) {
  test(`${brand.partner}: no layout shift when the member routes' data arrives (CLS ≤ ${clsLimit})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, brand, brand.member.email);
    for (const route of await memberRoutes(page, brand, 'en')) {
      await route.prepare?.(page);
      await page.goto(`${brand.origin}${route.path}`);
      await expect(route.ready(page.getByRole('main'))).toBeVisible();
      // Late answers (documents, contacts, savings) may still move things: let the network go quiet.
      await page.waitForLoadState('networkidle');
      const { cls, movedInWorstWindow } = await layoutShiftSinceLoad(page);
      const where = `${brand.partner} ${page.viewportSize()?.width}px ${route.path}`;
      test.info().annotations.push({ type: 'CLS', description: `${where}: ${cls}` });
      expect.soft(cls, `CLS on ${where} (moved: ${movedInWorstWindow.join('; ')})`).toBeLessThanOrEqual(clsLimit);
    }
  });
}
