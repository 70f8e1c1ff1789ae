// Mobile (§2, §9 menu breakpoint 768 px): at 375 px the hamburger
// opens a side menu with Dashboard, the benefits tabs the member may see
// (the same rules as /benefits), Profile and Sign Out; a tab link navigates.
import { brands } from '../support/brands.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

for (const brand of brands) {
  test(`${brand.partner}: the side menu at 375 px lists the member's pages and a tab link navigates`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile-375', 'the side menu is the phone layout');
    await signIn(page, brand, brand.member.email);

    // The tabs the member sees on /benefits (the phone's dropdown), to compare with the menu's.
    await page.goto(`${brand.origin}/benefits`);
    const choose = page.getByRole('combobox', { name: 'Choose a benefit' });
    await expect(choose).toBeVisible();
    // The tabs show once features and members have arrived; Member Savings waits for the visibility rules too.
    await expect(page.getByRole('status').filter({ hasText: 'Loading your benefits…' })).toHaveCount(0);
    const tabLabels = await choose.locator('option').allInnerTexts();
    expect(tabLabels).toContain('Dental');
    expect(tabLabels).toContain('Vision');
    // §2: on /benefits the phone's header holds only the menu button.
    await expect(page.getByRole('banner').getByRole('link')).toHaveCount(0);

    await page.goto(`${brand.origin}/dashboard`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const nav = menu.getByRole('navigation', { name: 'Menu' });
    // Member Savings joins the menu when the visibility rules arrive (after the other tabs): wait for the whole list.
    // Messages (with its unread count) comes before Profile.
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', ...tabLabels, /^Messages/, 'Profile']);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await nav.getByRole('link', { name: 'Vision' }).click();
    await expect(page).toHaveURL(`${brand.origin}/benefits?tab=vision`);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Choose a benefit' })).toHaveValue('vision');
    await expect(page.getByRole('tabpanel', { name: 'Vision' }).getByRole('heading', { name: 'Vision benefits' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(`${brand.origin}/profile`);
    await expect(page.getByRole('region', { name: 'Contact information' })).toContainText(brand.member.memberId);
  });
}
