import { changePassword, useApi, type ChangePasswordInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** §7 selfService/password: the signed-in account's new password (every other session is signed out). */
export function useChangePassword() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(api, input) });
}
