// The dental cost estimator as a signed-in member uses it:
// /dce/home → Start an estimate → a patient and procedures found by code →
// Estimate my cost → /dce/completed. In English or Spanish, since the route
// sweeps make an estimate in both before visiting /dce/completed.
import { expect, type Page } from '@playwright/test';
import type { BrandUnderTest } from './brands.ts';
import type { Language } from './session.ts';

/** The estimator's texts a member acts on, by language. */
export const dceLabels = {
  en: { start: 'Start an estimate', form: 'Your estimate', patient: 'Patient', search: 'Find a procedure', add: 'Add', submit: 'Estimate my cost', result: 'Your estimated cost' },
  es: {
    start: 'Comenzar un cálculo',
    form: 'Su cálculo',
    patient: 'Paciente',
    search: 'Buscar un procedimiento',
    add: 'Agregar',
    submit: 'Calcular mi costo',
    result: 'Su costo estimado',
  },
} as const;

/** What the estimator answered (contract estimateDentalCost), for comparing with the screen. */
export interface DceEstimateWire {
  procedures: Array<{ code: string; typicalFee: number; networkAllowed: number; planPays: number; youPay: number }>;
  totals: { typicalFee: number; networkAllowed: number; deductibleApplied: number; planPays: number; youPay: number };
}

/**
 * Starts the estimator on /dce/home (signed in), estimates `procedureCodes`
 * for the line's first patient (the member) and waits for /dce/completed.
 * Resolves to the estimator's answer.
 */
export async function estimateDentalCost(page: Page, brand: BrandUnderTest, language: Language, procedureCodes: readonly string[]): Promise<DceEstimateWire> {
  const text = dceLabels[language];
  if (!page.url().endsWith('/dce/home')) await page.goto(`${brand.origin}/dce/home`);
  await page.getByRole('main').getByRole('button', { name: text.start }).click();
  const form = page.getByRole('form', { name: text.form });
  const patient = form.getByRole('combobox', { name: text.patient });
  await expect(patient).toBeVisible();
  await patient.selectOption({ index: 1 });
  const search = form.getByRole('searchbox', { name: text.search });
  for (const code of procedureCodes) {
    await search.fill(code);
    // The one match of a CDT code; its button reads "Add <plain name>".
    const add = form.getByRole('button', { name: new RegExp(`^${text.add} `) });
    await expect(add).toHaveCount(1);
    await add.click();
  }
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/${brand.partner}/dce/estimate`),
    form.getByRole('button', { name: text.submit }).click(),
  ]);
  expect(answer.status(), 'the estimate call').toBe(200);
  await expect(page).toHaveURL(`${brand.origin}/dce/completed`);
  await expect(page.getByRole('heading', { level: 1, name: text.result })).toBeVisible();
  return (await answer.json()) as DceEstimateWire;
}
