// exportAuditEvents: the audit trail of [from, to] (whole UTC days) as CSV,
// streamed page by page so a year of events never sits in memory.
import { Readable } from 'node:stream';
import type { Queryable } from '../../db/database.ts';
import { auditEventsBetween } from '../../audit/audit-repository.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { csvLine } from './csv.ts';
import { accessManagementMessages } from './messages.ts';

export const auditCsvHeader = [
  'id', 'at', 'actor_kind', 'actor_id', 'actor_name', 'member_key', 'action', 'resource', 'outcome', 'status_code', 'client_address',
] as const;

const maxDays = 366;
const dayMs = 24 * 60 * 60 * 1000;
const pageSize = 1000;

function utcDay(text: string): Date | undefined {
  const day = new Date(`${text}T00:00:00.000Z`);
  // 2026-02-30 parses to March: only a date that prints back the same is real.
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? undefined : day;
}

/** [from, to + 1 day) of the query; 400 for an impossible or too long range. */
export function exportRange(from: string, to: string, language: MemberLanguage): { start: Date; end: Date } {
  const start = utcDay(from);
  const last = utcDay(to);
  const messages = accessManagementMessages[language];
  if (!start || !last || last < start) throw new HttpError(400, messages.badRange);
  if ((last.getTime() - start.getTime()) / dayMs + 1 > maxDays) throw new HttpError(400, messages.rangeTooLong);
  return { start, end: new Date(last.getTime() + dayMs) };
}

export function auditCsvStream(db: Queryable, partner: string, range: { start: Date; end: Date }): Readable {
  async function* lines() {
    yield csvLine(auditCsvHeader);
    let afterId = '0';
    for (;;) {
      const rows = await auditEventsBetween(db, { partner, from: range.start, to: range.end, afterId, limit: pageSize });
      for (const row of rows) {
        yield csvLine([
          row.id, new Date(row.at).toISOString(), row.actorKind, row.actorId, row.actorName, row.memberId, row.action,
          row.resource, row.outcome, row.statusCode, row.clientAddress,
        ]);
      }
      if (rows.length < pageSize) return;
      afterId = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}
