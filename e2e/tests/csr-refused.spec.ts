// Customer service signs in on the alic site only. A CSR
// account with its right password on rsl or standard is refused with the
// design's words and a link to alic's sign-in — before any second step, and
// with no session: the brand's site still offers Sign In.
import { brands, demoPassword, staffEmails } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { fillSignInPage } from '../support/registration.ts';

const alic = brands[0]!;
const refused = [
  { brand: brands[1]!, email: staffEmails.rslCsr },
  { brand: brands[2]!, email: staffEmails.standardCsr },
];

// The refusal page answers 403, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 403/] });

for (const { brand, email } of refused) {
  test(`${brand.partner}: a CSR account with its right password is sent to the ALIC site, without a session`, async ({ page }) => {
    await page.goto(`${brand.origin}/landing`);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await fillSignInPage(page, email, demoPassword);

    await expect(page.getByText('Customer service accounts sign in on the ALIC site.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the ALIC sign-in' })).toHaveAttribute('href', `${alic.origin}/login`);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toHaveCount(0);
    await expectNoAxeViolations(page, `${brand.partner} staff refusal page`);

    // No session: the site's dashboard asks to sign in again instead of showing one.
    await page.goto(`${brand.origin}/landing`);
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:'))), 'tokens in sessionStorage').toEqual([]);
  });
}
