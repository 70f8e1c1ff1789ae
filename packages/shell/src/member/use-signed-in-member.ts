// The signed-in member's data (name, state) for the header, footer and texts.
// Waits for sign-in: a CSR without a selected member has no policy to load.
import { useMembers } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { properCaseName } from '@portal/core';

export function useSignedInMember() {
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  return useMembers({ enabled: isLoggedIn && hasPolicy });
}

/** §2: the member's full name in proper case; the sign-in name until the member data arrives. */
export function useMemberFullName(): string | null {
  const userName = useAuthStore((s) => s.userName);
  const member = useSignedInMember().data?.member;
  if (member) return properCaseName([member.firstName, member.middleName, member.lastName].filter(Boolean).join(' '));
  return userName;
}

/** §2, §1: a member whose state code is NY gets the New York company line and text variants. */
export function useIsNewYorkMember(): boolean {
  return useSignedInMember().data?.member.stateCode === 'NY';
}
