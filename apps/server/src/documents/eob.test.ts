import { describe, expect, it } from 'vitest';
import { buildEobPdf } from './eob.ts';
import { emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { sampleEob, sampleProcedureLines } from '../../test/support/documents/sample-inputs.ts';

describe('buildEobPdf (§7 members/eob/pdf/{objectId})', () => {
  it('prints the claim header of §3, the member and the amounts', async () => {
    const pdf = await readPdf(await buildEobPdf(sampleEob(5)));
    for (const expected of [
      'Explanation of Benefits',
      'This is not a bill.',
      'Jordan A. Whitfield',
      '884201337',
      '26071500412',
      'Avery Whitfield',
      'Child',
      '06/09/2014',
      'Bright Smiles Family Dentistry',
      'Harbor Logistics Inc.',
      '136-558201-2',
      '03/04/2026',
      '03/18/2026',
      'Patient responsibility $312.40',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('prints each procedure line with its codes and amounts, and the totals', async () => {
    const pdf = await readPdf(await buildEobPdf(sampleEob(5)));
    // D2740 submitted, paid as D2750, tooth 19: charges, adjustment, covered, deductible, percent, payable, remark.
    expect(pdf.text).toContain('03/05/2026 19 D2740 (paid as D2750) · Crown, porcelain/ceramic · Major $1,389.00 $250.02 $1,138.98 $0.00 50% $569.49 A1');
    expect(pdf.text).toContain('03/04/2026 30 O D2391');
    expect(pdf.text).toContain('Totals $1,873.00 $337.14 $1,535.86 $50.00 $890.78');
  });

  it('lists every procedure line, continuing the table onto new pages', async () => {
    const procedureLines = sampleProcedureLines(90).map((line, index) => ({
      ...line,
      description: `Service line ${String(index + 1).padStart(3, '0')}`,
    }));
    const pdf = await readPdf(await buildEobPdf(sampleEob(0, { procedureLines })));
    expect(pdf.pageCount).toBeGreaterThan(3);
    for (let line = 1; line <= 90; line++) {
      expect(pdf.text).toContain(`Service line ${String(line).padStart(3, '0')}`);
    }
    // The header row is repeated under a "(continued)" caption on each following page.
    for (const page of pdf.pages.slice(1, -1)) {
      expect(page).toContain('Claim number 26071500412 (continued)');
      expect(page).toContain('Amount payable');
    }
    expect(pdf.pages.at(-1)).toContain('Page');
  });

  it('prints the payments, or says there are none', async () => {
    const paid = await readPdf(await buildEobPdf(sampleEob(3)));
    expect(paid.text).toContain('CHK-0048812 03/19/2026 Bright Smiles Family Dentistry $1,432.66 Paid');
    const unpaid = await readPdf(await buildEobPdf(sampleEob(3, { payments: [] })));
    expect(unpaid.text).toContain('No payment information is available.');
  });

  it('explains the remark codes used on the lines', async () => {
    const pdf = await readPdf(await buildEobPdf(sampleEob(5)));
    expect(pdf.text).toContain('A1: Paid as an alternate benefit');
  });

  it('titles a pretreatment estimate as one, with its 12-month validity (§9)', async () => {
    const input = sampleEob(3);
    input.claim.claimType = 'estimate';
    const pdf = await readPdf(await buildEobPdf(input));
    expect(pdf.title).toBe('Pretreatment Estimate');
    expect(pdf.text).toContain('valid for 12 months');
  });

  it('speaks Spanish when the member does', async () => {
    const pdf = await readPdf(await buildEobPdf(sampleEob(5), { language: 'es' }));
    for (const expected of [
      'Explicación de beneficios',
      'Esto no es una factura.',
      'Número de reclamación',
      'Monto a pagar',
      'Totales $1,873.00',
      'Responsabilidad del paciente $312.40',
      'pagado como D2750',
      'Página 1 de',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toContain('Explanation of Benefits');
  });

  it('refuses an EOB with no procedure lines (§8)', async () => {
    const failure = buildEobPdf(sampleEob(0));
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toThrow(emptyDocumentMessage);
  });
});
