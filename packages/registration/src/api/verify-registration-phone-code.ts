import { useApi, verifyRegistrationPhoneCode, type RegistrationPhoneCodeInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 4: checks the phone's code. */
export function useVerifyRegistrationPhoneCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RegistrationPhoneCodeInput) => verifyRegistrationPhoneCode(api, input) });
}
