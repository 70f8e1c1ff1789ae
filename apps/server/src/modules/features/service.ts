// §3 features list per subsidiary (partner); §4 the sites redirect to
// /app-not-available when it says not available or not member.
import type { Features } from '@portal/contract';
import type { Partner } from '@portal/core';
import { notFound } from '../../lib/http-error.ts';
import type { FeaturesRepository } from './repository.ts';

export function createFeaturesService({ features }: { features: FeaturesRepository }) {
  return {
    async featuresOf(partner: Partner): Promise<Features> {
      const stored = await features.findFeaturesOfPartner(partner);
      if (!stored) throw notFound(`No features are configured for "${partner}".`);
      return stored as Features;
    },
  };
}
export type FeaturesService = ReturnType<typeof createFeaturesService>;
