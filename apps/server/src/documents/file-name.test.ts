import { describe, expect, it } from 'vitest';
import { documentFileName } from './file-name.ts';

describe('documentFileName (§9: the date as MM-DD-YYYY)', () => {
  it('names a document with the month, day and year of the date', () => {
    expect(documentFileName('idCard', new Date('2026-11-21T15:00:00Z'))).toBe('id-card-11-21-2026.pdf');
    expect(documentFileName('idCard', new Date('2027-03-04T00:00:00Z'))).toBe('id-card-03-04-2027.pdf');
    expect(documentFileName('eob', '2026-01-05')).toBe('eob-01-05-2026.pdf');
  });

  it('leads with the partner when one is given', () => {
    expect(documentFileName('benefitSummary', '2026-03-09', 'rsl')).toBe('rsl-benefit-summary-03-09-2026.pdf');
  });

  it('names every kind of document', () => {
    const kinds = ['patientDetails', 'planDocument', 'enrollmentApplication', 'dentalReportCard'] as const;
    expect(kinds.map((kind) => documentFileName(kind, '2026-12-31'))).toEqual([
      'patient-details-12-31-2026.pdf',
      'plan-document-12-31-2026.pdf',
      'enrollment-application-12-31-2026.pdf',
      'dental-report-card-12-31-2026.pdf',
    ]);
  });

  it('reads the calendar day in the given time zone', () => {
    const lateEveningInCalifornia = new Date('2026-11-22T03:30:00Z');
    expect(documentFileName('idCard', lateEveningInCalifornia)).toBe('id-card-11-22-2026.pdf');
    expect(documentFileName('idCard', lateEveningInCalifornia, undefined, { timeZone: 'America/Los_Angeles' })).toBe(
      'id-card-11-21-2026.pdf',
    );
  });

  it('refuses a date it cannot read', () => {
    expect(() => documentFileName('eob', '11/21/2026')).toThrow(RangeError);
    expect(() => documentFileName('eob', new Date('not a date'))).toThrow(RangeError);
  });
});
