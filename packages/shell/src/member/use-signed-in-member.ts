// The signed-in member's data (name, state) for the header, footer and texts:
// the member's own, or the one a CSR works on (§6). Waits for sign-in:
// a CSR without a selected member has no policy to load.
import { useMembers } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { properCaseName } from '@portal/core';

export function useSignedInMember() {
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const actingOnMember = useAuthStore((s) => s.actingFor !== null);
  return useMembers({ enabled: isLoggedIn && (hasPolicy || actingOnMember) });
}

/**
 * §2: the member's full name in proper case; the sign-in name when no member
 * data comes (a CSR user, a failed call). Null while the member call is under
 * way, so the greeting appears once with its final width instead of growing
 * from the sign-in name (no layout shift).
 */
export function useMemberFullName(): string | null {
  const userName = useAuthStore((s) => s.userName);
  const members = useSignedInMember();
  const member = members.data?.member;
  if (member) return properCaseName([member.firstName, member.middleName, member.lastName].filter(Boolean).join(' '));
  if (members.isLoading) return null;
  return userName;
}
