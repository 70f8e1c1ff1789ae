import { useApi, verifyRegistrationClaimNumber, type ClaimNumberCheckInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 2 by claim number and source code. */
export function useVerifyRegistrationClaimNumber() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ClaimNumberCheckInput) => verifyRegistrationClaimNumber(api, input) });
}
