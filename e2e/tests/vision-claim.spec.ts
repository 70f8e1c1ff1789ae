// Vision claim upload on each brand (§2, §5, §8, §9): from the claims
// list to /claims/vision/submit; random bytes named x.png pass the browser's
// type check but the server refuses them with a clear message, and nothing is
// added to "Your submitted claims"; then a real PNG, chosen entirely by
// keyboard (the file chooser opened with Enter or Space), is submitted with §8's
// toast and appears in the list. Only where the brand's features turn vision
// claim submission on (§3 memberVisionFeatures.submitClaim).
import type { Page } from '@playwright/test';
import { brands, type BrandUnderTest } from '../support/brands.ts';
import { activeLineKey, isVisionLine, spdcOf } from '../support/claims.ts';
import { pngFile, renamedBinary } from '../support/files.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { callApi, signIn } from '../support/session.ts';

interface FeaturesWire {
  memberVision: boolean;
  memberVisionFeatures: { submitClaim: boolean };
}
interface UploadsWire {
  uploads: Array<{ patientName: string; files: Array<{ fileName: string }> }>;
}

/** The file names of every upload the member made on the line, from the API. */
async function uploadedFileNames(page: Page, brand: BrandUnderTest, coverage: string): Promise<string[]> {
  const answer = await callApi<UploadsWire>(page, brand, 'POST', '/members/claims/vision/uploads', spdcOf(coverage));
  return answer.uploads.flatMap((upload) => upload.files.map((file) => file.fileName));
}

for (const brand of brands) {
  test.describe(`${brand.partner} vision claim upload`, () => {
    // The browser logs the refused upload's answer (415), which this test provokes.
    test.use({ allowedConsoleErrors: [/status of 415/] });

    test('a renamed binary is refused and nothing is added; a PNG chosen by keyboard is submitted and listed', async ({ page }, testInfo) => {
      await signIn(page, brand, brand.member.email);
      const features = await callApi<FeaturesWire>(page, brand, 'GET', '/features');
      test.skip(!features.memberVision || !features.memberVisionFeatures.submitClaim, `${brand.partner}: vision claim submission is off (§3 features)`);
      const line = await activeLineKey(page, brand, isVisionLine);
      expect(line, 'the demo member has an active vision line').toBeDefined();
      const coverage = line!.key;

      await page.goto(`${brand.origin}/claims?coverage=${coverage}`);
      await page.getByRole('main').getByRole('link', { name: 'Submit a vision claim' }).click();
      await expect(page).toHaveURL(`${brand.origin}/claims/vision/submit?coverage=${coverage}`);
      const form = page.getByRole('region', { name: 'Your claim' });
      const submitted = page.getByRole('region', { name: 'Your submitted claims' });
      const patients = form.getByRole('group', { name: 'Who is this claim for?' }).getByRole('radio');
      await expect(patients.first()).toBeVisible();
      await expect(submitted.getByRole('table')).toBeVisible();
      // The picker is a real file input (named by its label, which is what the mouse clicks).
      const chooseFiles = form.getByRole('button', { name: 'Choose files' });
      const chooseFilesLabel = form.getByText('Choose files', { exact: true });
      // Keeps the file chooser intercepted for the whole test. Playwright stops intercepting when the last 'filechooser'
      // listener goes and starts again with the next one; a key press sent beside that second waitForEvent could open
      // a chooser nobody intercepted (seen: 6 of 12 keyboard openings timed out on a busy machine, 0 of 12 with this).
      page.on('filechooser', () => {});

      // Random bytes named x.png, by mouse: the browser takes the name, the server reads the content and refuses it.
      await patients.first().check();
      const [picker] = await Promise.all([page.waitForEvent('filechooser'), chooseFilesLabel.click()]);
      await picker.setFiles(renamedBinary('x.png'));
      await expect(form.getByRole('listitem').filter({ hasText: 'x.png' })).toBeVisible();
      await form.getByRole('button', { name: 'Submit claim' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Vision claim failed to upload' })).toBeVisible();
      const refusal = form.getByRole('alert').filter({ hasText: 'Vision claim not submitted. Fix the file and resend.' });
      await expect(refusal).toContainText('"x.png" is not a supported file type. Upload doc, docx, pdf, png, jpg, gif, xls, xlsx or txt files.');
      await expectNoAxeViolations(page, `${brand.partner} /claims/vision/submit refused`);
      expect(await uploadedFileNames(page, brand, coverage), 'uploads on the line after the refusal').not.toContain('x.png');
      await expect(submitted.getByText('x.png', { exact: true })).toHaveCount(0);

      // Start over by keyboard: remove the refused file, choose the patient, open the chooser with Enter, submit.
      await form.getByRole('button', { name: 'Remove x.png' }).focus();
      await page.keyboard.press('Enter');
      await expect(form.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
      // With the refused file gone, so is the refusal; no file left is not an error until the member submits (§4).
      await expect(refusal).toHaveCount(0);
      await expect(form.getByText('Add at least one file.')).toHaveCount(0);
      const receipt = pngFile(`receipt-${brand.partner}-${testInfo.project.name}.png`);
      await patients.first().focus();
      await page.keyboard.press('Space');
      await expect(patients.first()).toBeChecked();
      await tabTo(page, chooseFiles, 3);
      // Enter on one project, Space on the other: both open the chooser.
      const openKey = testInfo.project.name === 'desktop' ? 'Enter' : 'Space';
      const [keyboardPicker] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press(openKey)]);
      await keyboardPicker.setFiles(receipt);
      await expect(form.getByRole('listitem').filter({ hasText: receipt.name })).toBeVisible();
      await tabTo(page, form.getByRole('button', { name: 'Submit claim' }), 5);
      await page.keyboard.press('Enter');

      await expect(page.getByRole('status').filter({ hasText: 'Vision claim successfully submitted' })).toBeVisible();
      await expect(form.getByText('Your claim is on its way. Vision claims take 7 to 10 business days.')).toBeVisible();
      const row = submitted.getByRole('row').filter({ hasText: receipt.name });
      await expect(row).toBeVisible();
      await expect(row).toContainText(await patients.first().evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''));
      expect(await uploadedFileNames(page, brand, coverage), 'uploads on the line after the PNG').toContain(receipt.name);
      await expect(submitted.getByText('x.png', { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page, `${brand.partner} /claims/vision/submit sent`);
    });
  });
}
