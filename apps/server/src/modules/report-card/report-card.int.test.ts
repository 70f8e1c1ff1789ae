import { getReportCardPdf } from '@portal/contract';
import { expect, it } from 'vitest';
import { readPdf } from '../../../test/support/documents/pdf-text.ts';
import { describeApp } from '../../../test/app-testing.ts';
import type { TestTokenOptions } from '../../../test/support/test-tokens.ts';
import { bearerOf, csrOf, demo, setFeature } from '../../../test/support/demo-members.ts';
import { reportCardMessages } from './service.ts';

type Who = TestTokenOptions;

describeApp('POST /api/:subsidiary/members/reportCard/pdf', (testApp) => {
  const bearer = bearerOf(testApp);
  const post = async (who: Who | undefined, headers: Record<string, string> = {}, partner = who?.partner ?? 'alic') =>
    testApp.app().inject({
      method: 'POST',
      url: `/api/${partner}/members/reportCard/pdf`,
      headers: { ...(who ? { authorization: await bearer(who) } : {}), ...headers },
    });
  const textOf = async (payload: Buffer) => (await readPdf(new Uint8Array(payload))).text;

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: getReportCardPdf.method, url: getReportCardPdf.path })).toBe(true);
  });

  it("answers Maria's own report card from her processed claims: the dates of the benefit snapshot's frequency clocks", async () => {
    const response = await post(demo.maria, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="alic-dental-report-card-\d{2}-\d{2}-\d{4}\.pdf"/);
    expect(response.headers['x-document-fallback']).toBeUndefined();
    const text = await textOf(response.rawPayload);
    for (const expected of ['Dental Report Card', 'Maria J McAllister', '900000001', 'Checkup (exam)', 'Cleaning', 'Bitewing X-rays']) {
      expect(text).toContain(expected);
    }
    // Her last checkup with a cleaning and bitewings (demo claim, 45 days ago), as the snapshot's FREQ-TABLE gives it.
    const detail = await testApp.app().inject({
      method: 'POST', url: '/api/alic/members/patientDetails/1', headers: { authorization: await bearer(demo.maria) },
      payload: { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001 },
    });
    const cleaning = detail.json()['FREQ-TABLE'].find((row: { LOB: string; SERVICE: string }) => row.LOB === 'DEN' && row.SERVICE === 'CLEANING');
    const day = String(cleaning['LAST-SVC-DT']);
    expect(day).toBe(new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', ''));
    expect(text).toContain(`${day.slice(4, 6)}/${day.slice(6, 8)}/${day.slice(0, 4)}`);
  });

  it('speaks Spanish when the site asks in Spanish', async () => {
    const text = await textOf((await post(demo.grace, { 'accept-language': 'es' })).rawPayload);
    expect(text).toContain('Informe de salud dental');
    expect(text).toContain('Grace Kim');
  });

  it('serves the static report card of §4 when no care is on record, with no member data in it', async () => {
    // Linda's dental claims, made pending for the test: nothing processed, nothing on record.
    const db = testApp.db();
    const processed = await db.query<{ id: string; status: string; processedDate: string; eobObjectId: string | null }>(
      `SELECT id::text, status, to_char(processed_date, 'YYYY-MM-DD') AS "processedDate", eob_object_id AS "eobObjectId"
         FROM claims WHERE member_id = '900000012' AND claim_type = 'dental' AND processed_date IS NOT NULL`,
    );
    expect(processed.length).toBeGreaterThan(0);
    await db.query("UPDATE claims SET status = 'PENDING', processed_date = NULL WHERE id = ANY($1::bigint[])", [processed.map((c) => c.id)]);
    try {
      const response = await post(demo.linda);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-document-fallback']).toBe('true');
      const text = await textOf(response.rawPayload);
      expect(text).toContain('Your personal report card is not available right now.');
      expect(text).not.toContain('Ortiz-Baker');
    } finally {
      for (const claim of processed) {
        await db.query('UPDATE claims SET status = $2, processed_date = $3::date WHERE id = $1::bigint', [claim.id, claim.status, claim.processedDate]);
      }
    }
    expect((await post(demo.linda)).headers['x-document-fallback']).toBeUndefined();
  });

  it('answers 401 without a token, 403 for a CSR without a member', async () => {
    expect((await post(undefined)).statusCode).toBe(401);
    expect((await post(csrOf('alic'), {}, 'alic')).statusCode).toBe(403);
  });

  it('answers 404 with a clear message for a member without active dental coverage', async () => {
    await testApp.db().query("UPDATE coverage_lines SET effective_date = 0, term_date = 20261031 WHERE member_id = '900000022' AND lob = 'DEN'");
    try {
      const response = await post(demo.samuel);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(reportCardMessages.noDentalCoverage);
    } finally {
      await testApp.db().query(
        "UPDATE coverage_lines SET effective_date = 20250101, term_date = 0 WHERE member_id = '900000022' AND policy_number = 560070",
      );
    }
  });

  it('answers 403 when the partner turns the dental report card off (§3 dentalReportCard)', async () => {
    await setFeature(testApp, 'alic', 'memberDentalFeatures.dentalReportCard', false);
    try {
      const response = await post(demo.maria);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(reportCardMessages.unavailable);
    } finally {
      await setFeature(testApp, 'alic', 'memberDentalFeatures.dentalReportCard', true);
    }
  });
});
