import { uploadVisionClaim, useApi, type VisionClaimSubmission } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visionClaimUploadsQueryOptions } from './get-vision-claim-uploads.ts';

/** §2 submits a vision claim; once stored, the line's "Your submitted claims" list is fetched again. */
export function useUploadVisionClaim() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: VisionClaimSubmission) => uploadVisionClaim(api, submission),
    onSuccess: (_receipt, { spdc }) => queryClient.invalidateQueries({ queryKey: visionClaimUploadsQueryOptions(api, spdc).queryKey }),
  });
}
