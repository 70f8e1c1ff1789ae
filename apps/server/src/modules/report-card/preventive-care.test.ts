import { describe, expect, it } from 'vitest';
import { reportCardItems, statusOf } from './preventive-care.ts';

const today = new Date('2026-11-21T15:00:00Z');

describe('dental report card lines', () => {
  it('counts a cleaning up to date for six months, due soon in the last 60 days, overdue after', () => {
    expect(statusOf('2026-08-14', 'cleaning', today).status).toBe('upToDate');
    expect(statusOf('2026-06-10', 'cleaning', today).status).toBe('dueSoon');
    expect(statusOf('2026-05-19', 'cleaning', today).status).toBe('overdue');
    expect(statusOf(undefined, 'cleaning', today).status).toBe('overdue');
  });

  it('gives X-rays their own intervals (bitewings yearly, full mouth every five years)', () => {
    expect(statusOf('2026-02-01', 'bitewingXrays', today).status).toBe('upToDate');
    expect(statusOf('2025-12-30', 'bitewingXrays', today).status).toBe('dueSoon');
    expect(statusOf('2025-09-10', 'bitewingXrays', today).status).toBe('overdue');
    expect(statusOf('2023-02-20', 'fullMouthXrays', today).status).toBe('upToDate');
  });

  it('lists every kind of care in English or Spanish, with what to do next', () => {
    const visits = [
      { category: 'checkup', lastVisitDate: '2026-08-14' },
      { category: 'bitewingXrays', lastVisitDate: '2025-09-10' },
    ] as const;
    expect(reportCardItems(visits, today, 'en')).toEqual([
      { category: 'Checkup (exam)', lastVisitDate: '2026-08-14', status: 'upToDate', recommendation: 'Next one due by February 2027.' },
      { category: 'Cleaning', lastVisitDate: undefined, status: 'overdue', recommendation: 'No visit on record; ask your dentist at your next visit.' },
      { category: 'Bitewing X-rays', lastVisitDate: '2025-09-10', status: 'overdue', recommendation: 'Overdue since September 2026; book a visit with your dentist.' },
      { category: 'Full-mouth X-rays', lastVisitDate: undefined, status: 'overdue', recommendation: 'No visit on record; ask your dentist at your next visit.' },
    ]);
    expect(reportCardItems(visits, today, 'es')[0]).toMatchObject({ category: 'Chequeo (examen)', recommendation: 'La próxima vence en febrero de 2027.' });
  });

  it('has no lines when nothing is on record, so the static card of §4 is served', () => {
    expect(reportCardItems([], today, 'en')).toEqual([]);
  });
});
