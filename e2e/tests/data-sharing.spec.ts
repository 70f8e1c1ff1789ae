// What a member takes with them, on each brand: "Download my data" on
// /profile saves the FHIR bundle and its PDF summary; under the dashboard's
// ID card, "Add to Apple Wallet" saves a .pkpass (signed with the development
// certificate: the e2e server runs outside production) — "Save to Google
// Wallet" is not offered, as no Google issuer is configured there.
import { brands } from '../support/brands.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

for (const brand of brands) {
  test(`${brand.partner}: a member downloads their data and adds the ID card to Apple Wallet`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, brand, brand.member.email);

    const wallet = page.getByRole('group', { name: 'Add your ID card to a phone wallet' });
    await expect(wallet.getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
    await expect(wallet.getByRole('button', { name: 'Save to Google Wallet' })).toHaveCount(0);
    const [pass] = await Promise.all([page.waitForEvent('download'), wallet.getByRole('button', { name: 'Add to Apple Wallet' }).click()]);
    expect(pass.suggestedFilename()).toMatch(new RegExp(`^${brand.partner}-id-card-\\d{2}-\\d{2}-\\d{4}\\.pkpass$`));

    await page.goto(`${brand.origin}/profile`);
    const download = page.getByRole('region', { name: 'Download my data' });
    const files: string[] = [];
    page.on('download', (file) => void files.push(file.suggestedFilename()));
    await download.getByRole('button', { name: 'Download my data' }).click();
    await expect(download.getByText('Your data is downloaded: a FHIR file and a PDF summary.')).toBeVisible({ timeout: 30_000 });
    expect(files).toEqual([
      expect.stringMatching(new RegExp(`^${brand.partner}-member-data-\\d{2}-\\d{2}-\\d{4}\\.json$`)),
      expect.stringMatching(new RegExp(`^${brand.partner}-member-data-\\d{2}-\\d{2}-\\d{4}\\.pdf$`)),
    ]);
    await expectNoAxeViolations(page, `${brand.partner} /profile data sharing`);
  });
}
