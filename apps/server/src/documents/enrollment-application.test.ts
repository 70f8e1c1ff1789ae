import { describe, expect, it } from 'vitest';
import { buildEnrollmentApplicationPdf } from './enrollment-application.ts';
import { emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { sampleEnrollmentApplication } from '../../test/support/documents/sample-inputs.ts';

describe('buildEnrollmentApplicationPdf (§7 members/enrollmentApp/pdf)', () => {
  it('prints the applicant, the coverage, everyone enrolled and the signature', async () => {
    const pdf = await readPdf(await buildEnrollmentApplicationPdf(sampleEnrollmentApplication()));
    for (const expected of [
      'Enrollment Application',
      'EA-2026-004417',
      'Priya Raman',
      '4410 SE Belmont St, Portland, OR 97215',
      'priya.raman@example.com',
      'Standard Dental High (Dental)',
      'Arjun Raman Spouse 04/11/1987 Employee + spouse',
      'Signed electronically by Priya Raman on 11/14/2025.',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('says when the application was not signed', async () => {
    const pdf = await readPdf(await buildEnrollmentApplicationPdf(sampleEnrollmentApplication({ signature: undefined })));
    expect(pdf.text).toContain('Not signed.');
  });

  it('speaks Spanish when the member does', async () => {
    const pdf = await readPdf(await buildEnrollmentApplicationPdf(sampleEnrollmentApplication(), { language: 'es' }));
    expect(pdf.text).toContain('Solicitud de inscripción');
    expect(pdf.text).toContain('Firmado electrónicamente por Priya Raman el 11/14/2025.');
  });

  it('refuses an application that enrolls nobody (§8)', async () => {
    const failure = buildEnrollmentApplicationPdf(sampleEnrollmentApplication({ enrollees: [] }));
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toThrow(emptyDocumentMessage);
  });
});
