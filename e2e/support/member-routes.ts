// The member routes, each with something only its loaded
// screen shows (its data, not its spinner), for the checks that visit them all.
import { expect, type Locator, type Page } from '@playwright/test';
import type { BrandUnderTest } from './brands.ts';
import { activeLineKey, claimsFromApi, isDentalLine, isVisionLine } from './claims.ts';
import { dceLabels, estimateDentalCost } from './dce.ts';
import { isMenuLayout, type Language } from './session.ts';

export interface MemberRoute {
  path: string;
  /** Visible once the screen's data has arrived. */
  ready: (main: Locator) => Locator;
  /** What the member does first for the route to have something to show (e.g. make an estimate before /dce/completed). */
  prepare?: (page: Page) => Promise<void>;
}

/** §2 `tab` values in the URL, by the DOM id the tabs widget gives each ('member savings' → 'member-savings'). */
const tabValueOfDomId: Record<string, string> = {
  dental: 'dental',
  vision: 'vision',
  lasik: 'lasik',
  'member-savings': 'member savings',
  hearing: 'hearing',
  'contact-us': 'contact us',
};

const tabReady: Record<string, (panel: Locator, brand: BrandUnderTest) => Locator> = {
  dental: (panel) => panel.getByRole('table').first(),
  vision: (panel) => panel.getByRole('table').first(),
  // The LASIK line's plan (its sponsor), not the tab's heading alone.
  lasik: (panel, brand) => panel.getByText(brand.member.lasikPlanSponsor ?? '', { exact: true }),
  'member savings': (panel) => panel.getByRole('heading', { level: 2 }),
  // The hearing benefits' cards: the hearing call has answered.
  hearing: (panel) => panel.getByRole('heading', { level: 3 }).first(),
  // The contact directory's first telephone link: the contacts call has answered.
  'contact us': (panel) => panel.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ }).first(),
};

/** The benefits tabs this member sees (§2 values), read from the tab row (desktop) or the dropdown (phone). */
export async function visibleBenefitTabs(page: Page, origin: string, language: Language): Promise<string[]> {
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

/**
 * The claims screens of the member's dental line (and vision line):
 * the list, a dental claim's detail and, where the member has them, an
 * estimate's and an ortho claim's; the vision claim upload; the pretreatment
 * estimates; the cost estimator and, after an estimate, its result.
 */
async function claimsRoutes(page: Page, brand: BrandUnderTest, language: Language): Promise<MemberRoute[]> {
  const dental = await activeLineKey(page, brand, isDentalLine);
  const vision = await activeLineKey(page, brand, isVisionLine);
  expect(dental, `${brand.partner}: the demo member has an active dental line`).toBeDefined();
  const coverage = dental!.key;
  const claims = await claimsFromApi(page, brand, coverage);
  const estimate = (await claimsFromApi(page, brand, coverage, { type: 'estimate' })).claimNumbers[0];
  const ortho = (await claimsFromApi(page, brand, coverage, { type: 'ortho' })).claimNumbers[0];
  const dentalClaim = claims.withEob[0];
  expect(dentalClaim, `${brand.partner}: a dental claim with an EOB`).toBeDefined();
  // The waterfall's last step: the claim's figures have arrived.
  const detailReady = (main: Locator) => main.locator('[data-step="youOwe"]');
  const detail = (claimNumber: string, isEstimate = false) => ({
    path: `/claims/${claimNumber}?coverage=${coverage}${isEstimate ? '&isEstimate=true' : ''}`,
    ready: detailReady,
  });
  return [
    { path: `/claims?coverage=${coverage}`, ready: (main) => main.getByRole('table').getByRole('link').first() },
    detail(dentalClaim!),
    ...(estimate ? [detail(estimate, true)] : []),
    ...(ortho ? [detail(ortho)] : []),
    // The patients (radios) and the submitted claims (a table, or its empty row) have both arrived.
    ...(vision
      ? [{ path: `/claims/vision/submit?coverage=${vision.key}`, ready: (main: Locator) => main.filter({ has: main.page().getByRole('radio') }).getByRole('table') }]
      : []),
    // The estimates (a table, or its empty row) and the form's patients.
    { path: '/pretreatment-estimate', ready: (main) => main.filter({ has: main.page().locator('select[name="claimant"]') }).getByRole('table') },
    { path: '/dce/home', ready: (main) => main.getByRole('button', { name: dceLabels[language].start }) },
    {
      path: '/dce/completed',
      ready: (main) => main.getByRole('table'),
      prepare: async (onPage) => {
        await estimateDentalCost(onPage, brand, language, ['D1110']);
      },
    },
  ];
}

/**
 * /dashboard, /benefits with each visible tab and the nomination view,
 * /paperless, /manage and /profile, and the claims screens for
 * the signed-in brand.member.
 */
export async function memberRoutes(page: Page, brand: BrandUnderTest, language: Language): Promise<MemberRoute[]> {
  const claims = await claimsRoutes(page, brand, language);
  const tabs = await visibleBenefitTabs(page, brand.origin, language);
  // The demo member of a brand that sells LASIK has an LSK line, so the LASIK tab is checked with real data.
  expect(tabs.includes('lasik'), `${brand.partner}: a LASIK tab exactly when the brand's demo member has a LASIK line`).toBe(brand.member.lasikPlanSponsor !== null);
  return [
    { path: '/dashboard', ready: (main) => main.getByRole('meter').first() },
    ...tabs.map((tab) => ({ path: `/benefits?tab=${encodeURIComponent(tab)}`, ready: (main: Locator) => tabReady[tab]!(main.getByRole('tabpanel'), brand) })),
    // §2 nominate a provider: the dental tab's nomination view, before anything is typed.
    { path: '/benefits?tab=dental&view=nominate', ready: (main) => main.getByRole('form') },
    // The paperless card's last button (opt out, or opt in) shows once the member list has arrived.
    { path: '/paperless', ready: (main) => main.getByRole('region').getByRole('button').last() },
    { path: '/manage', ready: (main) => main.getByRole('region').getByRole('button').last() },
    { path: '/profile', ready: (main) => main.getByText(brand.member.memberId, { exact: true }) },
    // Find care with a search in the URL: the results have arrived.
    { path: '/find-care?zip=10001&radius=10', ready: (main) => main.getByRole('listitem').first() },
    ...claims,
  ];
}
