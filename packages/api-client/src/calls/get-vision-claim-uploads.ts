import type { VisionClaimUploadsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import { toUploadedVisionClaims, type UploadedVisionClaim } from '../mapping/vision-claim-uploads.ts';
import { spdcBody } from './spdc-body.ts';

/** The vision claims the member uploaded on a vision line, newest first, with their status. */
export async function getVisionClaimUploads({ client, subsidiary }: ApiContextValue, spdc: Spdc): Promise<UploadedVisionClaim[]> {
  const route = callRoutes.getVisionClaimUploads;
  const wire = await client.request<VisionClaimUploadsResponse>(route.method, callPath(route.path, { subsidiary }), { body: spdcBody(spdc) });
  return toUploadedVisionClaims(wire);
}
