import { describe, expect, it } from 'vitest';
import { emptyDocumentMessage, EmptyDocumentError } from './errors.ts';
import { buildPatientDetailsPdf } from './patient-details.ts';
import { readPdf } from '../../test/support/documents/pdf-text.ts';
import { samplePatientDetails } from '../../test/support/documents/sample-inputs.ts';

describe('buildPatientDetailsPdf (§7 members/patientDetails/pdf/{claimant})', () => {
  it("prints the patient record of §3, the member and the patient's claims", async () => {
    const pdf = await readPdf(await buildPatientDetailsPdf(samplePatientDetails()));
    for (const expected of [
      'Patient Details',
      'Grace Okafor',
      '02/14/2011',
      'Claimant number 02',
      'Current coverage Family',
      'Daniel Okafor',
      '300118842',
      '26020311907 02/03/2026 Northside Pediatric Dental $264.00 $211.20 Paid',
      'Remaining annual maximum $1,133.20',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('says when the patient has no claims', async () => {
    const pdf = await readPdf(await buildPatientDetailsPdf(samplePatientDetails({ recentClaims: [] })));
    expect(pdf.text).toContain('No claims found for this patient.');
  });

  it('speaks Spanish when the member does', async () => {
    const pdf = await readPdf(await buildPatientDetailsPdf(samplePatientDetails(), { language: 'es' }));
    expect(pdf.text).toContain('Datos del paciente');
    expect(pdf.text).toContain('Número de reclamante 02');
    expect(pdf.text).toContain('Reclamaciones recientes');
  });

  it('refuses a claimant with no record on the line (§8)', async () => {
    const failure = buildPatientDetailsPdf(samplePatientDetails({ patient: null }));
    await expect(failure).rejects.toBeInstanceOf(EmptyDocumentError);
    await expect(failure).rejects.toThrow(emptyDocumentMessage);
  });
});
