// §7 subsidiary configuration (fetched every 5 minutes with X-METADATA-CAPTURE);
// §3 Config: the subsidiary and the memberChat flag. The metadata is recorded,
// sampled so that an anonymous caller cannot grow the table without limit
// (capture-sampler.ts), and purged after 90 days.
import type { SubsidiaryConfig } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { FeatureGate } from '../features/feature-gate.ts';
import { parseMetadataCapture } from './metadata-capture.ts';
import { createCaptureSampler, type CaptureSampler } from './capture-sampler.ts';
import type { MetadataCaptureRepository } from './repository.ts';

export function createSubsidiaryConfigService({
  captures, features, sampler = createCaptureSampler(),
}: { captures: MetadataCaptureRepository; features: FeatureGate; sampler?: CaptureSampler }) {
  return {
    async configOf(partner: Partner, metadataHeader: string, clientAddress: string): Promise<SubsidiaryConfig> {
      const metadata = parseMetadataCapture(metadataHeader);
      const list = await features.featuresOf(partner);
      if (sampler.shouldRecord(partner, clientAddress, JSON.stringify(metadata))) await captures.recordCapture(partner, metadata);
      return { subsidiary: partner, memberChat: list.memberChat };
    },
  };
}
export type SubsidiaryConfigService = ReturnType<typeof createSubsidiaryConfigService>;
