import { useApi, validateEmailChange, type EmailChangeValidationInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** §7 selfService/email/validate: the code typed back; a right one changes the sign-in email. */
export function useValidateEmailChange() {
  const api = useApi();
  return useMutation({ mutationFn: (input: EmailChangeValidationInput) => validateEmailChange(api, input) });
}
