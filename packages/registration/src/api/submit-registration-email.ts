import { submitRegistrationEmail, useApi, type RegistrationEmailInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Step 3: the sign-in email; a code is sent to it (409: it already has an account). */
export function useSubmitRegistrationEmail() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RegistrationEmailInput) => submitRegistrationEmail(api, input) });
}
