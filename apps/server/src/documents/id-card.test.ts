import { describe, expect, it } from 'vitest';
import { documentBrands } from './brands.ts';
import { emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import { idCardData } from './id-card-data.ts';
import { buildIdCardPdf } from './id-card.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { sampleIdCard } from '../../test/support/documents/sample-inputs.ts';
import { textsFor } from './texts.ts';

describe('buildIdCardPdf (§7 members/idcard/{device type})', () => {
  it.each(['desktop', 'mobile'] as const)('prints everything a %s card must carry', async (deviceType) => {
    const pdf = await readPdf(await buildIdCardPdf(sampleIdCard(), { deviceType }));
    for (const expected of [
      'María José Castillo-Núñez',
      '912345678',
      '10-204518-1',
      'Dental PPO Plus',
      '01/01/2026',
      '1-800-555-0142',
      'ALIC Dental Claims',
      'P.O. Box 14526',
      'Lexington, KY 40512-4526',
      'Dental ID Card',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.title).toBe('Dental ID Card');
  });

  it('lays out a letter page with the wallet card on desktop and a phone-sized page on mobile', async () => {
    const desktop = await readPdf(await buildIdCardPdf(sampleIdCard(), { deviceType: 'desktop' }));
    const mobile = await readPdf(await buildIdCardPdf(sampleIdCard(), { deviceType: 'mobile' }));
    expect(desktop.pageSizes).toEqual([{ width: 612, height: 792 }]);
    expect(desktop.text).toContain('cut along the dashed line');
    expect(mobile.pageSizes).toEqual([{ width: 360, height: 640 }]);
  });

  it('speaks Spanish when the member does', async () => {
    const pdf = await readPdf(await buildIdCardPdf(sampleIdCard(), { deviceType: 'mobile', language: 'es' }));
    expect(pdf.text).toContain('Tarjeta de identificación dental');
    expect(pdf.text).toContain('ID de miembro');
    expect(pdf.text).toContain('Grupo/Póliza');
    expect(pdf.text).toContain('Envíe las reclamaciones a');
    expect(pdf.text).not.toContain('Member ID');
    expect(pdf.language).toBe('es-US');
  });

  it.each(['alic', 'rsl', 'standard'] as const)("wears the %s brand and gives that partner's phone and claims address", async (partner) => {
    const brand = documentBrands[partner];
    const pdf = await readPdf(await buildIdCardPdf(sampleIdCard({ partner }), { deviceType: 'desktop' }));
    expect(pdf.text).toContain(brand.name);
    expect(pdf.text).toContain(brand.customerServicePhone);
    expect(pdf.text).toContain(brand.claimsAddress.lines[0]!);
  });

  it('prints the phone and claims address of the line when it has its own', async () => {
    const pdf = await readPdf(
      await buildIdCardPdf(
        sampleIdCard({ customerServicePhone: '1-800-555-0199', claimsAddress: { name: 'NY Claims Unit', lines: ['P.O. Box 1', 'Albany, NY 12201'] } }),
        { deviceType: 'mobile' },
      ),
    );
    expect(pdf.text).toContain('1-800-555-0199');
    expect(pdf.text).toContain('NY Claims Unit');
    expect(pdf.text).not.toContain(documentBrands.alic.customerServicePhone);
  });

  it('shows the end date of a terminated line (§3)', async () => {
    const input = sampleIdCard();
    input.coverage.terminationDate = '2026-06-30';
    const pdf = await readPdf(await buildIdCardPdf(input, { deviceType: 'mobile' }));
    expect(pdf.text).toContain('Coverage ended 06/30/2026');
  });

  it('puts the card data in the QR code', () => {
    const { qrText } = idCardData(sampleIdCard(), textsFor('en'), 'en');
    expect(qrText.split('\n')).toEqual([
      'ALIC Dental ID Card',
      'Member: María José Castillo-Núñez',
      'Member ID: 912345678',
      'Group/Policy: 10-204518-1',
      'Plan: Dental PPO Plus',
      'Effective date: 01/01/2026',
      'Customer service: 1-800-555-0142',
    ]);
  });

  it('prints names outside the standard fonts instead of failing', async () => {
    const input = sampleIdCard({ member: { name: 'Nguyễn Văn Đức 王', memberId: '912345678' } });
    const pdf = await readPdf(await buildIdCardPdf(input, { deviceType: 'desktop' }));
    expect(pdf.text).toContain('Nguyen Van');
    expect(pdf.text).toContain('912345678');
  });

  it('refuses a card with no member to print (§8)', async () => {
    const input = sampleIdCard({ member: { name: ' ', memberId: '' } });
    const failure = buildIdCardPdf(input, { deviceType: 'mobile' });
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toThrow(emptyDocumentMessage);
  });
});
