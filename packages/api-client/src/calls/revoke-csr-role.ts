import type { StaffAccountResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toChangedStaffAccount, type StaffAccount } from '../mapping/access-management.ts';

/**
 * Access management: revokes a staff account's CSR role (no new member
 * exchanges from now on). Failures: revokeCsrRoleFailure (404 no such
 * account, 409 the admin's own account).
 */
export async function revokeCsrRole({ client, subsidiary }: ApiContextValue, { accountId }: { accountId: string }): Promise<StaffAccount> {
  const route = callRoutes.revokeCsrRole;
  return toChangedStaffAccount(await client.request<StaffAccountResponse>(route.method, callPath(route.path, { subsidiary, accountId })));
}
