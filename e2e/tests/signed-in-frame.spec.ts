// A member route's prerendered signed-in frame (packages/shell/src/prerender/signed-in-frame.ts): a reload paints
// the header and the page's heading, with the member's name, from the HTML and the boot code alone, before the
// app's code has run; the file itself names no one. Then the app renders over it.
import { brands } from '../support/brands.ts';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

for (const brand of brands) {
  test(`${brand.partner}: a reload paints the named dashboard before the app's code runs`, async ({ page }) => {
    await signIn(page, brand, brand.member.email);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(/dashboard$/);
    const named = (await heading.textContent())!;

    // The app's shell chunk is held back until the frame has been looked at.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    let appAsked = false;
    await page.route('**/assets/app-shell-*.js', async (route) => {
      appAsked = true;
      await appHeld;
      await route.continue();
    });
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard');
    await page.reload({ waitUntil: 'domcontentloaded' });
    const html = await (await answer).text();
    expect(html).toContain('data-signed-in-frame');
    expect(html, 'the static frame names no one').not.toContain(brand.member.fullName.split(' ').at(-1)!);

    await expect(heading).toHaveText(named);
    await expect(heading).toBeVisible();
    expect(appAsked, "the app's code was asked for, and is still held").toBe(true);
    releaseApp();
    await expect(page.getByRole('group', { name: 'Your policies' })).toBeVisible();
    await expect(heading).toHaveText(named);
    await page.unroute('**/assets/app-shell-*.js');
  });
}
