// Dental cost estimator on each brand (§2 /dce/home public,
// /dce/completed guarded; §7 members/token/dce): signed out, /dce/home
// explains the estimator and offers Sign in, which comes back to it; signed
// in, a crown and a cleaning are estimated, and /dce/completed shows what
// the plan pays and what the member pays — the estimator's figures, which
// with the in-network saving add up to the typical fee to the cent — and
// keeps them across a reload.
import type { Locator } from '@playwright/test';
import { brands, demoPassword } from '../support/brands.ts';
import { amountOf, dollars } from '../support/claims.ts';
import { estimateDentalCost } from '../support/dce.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** The figure a <dt> names: the <dd> right after it. */
function figure(main: Locator, term: string): Locator {
  return main.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
}

for (const brand of brands) {
  test(`${brand.partner}: /dce/home explains and signs in; an estimate lands on /dce/completed with figures that add up`, async ({ page }) => {
    await page.goto(`${brand.origin}/dce/home`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Dental cost estimator' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
    await expect(main.getByText('Sign in to estimate costs with your plan.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start an estimate' })).toHaveCount(0);
    await expectNoAxeViolations(page, `${brand.partner} /dce/home signed out`);

    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/oidc/${brand.partner}/`));
    await page.getByLabel('Email').fill(brand.member.email);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${brand.origin}/dce/home`);

    // A crown (major) and an adult cleaning (preventive): two classes of service, so two shares of the plan.
    const estimate = await estimateDentalCost(page, brand, 'en', ['D2740', 'D1110']);
    const planPays = figure(main, 'Your plan is expected to pay');
    const youPay = figure(main, 'You would pay about');
    await expect(planPays).toHaveText(dollars(estimate.totals.planPays));
    await expect(youPay).toHaveText(dollars(estimate.totals.youPay));

    const table = main.getByRole('table', { name: 'Estimated cost by procedure' });
    await expect(table.getByRole('row')).toHaveCount(1 + estimate.procedures.length + 1);
    const total = table.getByRole('row').last().getByRole('cell');
    await expect(total.first()).toHaveText(/Total$/);
    const typicalFee = amountOf(await total.nth(1).innerText());
    expect(typicalFee, 'the typical fee total is the estimator’s').toBe(estimate.totals.typicalFee);
    const saving = main.getByText(/^The in-network price saves \$[\d,.]+ on the typical fee\.$/);
    const saved = (await saving.count()) > 0 ? amountOf((await saving.innerText()).replace(/ on the typical fee\.$/, '')) : 0;
    // What the plan pays, what the member pays and what the network price saves make the typical fee, to the cent.
    expect(cents(amountOf(await planPays.innerText())) + cents(amountOf(await youPay.innerText())) + cents(saved), 'plan pays + you pay + in-network saving').toBe(
      cents(typicalFee),
    );
    await expectNoAxeViolations(page, `${brand.partner} /dce/completed`);

    // The result (never the estimator's token) survives a reload.
    await page.reload();
    await expect(planPays).toHaveText(dollars(estimate.totals.planPays));
    await expect(youPay).toHaveText(dollars(estimate.totals.youPay));
  });
}
