// The member's account activity from the audit trail: their sign-ins and
// account changes one by one, customer service's calls grouped per visit
// (the exchanged token's jti). Newest first by the entry's last event id.
import { memberIdentityActions } from '../../audit/audit-event.ts';
import type { Queryable } from '../../db/database.ts';

/** The member's own events the access log lists (their reads are audited but not listed). */
export const listedMemberActions = [
  ...memberIdentityActions, 'updateEdelivery', 'revokeConnectedApp', 'requestPrimaryDentistChange', 'cancelPrimaryDentistChange',
] as const;

export interface ActivityRow {
  /** 'e-<event id>' or 'v-<last event id of the visit>'. */
  readonly key: string;
  readonly sortId: string;
  readonly at: Date;
  readonly until: Date | null;
  /** The event's action, or 'customerServiceVisit'. */
  readonly action: string;
  /** What the event named (a disconnected app's client id); null for a visit. */
  readonly resource: string | null;
  /** A visit: the actions of its successful calls. */
  readonly actions: string[] | null;
  /** A visit: the CSR's account id and email as recorded. */
  readonly actorId: string | null;
  readonly actorName: string | null;
}

export interface StaffName {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

export interface AccessLogRepository {
  page(query: { partner: string; memberId: string; beforeId: string | undefined; limit: number }): Promise<ActivityRow[]>;
  staffNames(accountIds: readonly string[]): Promise<StaffName[]>;
}

export function createAccessLogRepository(db: Queryable): AccessLogRepository {
  return {
    page({ partner, memberId, beforeId, limit }) {
      return db.query<ActivityRow>(
        `WITH entries AS (
           SELECT 'e-' || id AS key, id AS sort_id, at, NULL::timestamptz AS until, action, resource, NULL::text[] AS actions,
                  NULL::text AS actor_id, NULL::text AS actor_name
             FROM audit_events
            WHERE member_id = $1 AND partner = $2 AND actor_kind = 'member' AND action = ANY($3::text[])
              AND (outcome = 'success' OR action = 'signIn.failed')
           UNION ALL
           SELECT 'v-' || max(id), max(id), min(at), max(at), 'customerServiceVisit', NULL::text,
                  coalesce(array_agg(DISTINCT action) FILTER (WHERE outcome = 'success'), ARRAY[]::text[]),
                  max(actor_id), max(actor_name)
             FROM audit_events
            WHERE member_id = $1 AND partner = $2 AND actor_kind = 'csr' AND visit_id IS NOT NULL
            GROUP BY visit_id
         )
         SELECT key, sort_id::text AS "sortId", at, until, action, resource, actions, actor_id AS "actorId", actor_name AS "actorName"
           FROM entries
          WHERE $4::bigint IS NULL OR sort_id < $4::bigint
          ORDER BY sort_id DESC
          LIMIT $5`,
        [memberId, partner, [...listedMemberActions], beforeId ?? null, limit],
      );
    },
    staffNames(accountIds) {
      if (accountIds.length === 0) return Promise.resolve([]);
      return db.query<StaffName>('SELECT id, display_name AS name, email FROM accounts WHERE id = ANY($1::text[])', [[...accountIds]]);
    },
  };
}
