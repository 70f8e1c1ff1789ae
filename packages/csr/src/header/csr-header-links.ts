// §2 CSR header links and when each shows:
// - 'Back to SPDC Search' (→ /csr): not on /csr, and the features list says
//   available and member.
// - 'Paperless Settings' (→ /paperless): not on /paperless, a real member is
//   selected (the CSR is working on one), the member's opt-in indicator is
//   'Y', the dental e-delivery feature is on and the member has a dental line.
// - 'Access management' (→ /access-management): supervisors (admin role),
//   not on that page.
// - 'Site speed' (→ /access-management/site-speed): supervisors,
//   not on that page.
import type { Indicator } from '@portal/api-client';
import { routes } from '@portal/core';
import { siteSpeedPath } from '../web-vitals/site-speed-path.ts';

export type CsrHeaderLinkId = 'backToSearch' | 'paperless' | 'accessManagement' | 'siteSpeed';

export interface CsrHeaderFacts {
  pathname: string;
  /** features.available && features.member (§4 features check). */
  siteAvailable: boolean;
  /** The CSR is working on a member (a member token is held). */
  actingOnMember: boolean;
  /** The paperless opt-in indicator of the member being worked on; undefined until known. */
  optInIndicator: Indicator | undefined;
  /** features.memberDentalFeatures.edelivery. */
  dentalEdeliveryOn: boolean;
  /** The member has a dental line of business (DEN, PPD, §6). */
  hasDentalLine: boolean;
  isAdmin: boolean;
}

export const csrHeaderLinkPaths: Readonly<Record<CsrHeaderLinkId, string>> = {
  backToSearch: routes.csr,
  paperless: routes.paperless,
  accessManagement: routes.accessManagement,
  siteSpeed: siteSpeedPath,
};

export function csrHeaderLinks(facts: CsrHeaderFacts): CsrHeaderLinkId[] {
  const links: CsrHeaderLinkId[] = [];
  if (facts.pathname !== routes.csr && facts.siteAvailable) links.push('backToSearch');
  if (
    facts.pathname !== routes.paperless &&
    facts.actingOnMember &&
    facts.optInIndicator === 'Y' &&
    facts.dentalEdeliveryOn &&
    facts.hasDentalLine
  ) {
    links.push('paperless');
  }
  if (facts.isAdmin && facts.pathname !== routes.accessManagement) links.push('accessManagement');
  if (facts.isAdmin && facts.pathname !== siteSpeedPath) links.push('siteSpeed');
  return links;
}
