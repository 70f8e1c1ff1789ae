// Issue 8 quality bar: axe (WCAG 2.1 A/AA) finds nothing on every new route,
// on each brand, in English and Spanish, at 375 px and 1280 px (the two
// projects), with the side menu open on a phone. One sign-in per brand and
// language; each screen's data has arrived before axe runs. The fixture
// fails a test on any console error.
import type { Locator, Page } from '@playwright/test';
import { brands } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { isMenuLayout, signIn, switchToSpanish, type Language } from '../support/session.ts';

/** §2 `tab` values in the URL, by the DOM id the tabs widget gives each ('member savings' → 'member-savings'). */
const tabValueOfDomId: Record<string, string> = {
  dental: 'dental',
  vision: 'vision',
  lasik: 'lasik',
  'member-savings': 'member savings',
  'contact-us': 'contact us',
};

/** Something only the loaded screen shows (its data, not its spinner). */
const tabReady: Record<string, (panel: Locator) => Locator> = {
  dental: (panel) => panel.getByRole('table').first(),
  vision: (panel) => panel.getByRole('table').first(),
  lasik: (panel) => panel.getByRole('heading', { level: 2 }),
  'member savings': (panel) => panel.getByRole('heading', { level: 2 }),
  // The contact directory's first telephone link: the contacts call has answered.
  'contact us': (panel) => panel.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ }).first(),
};

/** The benefits tabs this member sees, read from the tab row (desktop) or the dropdown (phone). */
async function visibleTabs(page: Page, origin: string, language: Language): Promise<string[]> {
  await page.goto(`${origin}/benefits`);
  await expect(page.getByRole('main').getByRole('tabpanel')).toBeVisible();
  // Member Savings joins the tabs when the visibility rules arrive, after the page's spinner is gone.
  const loading = language === 'es' ? 'Cargando sus beneficios…' : 'Loading your benefits…';
  await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(0);
  const ids = isMenuLayout(page)
    ? await page.locator('select[name="benefits-choose"] option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    : await page.getByRole('tablist').getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.id.replace(/^benefits-tab-/, '')));
  expect(ids.length, 'visible benefits tabs').toBeGreaterThan(0);
  return ids.map((id) => {
    const tab = tabValueOfDomId[id];
    expect(tab, `a §2 tab value for the tab id ${id}`).toBeDefined();
    return tab!;
  });
}

async function checkRoute(page: Page, where: string, origin: string, path: string, language: Language, ready: (main: Locator) => Locator) {
  await page.goto(`${origin}${path}`);
  await expect(ready(page.getByRole('main'))).toBeVisible();
  await expect(page.locator('html'), `the language on ${where}`).toHaveAttribute('lang', language);
  await expectNoAxeViolations(page, where);
  test.info().annotations.push({ type: 'axe', description: where });
}

for (const brand of brands) {
  for (const language of ['en', 'es'] as Language[]) {
    test(`${brand.partner} ${language}: no axe violations on the member routes`, async ({ page, consoleErrors: _ }) => {
      test.setTimeout(180_000);
      await signIn(page, brand, brand.member.email);
      if (language === 'es') await switchToSpanish(page);
      const at = (path: string) => `${brand.partner} ${language} ${page.viewportSize()?.width}px ${path}`;

      await checkRoute(page, at('/dashboard'), brand.origin, '/dashboard', language, (main) => main.getByRole('meter').first());

      if (isMenuLayout(page)) {
        await page.getByRole('button', { name: language === 'es' ? 'Menú' : 'Menu' }).click();
        const menu = page.getByRole('dialog');
        // The benefits tabs load with the menu's first opening; wait for the last one, Contact Us.
        await expect(menu.getByRole('link', { name: language === 'es' ? 'Contáctenos' : 'Contact Us' })).toBeVisible();
        await expectNoAxeViolations(page, at('side menu open'));
        test.info().annotations.push({ type: 'axe', description: at('side menu open') });
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      }

      for (const tab of await visibleTabs(page, brand.origin, language)) {
        await checkRoute(page, at(`/benefits?tab=${tab}`), brand.origin, `/benefits?tab=${encodeURIComponent(tab)}`, language, (main) =>
          tabReady[tab]!(main.getByRole('tabpanel')),
        );
      }
      // §2 nominate a provider: the dental tab's nomination view (the form, before anything is typed).
      await checkRoute(page, at('/benefits?tab=dental&view=nominate'), brand.origin, '/benefits?tab=dental&view=nominate', language, (main) =>
        main.getByRole('form'),
      );
      // /paperless and /manage: the paperless card's last button (opt out, or opt in) shows once the member list has arrived.
      for (const path of ['/paperless', '/manage']) {
        await checkRoute(page, at(path), brand.origin, path, language, (main) => main.getByRole('region').getByRole('button').last());
      }
      await checkRoute(page, at('/profile'), brand.origin, '/profile', language, (main) => main.getByText(brand.member.memberId, { exact: true }));
    });
  }
}
