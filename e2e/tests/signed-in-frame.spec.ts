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

  test(`${brand.partner}: a claim opened in a new tab paints that page's frame with the sign-in answer, before the app's code runs`, async ({ page }) => {
    await signIn(page, brand, brand.member.email);
    await page.goto(`${brand.origin}/claims`);
    const firstClaim = page.getByRole('table').getByRole('link').first();
    await expect(firstClaim).toBeVisible();
    const claimPath = new URL(await firstClaim.evaluate((link) => (link as HTMLAnchorElement).href)).pathname;

    // A new tab has the identity provider's cookie and no session: it goes to the provider, which answers at
    // /dashboard?code&state (§2). That answer is the claim page's frame; the app's shell chunk is held meanwhile.
    const tab = await page.context().newPage();
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await tab.route('**/assets/app-shell-*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    const answer = tab.waitForResponse((response) => new URL(response.url()).pathname === '/dashboard');
    await tab.goto(`${brand.origin}${claimPath}`, { waitUntil: 'commit' });
    const answered = await answer;
    const state = new URL(answered.url()).searchParams.get('state') ?? '';
    expect(state, 'the page shape rides with the state, no claim number').toMatch(/;\/claims\/_$/);
    expect(await answered.text()).toContain('data-signed-in-frame');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).not.toMatch(/dashboard$/);
    releaseApp();
    await expect(tab).toHaveURL(`${brand.origin}${claimPath}`);
    await expect(tab.getByRole('heading', { level: 1 })).not.toHaveText('');
    await tab.unroute('**/assets/app-shell-*.js');
    await tab.close();
  });
}
