import type { GrantCsrRoleRequest, StaffAccountResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toChangedStaffAccount, type StaffAccount } from '../mapping/access-management.ts';

/**
 * Access management: grants the CSR role to the staff account with the email
 * (effective at its next sign-in). Failures: grantCsrRoleFailure (404 no
 * such account, 409 a member's account).
 */
export async function grantCsrRole({ client, subsidiary }: ApiContextValue, { email }: { email: string }): Promise<StaffAccount> {
  const route = callRoutes.grantCsrRole;
  const body: GrantCsrRoleRequest = { email: email.trim() };
  return toChangedStaffAccount(await client.request<StaffAccountResponse>(route.method, callPath(route.path, { subsidiary }), { body }));
}
