// §7 subsidiary configuration (fetched every 5 minutes with X-METADATA-CAPTURE);
// §3 Config: the subsidiary and the memberChat flag. The metadata is recorded.
import type { SubsidiaryConfig } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { FeatureGate } from '../shared/feature-gate.ts';
import { parseMetadataCapture } from './metadata-capture.ts';
import type { MetadataCaptureRepository } from './repository.ts';

export function createSubsidiaryConfigService({ captures, features }: { captures: MetadataCaptureRepository; features: FeatureGate }) {
  return {
    async configOf(partner: Partner, metadataHeader: string): Promise<SubsidiaryConfig> {
      const metadata = parseMetadataCapture(metadataHeader);
      const list = await features.featuresOf(partner);
      await captures.recordCapture(partner, metadata);
      return { subsidiary: partner, memberChat: list.memberChat };
    },
  };
}
export type SubsidiaryConfigService = ReturnType<typeof createSubsidiaryConfigService>;
