import { describe, expect, it } from 'vitest';
import { createAuditExportSchema, usDateToIso } from './audit-export-schema.ts';

const schema = createAuditExportSchema((key) => key);
const errorOf = (from: string, to: string) =>
  schema.validate({ from, to }, { abortEarly: true }).then(
    () => null,
    (error: Error) => error.message,
  );

describe('the audit export range', () => {
  it('reads MM/DD/YYYY real days only', () => {
    expect(usDateToIso('02/29/2028')).toBe('2028-02-29');
    expect(usDateToIso('02/29/2027')).toBeNull();
    expect(usDateToIso('13/01/2026')).toBeNull();
    expect(usDateToIso('2026-11-01')).toBeNull();
  });

  it('takes a range of up to 366 days, the end on or after the start', async () => {
    expect(await errorOf('11/01/2026', '11/01/2026')).toBeNull();
    expect(await errorOf('01/01/2028', '01/01/2029')).toBeNull(); // 366 days (leap year)
    expect(await errorOf('01/01/2027', '01/03/2028')).toBe('management.export.tooLong');
    expect(await errorOf('11/02/2026', '11/01/2026')).toBe('management.export.toBeforeFrom');
    expect(await errorOf('', '11/01/2026')).toBe('management.export.required');
    expect(await errorOf('11/31/2026', '12/01/2026')).toBe('management.export.invalidDate');
  });
});
