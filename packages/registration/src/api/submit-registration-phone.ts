import { submitRegistrationPhone, useApi, type RegistrationPhoneInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 4 (optional): a phone and the way its code comes (text or voice). */
export function useSubmitRegistrationPhone() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RegistrationPhoneInput) => submitRegistrationPhone(api, input) });
}
