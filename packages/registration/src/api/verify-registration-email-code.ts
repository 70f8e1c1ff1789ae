import { useApi, verifyRegistrationEmailCode, type RegistrationEmailCodeInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 3: checks the code sent to the new email. */
export function useVerifyRegistrationEmailCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RegistrationEmailCodeInput) => verifyRegistrationEmailCode(api, input) });
}
