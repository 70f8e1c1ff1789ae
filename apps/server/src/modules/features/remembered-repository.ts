// The partner's features, read once per copy and kept until partner_features
// changes (cluster/shared-answers.ts): the same for every member of the brand,
// and read by most calls of a dashboard open.
import type { SharedAnswers } from '../../cluster/shared-answers.ts';
import type { FeaturesRepository } from './repository.ts';

export function rememberedFeaturesRepository(stored: FeaturesRepository, shared: SharedAnswers): FeaturesRepository {
  return {
    findFeaturesOfPartner: (partner) => shared.remember(`features:${partner}`, () => stored.findFeaturesOfPartner(partner)),
  };
}
