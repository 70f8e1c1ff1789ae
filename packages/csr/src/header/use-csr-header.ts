// What the CSR header shows (§2, §6): nothing for members; for a CSR user
// 'CSR/Admin Access: {email}', the member being worked on and the links
// csrHeaderLinks allows. The member's data (opt-in indicator, lines) is
// asked for only while the CSR works on a member.
import { useFeatures, useMembers } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { isDentalLob } from '@portal/core';
import { useLocation } from 'react-router';
import { csrHeaderLinks, type CsrHeaderLinkId } from './csr-header-links.ts';

export interface CsrHeader {
  /** The signed-in CSR's email. */
  email: string;
  /** The member being worked on, or null. */
  workingOn: string | null;
  links: CsrHeaderLinkId[];
}

export function useCsrHeader(): CsrHeader | null {
  const { pathname } = useLocation();
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const isCSR = useAuthStore((s) => s.isCSR);
  const isAdmin = useAuthStore((s) => s.isAdmin);
  const email = useAuthStore((s) => s.userEmail);
  const actingFor = useAuthStore((s) => s.actingFor);
  const isStaff = isLoggedIn && isCSR;
  const features = useFeatures().data;
  const member = useMembers({ enabled: isStaff && actingFor !== null }).data;
  if (!isStaff) return null;
  const actingOnMember = actingFor !== null;
  return {
    email: email ?? '',
    workingOn: actingFor?.name ?? null,
    links: csrHeaderLinks({
      pathname,
      siteAvailable: features !== undefined && features.available && features.member,
      actingOnMember,
      optInIndicator: actingOnMember ? member?.member.optInDisplayIndicator : undefined,
      dentalEdeliveryOn: features?.memberDentalFeatures.edelivery === true,
      hasDentalLine: actingOnMember && (member?.coverages.some((coverage) => isDentalLob(coverage.lineOfBusiness)) ?? false),
      isAdmin,
    }),
  };
}
