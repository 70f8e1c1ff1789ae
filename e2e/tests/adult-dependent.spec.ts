// Adult dependents with their own account (beyond the spec's "no access
// yet"), on each brand: the registered dependent signs in and sees only their
// own claims; their /profile has no "Download my data"; there they share their claims with the policyholder, who
// then reads "Shared by …" and finds the dependent's claims in their list;
// the dependent stops sharing and the policyholder's list hides them again
// with "… manages their own claims". axe on the dependent's /profile and the
// policyholder's /claims. The test turns a household's sharing on and off, so
// it runs after the others (changesAHouseholdsSharing).
import type { Page } from '@playwright/test';
import { brands, demoPassword, type BrandUnderTest } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { changesAHouseholdsSharing, signIn } from '../support/session.ts';

/** Each brand's registered adult dependent (README demo accounts) and the policyholder's first name. */
const households: Record<BrandUnderTest['partner'], { email: string; name: string; policyholder: string }> = {
  alic: { email: 'alic.dependent@example.com', name: 'Ava McAllister', policyholder: 'Maria' },
  rsl: { email: 'rsl.dependent@example.com', name: 'Owen Whitaker', policyholder: 'James' },
  standard: { email: 'standard.dependent@example.com', name: 'Hana Kim', policyholder: 'Grace' },
};

const claimsTable = (page: Page) => page.getByRole('main').getByRole('table', { name: 'Claims, newest first' });

/** The patient names of the claims list's rows (its first column). */
async function patientsListed(page: Page): Promise<string[]> {
  await expect(claimsTable(page).getByRole('link').first()).toBeVisible();
  const rows = claimsTable(page).getByRole('row');
  const names: string[] = [];
  // At 375 px each cell shows its column's name above the value ("Patient\nAva McAllister"): the value is the last line.
  for (const row of (await rows.all()).slice(1)) names.push((await row.getByRole('cell').first().innerText()).trim().split('\n').at(-1)!.trim());
  return names;
}

async function setSharing(page: Page, brand: BrandUnderTest, policyholder: string, on: boolean): Promise<void> {
  await page.goto(`${brand.origin}/profile`);
  const toggle = page.getByRole('switch', { name: `Share my claims with ${policyholder}` });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect(page.getByText(on ? `${policyholder} can see your claims and EOBs.` : 'Your claims and EOBs are yours only.')).toBeVisible();
  await expect(toggle).toBeChecked({ checked: on });
}

for (const brand of brands) {
  const household = households[brand.partner];
  const firstName = household.name.split(' ')[0]!;

  test(`${brand.partner}: ${firstName} sees only their own claims, shares them with ${household.policyholder} and stops again`, { tag: changesAHouseholdsSharing }, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, brand, household.email);
    await page.goto(`${brand.origin}/claims`);
    const own = await patientsListed(page);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own)).toEqual(new Set([household.name]));
    await setSharing(page, brand, household.policyholder, false);
    // The data export is the policy's (the server answers a dependent 403): their profile does not offer it.
    await expect(page.getByRole('button', { name: 'Download my data' })).toHaveCount(0);
    await expectNoAxeViolations(page, `${brand.partner} dependent /profile ${page.viewportSize()?.width}px`);

    // The policyholder, in a browser of their own.
    const policyholderContext = await browser.newContext({ viewport: page.viewportSize() });
    const policyholder = await policyholderContext.newPage();
    await policyholder.goto(`${brand.origin}/landing`);
    await policyholder.getByRole('button', { name: 'Sign In' }).first().click();
    await policyholder.getByLabel('Email').fill(brand.member.email);
    await policyholder.getByLabel('Password').fill(demoPassword);
    await policyholder.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(policyholder).toHaveURL(`${brand.origin}/dashboard`);

    await policyholder.goto(`${brand.origin}/claims?size=50`);
    await expect(policyholder.getByText(`${firstName} manages their own claims. They are not in this list.`)).toBeVisible();
    expect(await patientsListed(policyholder)).not.toContain(household.name);

    await setSharing(page, brand, household.policyholder, true);
    await policyholder.reload();
    await expect(policyholder.getByText(`Shared by ${firstName}: their claims are in this list.`)).toBeVisible();
    expect(await patientsListed(policyholder)).toContain(household.name);
    await expectNoAxeViolations(policyholder, `${brand.partner} policyholder /claims shared ${policyholder.viewportSize()?.width}px`);

    await setSharing(page, brand, household.policyholder, false);
    await policyholder.reload();
    await expect(policyholder.getByText(`${firstName} manages their own claims. They are not in this list.`)).toBeVisible();
    expect(await patientsListed(policyholder)).not.toContain(household.name);

    // Both people's account activity lists the changes.
    await page.goto(`${brand.origin}/profile`);
    const activity = page.getByRole('list', { name: 'Account activity, newest first' });
    await expect(activity.getByText(`You stopped sharing your claims with ${household.policyholder}`).first()).toBeVisible();
    await policyholder.goto(`${brand.origin}/profile`);
    await expect(
      policyholder.getByRole('list', { name: 'Account activity, newest first' }).getByText(`${firstName} stopped sharing their claims with you`).first(),
    ).toBeVisible();
    await policyholderContext.close();
  });
}
