import type { StaffAccount } from '@portal/api-client';

/** The list with `changed` in place of the account of the same id (added when new). */
export function replaceStaffAccount(accounts: readonly StaffAccount[] | undefined, changed: StaffAccount): StaffAccount[] | undefined {
  if (!accounts) return accounts;
  const known = accounts.some((account) => account.accountId === changed.accountId);
  return known ? accounts.map((account) => (account.accountId === changed.accountId ? changed : account)) : [...accounts, changed];
}
