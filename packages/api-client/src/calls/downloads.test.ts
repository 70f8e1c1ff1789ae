import { dentalSpdc } from '@portal/contract/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockHttpClient } from '../testing.ts';
import { downloadBenefitSummary } from './download-benefit-summary.ts';
import { downloadEnrollmentApp } from './download-enrollment-app.ts';
import { downloadEob } from './download-eob.ts';
import { downloadIdCard } from './download-id-card.ts';
import { downloadPatientDetailsPdf } from './download-patient-details-pdf.ts';
import { downloadPlanDocument } from './download-plan-document.ts';
import { downloadReportCard } from './download-report-card.ts';

const pdf = new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });
const coverageSpdc = { ...dentalSpdc, extra: 'not sent' } as typeof dentalSpdc;

describe('PDF downloads (§7)', () => {
  afterEach(() => vi.useRealTimers());

  it('posts the selected spdc (its four numbers only) to the call\'s path', async () => {
    const client = createMockHttpClient({
      'POST /api/alic/members/idcard/mobile': pdf,
      'POST /api/alic/members/benefitSummary/pdf': pdf,
      'POST /api/alic/members/patientDetails/pdf/2': pdf,
      'POST /api/alic/members/eob/pdf/EOB-25071000123': pdf,
    });
    const api = { client, subsidiary: 'alic' } as const;
    await downloadIdCard(api, { spdc: coverageSpdc, deviceType: 'mobile' });
    await downloadBenefitSummary(api, coverageSpdc);
    await downloadPatientDetailsPdf(api, { spdc: coverageSpdc, claimant: '2' });
    await downloadEob(api, { spdc: coverageSpdc, objectId: 'EOB-25071000123' });
    expect(client.requests.map((request) => request.options.body)).toEqual([dentalSpdc, dentalSpdc, dentalSpdc, dentalSpdc]);
  });

  it('sends the enrollment application docId as the body; plan document and report card send none', async () => {
    const client = createMockHttpClient({
      'POST /api/rsl/members/enrollmentApp/pdf': pdf,
      'POST /api/rsl/members/planDocuments/pdf/CERT-123456-0001-EN': pdf,
      'POST /api/rsl/members/reportCard/pdf': pdf,
    });
    const api = { client, subsidiary: 'rsl' } as const;
    await downloadEnrollmentApp(api, { docId: 'ENR-123456-7654321' });
    await downloadPlanDocument(api, { spdc: dentalSpdc, docId: 'CERT-123456-0001-EN' });
    await downloadReportCard(api, dentalSpdc);
    expect(client.requests.map((request) => request.options.body)).toEqual([{ docId: 'ENR-123456-7654321' }, undefined, undefined]);
  });

  it('names the file like the server when the answer names none (§9 MM-DD-YYYY)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 30));
    const client = createMockHttpClient({ 'POST /api/standard/members/idcard/desktop': pdf });
    const file = await downloadIdCard({ client, subsidiary: 'standard' }, { spdc: dentalSpdc, deviceType: 'desktop' });
    expect(file.fileName).toBe('standard-id-card-11-21-2026.pdf');
    expect(file.blob).toBe(pdf);
  });

  it('keeps the server\'s name from a mock file answer, and raises the mock\'s HTTP error', async () => {
    const client = createMockHttpClient({
      'POST /api/alic/members/benefitSummary/pdf': { file: { blob: pdf, fileName: 'alic-benefit-summary-01-02-2026.pdf' } },
      'POST /api/alic/members/reportCard/pdf': { httpStatus: 401 },
    });
    const api = { client, subsidiary: 'alic' } as const;
    expect((await downloadBenefitSummary(api, dentalSpdc)).fileName).toBe('alic-benefit-summary-01-02-2026.pdf');
    await expect(downloadReportCard(api)).rejects.toMatchObject({ status: 401, message: 'Unauthorized access' });
  });

  it('raises the §8 "Empty PDF" error for an empty mock file, as the real client does', async () => {
    const client = createMockHttpClient({ 'POST /api/alic/members/eob/pdf/EOB-1': '' });
    await expect(downloadEob({ client, subsidiary: 'alic' }, { spdc: dentalSpdc, objectId: 'EOB-1' })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Empty PDF - no data returned.',
    });
  });
});
