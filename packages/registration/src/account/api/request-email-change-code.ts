import { requestEmailChangeCode, useApi, type EmailChangeCodeInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** §7 selfService/email/request: a one-time code to the new sign-in email. */
export function useRequestEmailChangeCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: EmailChangeCodeInput) => requestEmailChangeCode(api, input) });
}
