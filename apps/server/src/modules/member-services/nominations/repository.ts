import type { NominateProviderRequest } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { Queryable } from '../../../db/database.ts';

export interface NominationsRepository {
  saveNomination(memberId: string, partner: Partner, nomination: NominateProviderRequest): Promise<void>;
}

export function createNominationsRepository(db: Queryable): NominationsRepository {
  return {
    async saveNomination(memberId, partner, n) {
      await db.query(
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
    },
  };
}
