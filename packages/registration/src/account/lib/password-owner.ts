import type { PasswordOwner } from '@portal/core';

/**
 * Whose password it is (§5: no part of the user ID, first or last name):
 * the member's names when the member data has them, else the signed-in
 * name split at its first space.
 */
export function passwordOwnerOf(
  userEmail: string | null,
  userName: string | null,
  member?: { firstName: string; lastName: string },
): PasswordOwner {
  if (member) return { userId: userEmail, firstName: member.firstName, lastName: member.lastName };
  const [firstName = '', ...rest] = (userName ?? '').trim().split(/\s+/);
  return { userId: userEmail, firstName, lastName: rest.join(' ') };
}
