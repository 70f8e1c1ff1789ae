import { submitPretreatmentEstimateRequest, useApi, type PretreatmentEstimateRequestInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** §2 asks for a pretreatment estimate; the caller's idempotency key makes a retry answer the first receipt. */
export function useSubmitPretreatmentEstimateRequest() {
  const api = useApi();
  return useMutation({
    mutationFn: (request: PretreatmentEstimateRequestInput & { idempotencyKey: string }) => submitPretreatmentEstimateRequest(api, request),
  });
}
