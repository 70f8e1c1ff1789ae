// The SQL of the audit trail: inserts (one row or a group-commit batch) and
// the reads of the access log, the admin view and the CSV export.
import type { Queryable } from '../db/database.ts';
import type { AuditActorKind, AuditEventInput, AuditOutcome } from './audit-event.ts';

/** A stored event as the reads return it. */
export interface AuditEventRow {
  readonly id: string;
  readonly at: Date;
  readonly partner: string;
  readonly actorKind: AuditActorKind;
  readonly actorId: string | null;
  readonly actorName: string | null;
  readonly memberId: string | null;
  readonly visitId: string | null;
  readonly action: string;
  readonly resource: string | null;
  readonly outcome: AuditOutcome;
  readonly statusCode: number | null;
  readonly clientAddress: string | null;
}

// One statement for any batch size: the columns travel as arrays and unnest
// turns them into rows (one prepared statement, not one per batch size).
const insertSql = `INSERT INTO audit_events
  (partner, actor_kind, actor_id, actor_name, member_id, visit_id, action, resource, outcome, status_code, client_address)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                       $9::text[], $10::int[], $11::text[])`;

export async function insertAuditEvents(db: Queryable, events: readonly AuditEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const column = <T>(pick: (event: AuditEventInput) => T | undefined) => events.map((event) => pick(event) ?? null);
  await db.query(insertSql, [
    column((e) => e.partner),
    column((e) => e.actorKind),
    column((e) => e.actorId),
    column((e) => e.actorName),
    column((e) => e.memberId),
    column((e) => e.visitId),
    column((e) => e.action),
    column((e) => e.resource),
    column((e) => e.outcome),
    column((e) => e.statusCode),
    column((e) => e.clientAddress),
  ]);
}

// id goes out as text (bigint); ORDER BY names audit_events.id, since the alias would sort as text.
export const auditColumns = `id::text AS id, at, partner, actor_kind AS "actorKind", actor_id AS "actorId", actor_name AS "actorName",
  member_id AS "memberId", visit_id AS "visitId", action, resource, outcome, status_code AS "statusCode",
  client_address AS "clientAddress"`;

/** A member's events, newest first, ids below `beforeId` when given. */
export function memberAuditEvents(
  db: Queryable,
  { partner, memberId, beforeId, limit }: { partner: string; memberId: string; beforeId?: string; limit: number },
): Promise<AuditEventRow[]> {
  return db.query<AuditEventRow>(
    `SELECT ${auditColumns} FROM audit_events
      WHERE member_id = $1 AND partner = $2 AND ($3::bigint IS NULL OR audit_events.id < $3::bigint)
      ORDER BY audit_events.id DESC LIMIT $4`,
    [memberId, partner, beforeId ?? null, limit],
  );
}

/** Events of [from, to) in id order, `limit` after `afterId` (the export reads in pages). */
export function auditEventsBetween(
  db: Queryable,
  { partner, from, to, afterId, limit }: { partner: string; from: Date; to: Date; afterId: string; limit: number },
): Promise<AuditEventRow[]> {
  return db.query<AuditEventRow>(
    `SELECT ${auditColumns} FROM audit_events
      WHERE partner = $1 AND at >= $2 AND at < $3 AND audit_events.id > $4::bigint
      ORDER BY audit_events.id LIMIT $5`,
    [partner, from, to, afterId, limit],
  );
}

/** Deletes events older than `cutoff` (the trigger lets only this through); resolves to how many. */
export async function purgeAuditEventsBefore(db: Queryable, cutoff: Date): Promise<number> {
  await db.query("SELECT set_config('portal.audit_purge', 'on', true)");
  const rows = await db.query<{ n: number }>(
    'WITH gone AS (DELETE FROM audit_events WHERE at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone',
    [cutoff],
  );
  return rows[0]?.n ?? 0;
}

/** The account a failed sign-in named, for its audit event (email lower-cased by the caller). */
export async function findAuditedAccountByEmail(
  db: Queryable,
  partner: string,
  email: string,
): Promise<{ id: string; roles: string[]; memberId: string | null; email: string } | undefined> {
  const [account] = await db.query<{ id: string; roles: string[]; memberId: string | null; email: string }>(
    'SELECT id, roles, member_id AS "memberId", email FROM accounts WHERE partner = $1 AND email = $2',
    [partner, email],
  );
  return account;
}
