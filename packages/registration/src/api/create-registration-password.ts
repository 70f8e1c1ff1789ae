import { createRegistrationPassword, useApi, type RegistrationPasswordInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 5: the password; creates the account (406 lists broken rules; 409 the member has an account). */
export function useCreateRegistrationPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RegistrationPasswordInput) => createRegistrationPassword(api, input) });
}
