import type { ContactFormRequest } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { Database } from '../../db/database.ts';

export interface ContactFormRepository {
  /** Whether the claim is one of the member's (§3 claim number). */
  isClaimOfMember(memberId: string, claimNumber: string): Promise<boolean>;
  /** Stores the message and `alsoInTransaction` (the audit event) together; resolves to its reference, e.g. CF-2026-000417. */
  saveSubmission(memberId: string, partner: Partner, form: ContactFormRequest, alsoInTransaction?: InTransaction): Promise<string>;
}

export function createContactFormRepository(db: Database): ContactFormRepository {
  return {
    async isClaimOfMember(memberId, claimNumber) {
      const [row] = await db.query<{ found: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM claims WHERE claim_number = $1 AND member_id = $2) AS found',
        [claimNumber, memberId],
      );
      return row?.found ?? false;
    },
    async saveSubmission(memberId, partner, form, alsoInTransaction) {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ referenceNumber: string }>(
          `WITH next AS (SELECT nextval('contact_form_reference_seq')::text AS n)
           INSERT INTO contact_form_submissions
             (reference_number, member_id, partner, subsidiary_number, policy_number, division_number, certificate_number,
              subject, phone, claim_number, comments)
           SELECT 'CF-' || to_char(now(), 'YYYY') || '-' || lpad(n, greatest(6, length(n)), '0'),
                  $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
             FROM next
           RETURNING reference_number AS "referenceNumber"`,
          [
            memberId, partner, form.subsidiaryNumber, form.policyNumber, form.divisionNumber, form.certificateNumber,
            form.subject, form.phone, form.claimNumber ?? '', form.comments.trim(),
          ],
        );
        await alsoInTransaction?.(tx);
        return row!.referenceNumber;
      });
    },
  };
}
