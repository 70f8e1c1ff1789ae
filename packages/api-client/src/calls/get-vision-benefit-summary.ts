import type { VisionBenefitSummary as WireVisionBenefitSummary } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import { toVisionBenefitSummary, type VisionBenefitSummary } from '../mapping/vision-benefit-summary.ts';
import { spdcBody } from './spdc-body.ts';

/** The vision benefit snapshot of a vision coverage line (§1). */
export async function getVisionBenefitSummary({ client, subsidiary }: ApiContextValue, spdc: Spdc): Promise<VisionBenefitSummary> {
  const route = callRoutes.getVisionBenefitSummary;
  const wire = await client.request<WireVisionBenefitSummary>(route.method, callPath(route.path, { subsidiary }), { body: spdcBody(spdc) });
  return toVisionBenefitSummary(wire);
}
