// The public pages of §2 render on every brand with no axe violations.
import { brands } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

for (const brand of brands) {
  test(`${brand.partner}: 404, unknown paths and the other public pages`, async ({ page }) => {
    await page.goto(`${brand.origin}/no-such-page`);
    await expect(page).toHaveURL(`${brand.origin}/404`);
    await expect(page.getByRole('link', { name: 'Take Me Home' })).toBeVisible();
    await expectNoAxeViolations(page, `${brand.partner} /404`);

    for (const path of ['/unauthorized', '/app-not-available']) {
      await page.goto(`${brand.origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${brand.partner} ${path}`);
    }
  });
}
