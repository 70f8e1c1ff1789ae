import { requestRegistrationIdentityCode, useApi } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 2 by email passcode: sends a code to the email on file. */
export function useRequestRegistrationIdentityCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: { referenceId: string }) => requestRegistrationIdentityCode(api, input) });
}
