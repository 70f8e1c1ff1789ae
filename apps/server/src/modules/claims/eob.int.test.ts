import { expect, it } from 'vitest';
import type { ClaimsResponse } from '@portal/contract';
import { readPdf } from '../../../test/support/documents/pdf-text.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { claimsCalls, maria, mariaSpdc, peter, peterActiveSpdc } from '../../../test/support/claims/claims-calls.ts';
import { demo } from '../../../test/support/demo-members.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describeApp('POST /api/:subsidiary/members/eob/pdf/:objectId', ({ app, db, config }) => {
  const calls = claimsCalls(app, db, config);
  const mariasClaims = () => calls.allClaimsOf(maria, mariaSpdc);
  const crownOf = (list: ClaimsResponse) => list['CLM-OUT'].find((row) => row['CLM-STATUS'] === 'PARTIAL')!;

  it("answers the claim's EOB as a PDF named with the date, with the member, the claim and every line's amounts", async () => {
    const crown = crownOf(await mariasClaims());
    const detail = await calls.detailOf(maria, crown['CLM-NO'], mariaSpdc);
    const response = await calls.eob(maria, crown['EOB-OBJ-ID'], mariaSpdc);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="alic-eob-\d{2}-\d{2}-\d{4}\.pdf"$/);
    const pdf = await readPdf(new Uint8Array(response.rawPayload));
    expect(pdf.text).toContain('Maria J McAllister');
    expect(pdf.text).toContain('900000001');
    expect(pdf.text).toContain(crown['CLM-NO']);
    expect(pdf.text).toContain('Lakeside Family Dental');
    for (const line of detail['PROC-TABLE']) {
      expect(pdf.text).toContain(line['SUB-PROC-CD']);
      expect(pdf.text).toContain(dollars.format(line['CHG-AMT']));
      expect(pdf.text).toContain(dollars.format(line['PAY-AMT']));
    }
    expect(pdf.text).toContain(dollars.format(detail['CALC-TOTALS']['TOT-PAY-AMT']));
    expect(pdf.text).toContain(detail['PAYMENT-TABLE'][0]!['PMT-NO']);
    expect(pdf.text).toContain('Annual maximum reached');
  });

  it("speaks the member's language (Accept-Language: es)", async () => {
    const crown = crownOf(await mariasClaims());
    const response = await calls.eob(maria, crown['EOB-OBJ-ID'], mariaSpdc, { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('es');
    const pdf = await readPdf(new Uint8Array(response.rawPayload));
    expect(pdf.language).toMatch(/^es/);
    expect(pdf.text).toContain('Corona');
    expect(pdf.text).toContain('Máximo anual alcanzado');
    expect(pdf.text).toContain('Maria J McAllister');
  });

  it("addresses an adult dependent's own EOB to them: Ava, on her own account, is its member and its patient, not Maria", async () => {
    const avasClaim = (await calls.allClaimsOf(demo.ava, mariaSpdc))['CLM-OUT'].find((row) => row['EOB-OBJ-ID'] !== '')!;
    for (const language of ['en', 'es']) {
      const response = await calls.eob(demo.ava, avasClaim['EOB-OBJ-ID'], mariaSpdc, { 'accept-language': language });
      expect(response.statusCode, response.body).toBe(200);
      const pdf = await readPdf(new Uint8Array(response.rawPayload));
      expect(pdf.text).toContain('Ava McAllister');
      expect(pdf.text).toContain(avasClaim['CLM-NO']);
      expect(pdf.text).not.toContain('Maria');
    }
  });

  it("answers 404 'No EOB is available for this claim.' for a claim still pending, asked by its claim number", async () => {
    const pending = (await mariasClaims())['CLM-OUT'].find((row) => row['CLM-STATUS'] === 'PENDING')!;
    expect(pending['EOB-OBJ-ID']).toBe('');
    const response = await calls.eob(maria, pending['CLM-NO'], mariaSpdc);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No EOB is available for this claim.' });
  });

  it("never answers another member's EOB: their object id is 404 with either SPDC, and no PDF", async () => {
    const crown = crownOf(await mariasClaims());
    for (const spdc of [peterActiveSpdc, mariaSpdc]) {
      const response = await calls.eob(peter, crown['EOB-OBJ-ID'], spdc);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toMatch(/McAllister|%PDF/);
    }
    const unknown = await calls.eob(maria, 'EOB-00000000000', mariaSpdc);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No EOB is available for this claim.');
  });

  it('answers 400 for a malformed object id or body and 401 without a token', async () => {
    const badId = await calls.eob(maria, 'EOB!123', mariaSpdc);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^The params field "objectId" is not valid/);
    const badBody = await calls.eob(maria, 'EOB-123', { ...mariaSpdc, extra: true });
    expect(badBody.statusCode).toBe(400);
    const noToken = await calls.eob(undefined, 'EOB-123', mariaSpdc);
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe('An access token is required.');
  });
});
