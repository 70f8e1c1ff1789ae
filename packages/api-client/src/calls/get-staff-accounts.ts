import type { StaffAccountsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toStaffAccounts, type StaffAccount } from '../mapping/access-management.ts';

/** Access management (admin, alic): the staff accounts with their CSR and admin roles. */
export async function getStaffAccounts({ client, subsidiary }: ApiContextValue, signal?: AbortSignal): Promise<StaffAccount[]> {
  const route = callRoutes.getStaffAccounts;
  return toStaffAccounts(await client.request<StaffAccountsResponse>(route.method, callPath(route.path, { subsidiary }), { signal }));
}
