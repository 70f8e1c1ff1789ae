import { grantCsrRole, useApi } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAccountsQueryOptions } from './get-staff-accounts.ts';
import { replaceStaffAccount } from './replace-staff-account.ts';

/** Grants the CSR role by email; the changed account replaces its row in the staff list. */
export function useGrantCsrRole() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = staffAccountsQueryOptions(api);
  return useMutation({
    mutationFn: (email: string) => grantCsrRole(api, { email }),
    onSuccess: (account) => queryClient.setQueryData(queryKey, (accounts) => replaceStaffAccount(accounts, account)),
  });
}
