// The member's account activity from the audit trail: their sign-ins and
// account changes one by one, customer service's calls grouped per visit
// (the exchanged token's jti). Newest first by the entry's last event id.
import { memberIdentityActions } from '../../audit/audit-event.ts';
import type { Queryable } from '../../db/database.ts';

/** The member's own events the access log lists (their reads are audited but not listed). */
export const listedMemberActions = [
  ...memberIdentityActions, 'updateEdelivery', 'revokeConnectedApp', 'requestPrimaryDentistChange', 'cancelPrimaryDentistChange',
] as const;

/**
 * The household's events (migration 036) both people see: an adult dependent
 * turning sharing on or off, and the policyholder (or customer service for
 * them) reading the claims the dependent shares. The resource is the
 * dependent's claimant number.
 */
export const householdActions = ['claimSharing.on', 'claimSharing.off', 'sharedClaims.viewed'] as const;

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
  /** A household event: who acted ('member' or 'csr'), the dependent's and the policyholder's first names. */
  readonly actorKind: string | null;
  readonly dependentFirstName: string | null;
  readonly policyholderFirstName: string | null;
}

export interface StaffName {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

export interface AccessLogRepository {
  /**
   * `accountId`: the account asking (its own events only: a policyholder and an adult dependent share the member id);
   * `dependentClaimant`: an adult dependent's, who sees the household events about them and no customer-service visit.
   */
  page(query: {
    partner: string; memberId: string; accountId: string; dependentClaimant: number | null; beforeId: string | undefined; limit: number;
  }): Promise<ActivityRow[]>;
  staffNames(accountIds: readonly string[]): Promise<StaffName[]>;
}

export function createAccessLogRepository(db: Queryable): AccessLogRepository {
  return {
    page({ partner, memberId, accountId, dependentClaimant, beforeId, limit }) {
      return db.query<ActivityRow>(
        `WITH entries AS (
           SELECT 'e-' || id AS key, id AS sort_id, at, NULL::timestamptz AS until, action, resource, NULL::text[] AS actions,
                  NULL::text AS actor_id, NULL::text AS actor_name, NULL::text AS actor_kind
             FROM audit_events
            WHERE member_id = $1 AND partner = $2 AND actor_kind = 'member' AND action = ANY($3::text[])
              AND (outcome = 'success' OR action = 'signIn.failed')
              -- The policyholder's own (a CSR acting for them reads the same), never an adult dependent's; a dependent's own only.
              AND CASE WHEN $8::int IS NULL
                       THEN NOT EXISTS (SELECT 1 FROM dependent_accounts d WHERE d.account_id = audit_events.actor_id)
                       ELSE actor_id = $6 END
           UNION ALL
           SELECT 'e-' || id, id, at, NULL::timestamptz, action, resource, NULL::text[], actor_id, actor_name, actor_kind
             FROM audit_events
            WHERE member_id = $1 AND partner = $2 AND action = ANY($7::text[]) AND outcome = 'success'
              AND ($8::int IS NULL OR resource = $8::int::text)
           UNION ALL
           SELECT 'v-' || max(id), max(id), min(at), max(at), 'customerServiceVisit', NULL::text,
                  coalesce(array_agg(DISTINCT action) FILTER (WHERE outcome = 'success'), ARRAY[]::text[]),
                  max(actor_id), max(actor_name), 'csr'
             FROM audit_events
            WHERE member_id = $1 AND partner = $2 AND actor_kind = 'csr' AND visit_id IS NOT NULL AND $8::int IS NULL
              AND action <> ALL($7::text[])
            GROUP BY visit_id
         )
         SELECT e.key, e.sort_id::text AS "sortId", e.at, e.until, e.action, e.resource, e.actions,
                e.actor_id AS "actorId", e.actor_name AS "actorName", e.actor_kind AS "actorKind",
                CASE WHEN e.action = ANY($7::text[]) THEN split_part(p.name, ' ', 1) END AS "dependentFirstName",
                CASE WHEN e.action = ANY($7::text[]) THEN m.first_name END AS "policyholderFirstName"
           FROM entries e
           LEFT JOIN patients p ON e.action = ANY($7::text[]) AND p.member_id = $1 AND e.resource ~ '^[0-9]{1,9}$'
                               AND p.claimant_number = e.resource::int
           LEFT JOIN members m ON e.action = ANY($7::text[]) AND m.id = $1
          WHERE $4::bigint IS NULL OR e.sort_id < $4::bigint
          ORDER BY e.sort_id DESC
          LIMIT $5`,
        [memberId, partner, [...listedMemberActions], beforeId ?? null, limit, accountId, [...householdActions], dependentClaimant],
      );
    },
    staffNames(accountIds) {
      if (accountIds.length === 0) return Promise.resolve([]);
      return db.query<StaffName>('SELECT id, display_name AS name, email FROM accounts WHERE id = ANY($1::text[])', [[...accountIds]]);
    },
  };
}
