import { getEnrollmentAppPdf, getMemberDocuments, getPlanDocumentPdf } from '@portal/contract';
import { expect, it } from 'vitest';
import { readPdf } from '../../../test/support/documents/pdf-text.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { bearerOf, demo, demoSpdc, setFeature } from '../../../test/support/demo-members.ts';
import { planDocumentMessages } from './service.ts';

type Who = (typeof demo)[keyof typeof demo];

describeApp('plan documents and enrollment application', (testApp) => {
  const bearer = bearerOf(testApp);
  const inject = async (who: Who | undefined, url: string, payload?: object, headers: Record<string, string> = {}) =>
    testApp.app().inject({
      method: 'POST',
      url: `/api/${who?.partner ?? 'alic'}/members/${url}`,
      headers: { ...(who ? { authorization: await bearer(who) } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const documentsOf = (who: Who, spdc: object) => inject(who, 'documents', spdc);
  const planDocumentPdf = (who: Who | undefined, docId: string, headers?: Record<string, string>) =>
    inject(who, `planDocuments/pdf/${docId}`, undefined, headers);
  const enrollmentAppPdf = (who: Who | undefined, body: object, headers?: Record<string, string>) => inject(who, 'enrollmentApp/pdf', body, headers);

  it('registers the calls at the contract paths', () => {
    for (const call of [getMemberDocuments, getPlanDocumentPdf, getEnrollmentAppPdf]) {
      expect(testApp.app().hasRoute({ method: call.method, url: call.path }), call.id).toBe(true);
    }
  });

  it("lists a group plan's documents per coverage of the SPDC (dental first), no enrollment application (§1, §3)", async () => {
    const response = await documentsOf(demo.maria, demoSpdc.maria);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.enrollmentAppId).toBe('');
    expect(body.findProviderLink).toBe('https://providers.example.com/dental?network=A07');
    expect(body.certificateDocumentList.map((d: { docId: string }) => d.docId)).toEqual([
      'CERT-10-120000-0001-DEN-EN', 'CERT-10-120000-0001-DEN-ES', 'SUMM-10-120000-0001-DEN-EN', 'SUMM-10-120000-0001-DEN-ES',
      'AMND-10-120000-0001-DEN-EN',
      'CERT-10-120000-0001-VIS-EN', 'CERT-10-120000-0001-VIS-ES', 'SUMM-10-120000-0001-VIS-EN', 'SUMM-10-120000-0001-VIS-ES',
      'CERT-10-120000-0001-LSK-EN', 'CERT-10-120000-0001-LSK-ES', 'SUMM-10-120000-0001-LSK-EN', 'SUMM-10-120000-0001-LSK-ES',
    ]);
    expect(body.certificateDocumentList[0]).toEqual({
      docId: 'CERT-10-120000-0001-DEN-EN', title: 'Dental Certificate of Coverage', documentType: 'certificate', language: 'en', effectiveDate: '2023-01-01',
    });
    expect(body.certificateDocumentList[1]).toMatchObject({ title: 'Certificado de cobertura dental', language: 'es' });
  });

  it("lists an individual plan's policy and rider with the member's enrollment application (§1)", async () => {
    const body = (await documentsOf(demo.peter, demoSpdc.peterActive)).json();
    expect(body).toEqual({
      certificateDocumentList: [
        { docId: 'CERT-10-120021-0002-DEN-EN', title: 'Individual Dental Policy', documentType: 'certificate', language: 'en', effectiveDate: '2025-01-01' },
        { docId: 'CERT-10-120021-0002-DEN-ES', title: 'Póliza dental individual', documentType: 'certificate', language: 'es', effectiveDate: '2025-01-01' },
        { docId: 'RIDR-10-120021-0002-DEN-EN', title: 'Orthodontic Rider', documentType: 'rider', language: 'en', effectiveDate: '2025-01-01' },
      ],
      enrollmentAppId: 'ENR-10-120021-9000002-DEN',
      findProviderLink: 'https://providers.example.com/dental?network=D03',
    });
    const ended = (await documentsOf(demo.peter, demoSpdc.peterEnded)).json();
    expect(ended.enrollmentAppId).toBe('');
    expect(ended.certificateDocumentList[0].title).toBe('Dental Certificate of Coverage');
  });

  it("answers 404 for another member's SPDC, 400 for a malformed one, 401 without a token", async () => {
    const other = await documentsOf(demo.maria, demoSpdc.peterActive);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('CERT-');
    expect((await documentsOf(demo.maria, { ...demoSpdc.maria, certificateNumber: 'x' })).statusCode).toBe(400);
    expect((await inject(undefined, 'documents', demoSpdc.maria)).statusCode).toBe(401);
  });

  it("answers a plan document as a PDF with the member's name, ID, plan and sponsor (§7 planDocuments/pdf)", async () => {
    const response = await planDocumentPdf(demo.maria, 'CERT-10-120000-0001-DEN-EN');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="alic-plan-document-\d{2}-\d{2}-\d{4}\.pdf"$/);
    const { text } = await readPdf(new Uint8Array(response.rawPayload));
    for (const expected of ['Dental Certificate of Coverage', 'Maria J McAllister', '900000001', 'ALIC Dental PPO Plus', 'Northwind Logistics', '10-120000-1']) {
      expect(text).toContain(expected);
    }
  });

  it('prints a Spanish document in Spanish, and accepts the empty JSON body the sites send (§7)', async () => {
    const response = await planDocumentPdf(demo.maria, 'CERT-10-120000-0001-DEN-ES', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(200);
    const { text } = await readPdf(new Uint8Array(response.rawPayload));
    expect(text).toContain('Certificado de cobertura dental');
    expect(text).toContain('Quién está cubierto');
  });

  it("answers 404 for a document of a plan the member is not on — never another member's PDF", async () => {
    const response = await planDocumentPdf(demo.maria, 'CERT-10-120021-0002-DEN-EN');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toBe(planDocumentMessages.noPlanDocument);
    expect((await planDocumentPdf(demo.maria, 'CERT-NOPE')).statusCode).toBe(404);
  });

  it('answers 400 for a malformed docId and 401 without a token', async () => {
    const malformed = await planDocumentPdf(demo.maria, 'CERT.10%20x');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^The params field "docId" is not valid/);
    expect((await planDocumentPdf(undefined, 'CERT-10-120000-0001-DEN-EN')).statusCode).toBe(401);
  });

  it("answers Peter's enrollment application as a PDF with the applicant, enrollees and signature", async () => {
    const response = await enrollmentAppPdf(demo.peter, { docId: 'ENR-10-120021-9000002-DEN' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="alic-enrollment-application-\d{2}-\d{2}-\d{4}\.pdf"/);
    const { text } = await readPdf(new Uint8Array(response.rawPayload));
    for (const expected of ['ENR-10-120021-9000002-DEN', "Peter O'Neill", '2710 Ingersoll Ave', 'Des Moines, IA 50309', '(515) 555-0173', 'Harborview Hospital', "Claire O'Neill", 'Member + spouse']) {
      expect(text).toContain(expected);
    }
  });

  it('prints the application in Spanish when the site asks in Spanish', async () => {
    const response = await enrollmentAppPdf(demo.peter, { docId: 'ENR-10-120021-9000002-DEN' }, { 'accept-language': 'es-US,es;q=0.9' });
    expect((await readPdf(new Uint8Array(response.rawPayload))).text).toContain('Solicitud de inscripción');
  });

  it("answers 404 for another member's application, 400 for a malformed body, 401 without a token", async () => {
    const other = await enrollmentAppPdf(demo.maria, { docId: 'ENR-10-120021-9000002-DEN' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(planDocumentMessages.noEnrollmentApp);
    expect((await enrollmentAppPdf(demo.peter, {})).statusCode).toBe(400);
    expect((await enrollmentAppPdf(demo.peter, { docId: 'ENR-10-120021-9000002-DEN', extra: 1 })).statusCode).toBe(400);
    expect((await enrollmentAppPdf(undefined, { docId: 'ENR-10-120021-9000002-DEN' })).statusCode).toBe(401);
  });

  it('follows the certPlanDoc and enrollmentApp features (§3): the list leaves them out, the PDFs answer 403', async () => {
    await setFeature(testApp, 'alic', 'memberDentalFeatures.certPlanDoc', false);
    await setFeature(testApp, 'alic', 'memberDentalFeatures.enrollmentApp', false);
    try {
      const maria = (await documentsOf(demo.maria, demoSpdc.maria)).json();
      expect(maria.certificateDocumentList.map((d: { docId: string }) => d.docId.split('-')[4])).toEqual(['VIS', 'VIS', 'VIS', 'VIS', 'LSK', 'LSK', 'LSK', 'LSK']);
      expect((await documentsOf(demo.peter, demoSpdc.peterActive)).json().enrollmentAppId).toBe('');
      const pdf = await planDocumentPdf(demo.maria, 'CERT-10-120000-0001-DEN-EN');
      expect(pdf.statusCode).toBe(403);
      expect(pdf.json().message).toBe(planDocumentMessages.planDocumentsUnavailable);
      expect((await planDocumentPdf(demo.maria, 'CERT-10-120000-0001-VIS-EN')).statusCode).toBe(200);
      const application = await enrollmentAppPdf(demo.peter, { docId: 'ENR-10-120021-9000002-DEN' });
      expect(application.statusCode).toBe(403);
      expect(application.json().message).toBe(planDocumentMessages.enrollmentAppUnavailable);
    } finally {
      await setFeature(testApp, 'alic', 'memberDentalFeatures.certPlanDoc', true);
      await setFeature(testApp, 'alic', 'memberDentalFeatures.enrollmentApp', true);
    }
  });
});
