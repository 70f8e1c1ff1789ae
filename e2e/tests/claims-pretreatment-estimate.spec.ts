// /pretreatment-estimate on each brand (§2, §5, §9): what an estimate
// is, the member's estimates as the API lists them (or the empty text), and
// the request form — an empty send names what is missing and focuses the
// first field; a filled one is received with its reference.
import type { Locator } from '@playwright/test';
import { brands } from '../support/brands.ts';
import { activeLineKey, claimsFromApi, isDentalLine } from '../support/claims.ts';
import { expect, expectNoAxeViolations, test } from '../support/fixtures.ts';
import { signIn } from '../support/session.ts';

/** A day `days` from today, as the planned-date field takes it: mm/dd/yyyy typed, or yyyy-mm-dd in the phone's native picker (§5). */
async function fillPlannedDate(field: Locator, days: number): Promise<void> {
  const date = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const [year, month, day] = [String(date.getFullYear()), two(date.getMonth() + 1), two(date.getDate())];
  if ((await field.getAttribute('type')) === 'date') {
    await field.fill(`${year}-${month}-${day}`);
  } else {
    await field.pressSequentially(`${month}${day}${year}`);
    await expect(field).toHaveValue(`${month}/${day}/${year}`);
  }
}

for (const brand of brands) {
  test(`${brand.partner}: /pretreatment-estimate lists the member's estimates and sends a request`, async ({ page }) => {
    await signIn(page, brand, brand.member.email);
    const line = await activeLineKey(page, brand, isDentalLine);
    expect(line, 'the demo member has an active dental line').toBeDefined();
    const estimates = await claimsFromApi(page, brand, line!.key, { type: 'estimate' });

    await page.goto(`${brand.origin}/pretreatment-estimate`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pretreatment estimates' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What is a pretreatment estimate?' })).toBeVisible();
    const yours = page.getByRole('region', { name: 'Your estimates' });
    await expect(yours).toContainText(`(${line!.key})`);
    const table = yours.getByRole('table', { name: 'Pretreatment estimates, newest first' });
    if (estimates.claimNumbers.length === 0) {
      await expect(table.getByRole('cell', { name: 'You have no pretreatment estimates on this plan.' })).toBeVisible();
    } else {
      await expect.poll(async () => (await table.getByRole('link').allInnerTexts()).sort()).toEqual([...estimates.claimNumbers].sort());
      // §9: each estimate says until when it is valid (a date, or that it has expired).
      await expect(table.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    }

    const form = page.getByRole('form', { name: 'Ask for a pretreatment estimate' });
    const patient = form.getByRole('combobox', { name: 'Patient' });
    await expect(patient.getByRole('option')).not.toHaveCount(1);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Choose the patient the treatment is for.')).toBeVisible();
    await expect(form.getByText('Please describe the planned treatment.')).toBeVisible();
    await expect(patient).toBeFocused();

    await patient.selectOption({ index: 1 });
    await form.getByRole('textbox', { name: 'Dentist or practice name' }).fill('Lakeside Family Dental');
    const dentistPhone = form.getByRole('textbox', { name: "Dentist's office phone" });
    await dentistPhone.pressSequentially('4025550100');
    await expect(dentistPhone).toHaveValue('(402) 555-0100');
    await form.getByRole('textbox', { name: 'Planned treatment' }).fill('Crown on an upper left molar');
    await fillPlannedDate(form.getByLabel('Planned date'), 30);
    await form.getByRole('button', { name: 'Send request' }).click();

    await expect(form.getByText(/^Thank you\. We received your request \(reference \S+\)\. We will ask your dentist for the treatment plan and send you the estimate\.$/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Planned treatment' })).toHaveValue('');
    await expectNoAxeViolations(page, `${brand.partner} /pretreatment-estimate sent`);
  });
}
