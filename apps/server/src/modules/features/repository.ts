import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export interface FeaturesRepository {
  /** The stored §3 features document of the partner, or undefined. */
  findFeaturesOfPartner(partner: Partner): Promise<unknown>;
}

export function createFeaturesRepository(db: Queryable): FeaturesRepository {
  return {
    async findFeaturesOfPartner(partner) {
      const [row] = await db.query<{ features: unknown }>('SELECT features FROM partner_features WHERE partner = $1', [partner]);
      return row?.features;
    },
  };
}
