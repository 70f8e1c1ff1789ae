import { useApi, verifyRegistrationIdentityCode, type IdentityCodeInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 2 by email passcode: checks the code. */
export function useVerifyRegistrationIdentityCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: IdentityCodeInput) => verifyRegistrationIdentityCode(api, input) });
}
