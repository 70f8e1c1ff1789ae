// SQL of the DHMO primary dentist: the member's assignments (migration 037)
// with their offices from the directory, and a change asked for or cancelled
// under a lock of the member's row, so two requests at once cannot both
// leave a pending change.
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { officeColumns, type OfficeRecord } from '../providers/repository.ts';

export interface AssignmentRecord {
  providerId: string;
  /** yyyy-mm-dd */
  effectiveDate: string;
  /** The office as the directory has it now; undefined when it is no longer listed. */
  office: OfficeRecord | undefined;
}

type AssignmentRow = { assignedProviderId: string; effectiveDate: string } & { [K in keyof OfficeRecord]: OfficeRecord[K] | null };

const assignmentOf = (row: AssignmentRow): AssignmentRecord => ({
  providerId: row.assignedProviderId,
  effectiveDate: row.effectiveDate,
  office: row.providerId === null ? undefined : {
    providerId: row.providerId, name: row.name!, providerType: row.providerType!, street: row.street!, city: row.city!,
    state: row.state!, zip: row.zip!, phone: row.phone!, networks: row.networks!, acceptingNewPatients: row.acceptingNewPatients!,
  },
});

export interface CancelledChange {
  providerId: string;
  /** yyyy-mm-dd */
  effectiveDate: string;
  /** '' when the office is no longer listed. */
  officeName: string;
}

/** A change in effect after `today` and not cancelled: the pending one. */
const pendingCondition = `member_id = $1 AND cancelled_at IS NULL AND effective_date > $2::date`;

export function createPrimaryDentistRepository(db: Database) {
  async function lockMember(tx: Queryable, memberId: string) {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  }

  return {
    /** The assignment in effect on `today` (the newest dated on or before it) and the pending one dated after it. */
    async findAssignments(memberId: string, today: string): Promise<{ current?: AssignmentRecord; pending?: AssignmentRecord }> {
      const rows = await db.query<AssignmentRow & { isPending: boolean }>(
        `(SELECT a.provider_id AS "assignedProviderId", to_char(a.effective_date, 'YYYY-MM-DD') AS "effectiveDate", false AS "isPending", ${officeColumns}
            FROM primary_dentist_assignments a LEFT JOIN providers p ON p.id = a.provider_id
           WHERE a.member_id = $1 AND a.cancelled_at IS NULL AND a.effective_date <= $2::date
           ORDER BY a.effective_date DESC, a.id DESC LIMIT 1)
         UNION ALL
         (SELECT a.provider_id, to_char(a.effective_date, 'YYYY-MM-DD'), true, ${officeColumns}
            FROM primary_dentist_assignments a LEFT JOIN providers p ON p.id = a.provider_id
           WHERE a.member_id = $1 AND a.cancelled_at IS NULL AND a.effective_date > $2::date
           ORDER BY a.effective_date, a.id LIMIT 1)`,
        [memberId, today],
      );
      const current = rows.find((row) => !row.isPending);
      const pending = rows.find((row) => row.isPending);
      return { current: current && assignmentOf(current), pending: pending && assignmentOf(pending) };
    },

    /**
     * Records the change from `effectiveDate` unless one is already pending
     * (then nothing is written and the answer is 'alreadyPending'); the
     * audit event and the member's notice commit with it.
     */
    async requestChange(
      change: { memberId: string; providerId: string; effectiveDate: string; today: string },
      alsoInTransaction: InTransaction,
    ): Promise<'requested' | 'alreadyPending'> {
      return db.transaction(async (tx) => {
        await lockMember(tx, change.memberId);
        const [pending] = await tx.query(`SELECT 1 FROM primary_dentist_assignments WHERE ${pendingCondition}`, [change.memberId, change.today]);
        if (pending) return 'alreadyPending';
        await tx.query(
          'INSERT INTO primary_dentist_assignments (member_id, provider_id, effective_date) VALUES ($1, $2, $3::date)',
          [change.memberId, change.providerId, change.effectiveDate],
        );
        await alsoInTransaction(tx);
        return 'requested';
      });
    },

    /** Cancels the pending change; its provider (and the office's name), date, or undefined when none was pending. */
    async cancelPending(
      memberId: string, today: string, alsoInTransaction: (tx: Queryable, cancelled: CancelledChange) => Promise<void>,
    ): Promise<CancelledChange | undefined> {
      return db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const [cancelled] = await tx.query<CancelledChange>(
          `WITH cancelled AS (
             UPDATE primary_dentist_assignments SET cancelled_at = now()
              WHERE ${pendingCondition}
              RETURNING provider_id, effective_date
           )
           SELECT c.provider_id AS "providerId", to_char(c.effective_date, 'YYYY-MM-DD') AS "effectiveDate", coalesce(p.name, '') AS "officeName"
             FROM cancelled c LEFT JOIN providers p ON p.id = c.provider_id`,
          [memberId, today],
        );
        if (cancelled) await alsoInTransaction(tx, cancelled);
        return cancelled;
      });
    },
  };
}
export type PrimaryDentistRepository = ReturnType<typeof createPrimaryDentistRepository>;
