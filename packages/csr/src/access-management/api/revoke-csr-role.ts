import { revokeCsrRole, useApi } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAccountsQueryOptions } from './get-staff-accounts.ts';
import { replaceStaffAccount } from './replace-staff-account.ts';

/** Revokes a staff account's CSR role; the changed account replaces its row in the staff list. */
export function useRevokeCsrRole() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = staffAccountsQueryOptions(api);
  return useMutation({
    mutationFn: (accountId: string) => revokeCsrRole(api, { accountId }),
    onSuccess: (account) => queryClient.setQueryData(queryKey, (accounts) => replaceStaffAccount(accounts, account)),
  });
}
