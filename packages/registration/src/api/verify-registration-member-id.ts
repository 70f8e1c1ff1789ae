import { useApi, verifyRegistrationMemberId, type MemberIdCheckInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 2 by member ID or SSN (the SSN is sent, never kept). */
export function useVerifyRegistrationMemberId() {
  const api = useApi();
  return useMutation({ mutationFn: (input: MemberIdCheckInput) => verifyRegistrationMemberId(api, input) });
}
