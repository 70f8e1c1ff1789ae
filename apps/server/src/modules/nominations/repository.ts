import type { NominateProviderRequest } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { Database } from '../../db/database.ts';

export interface NominationsRepository {
  /** Stores the nomination and `alsoInTransaction` (the audit event) in one transaction. */
  saveNomination(memberId: string, partner: Partner, nomination: NominateProviderRequest, alsoInTransaction?: InTransaction): Promise<void>;
}

export function createNominationsRepository(db: Database): NominationsRepository {
  return {
    async saveNomination(memberId, partner, n, alsoInTransaction) {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO provider_nominations
             (member_id, partner, provider_name, practice_name, specialty, street, city, state_code, zip_code, phone, fax, email,
              nominator_name, nominator_address, nominator_phone, nominator_email, nominator_employer, share_nominator_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
          [
            memberId, partner, n.providerName.trim(), n.practiceName.trim(), n.specialty, n.street.trim(), n.city.trim(), n.state,
            n.zip, n.phone, n.fax ?? '', n.email ?? '', n.nominatorName.trim(), n.nominatorAddress.trim(), n.nominatorPhone,
            n.nominatorEmail, n.nominatorEmployer.trim(), n.shareNominatorName,
          ],
        );
        await alsoInTransaction?.(tx);
      });
    },
  };
}
