// Server-side feature flags (§3 features list, §6): a call the site would not
// offer for this partner is refused with 403, the same flags the front end reads.
import type { Features } from '@portal/contract';
import type { Partner } from '@portal/core';
import { forbidden } from '../../lib/http-error.ts';
import type { FeaturesService } from './service.ts';

export type FeatureCheck = (features: Features) => boolean;

export function createFeatureGate(features: FeaturesService) {
  return {
    featuresOf: (partner: Partner) => features.featuresOf(partner),
    /** Throws 403 with `unavailable` unless the partner's features pass `check`. */
    async require(partner: Partner, check: FeatureCheck, unavailable: string): Promise<Features> {
      const list = await features.featuresOf(partner);
      if (!check(list)) throw forbidden(unavailable);
      return list;
    },
  };
}
export type FeatureGate = ReturnType<typeof createFeatureGate>;
