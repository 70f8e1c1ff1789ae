import { describe, expect, it } from 'vitest';
import { csrHeaderLinks, type CsrHeaderFacts } from './csr-header-links.ts';

const everyLinkShows: CsrHeaderFacts = {
  pathname: '/dashboard',
  siteAvailable: true,
  actingOnMember: true,
  optInIndicator: 'Y',
  dentalEdeliveryOn: true,
  hasDentalLine: true,
  isAdmin: true,
};

describe('csrHeaderLinks (§2)', () => {
  it('shows every link when each condition holds', () => {
    expect(csrHeaderLinks(everyLinkShows)).toEqual(['backToSearch', 'paperless', 'accessManagement', 'siteSpeed']);
  });

  it.each([
    ['on /csr itself', { pathname: '/csr' }],
    ['when the features list does not say available and member', { siteAvailable: false }],
  ])('hides Back to SPDC Search %s', (_when, change) => {
    expect(csrHeaderLinks({ ...everyLinkShows, ...change })).not.toContain('backToSearch');
  });

  it.each([
    ['on /paperless itself', { pathname: '/paperless' }],
    ['when no member is selected', { actingOnMember: false }],
    ["when the member's opt-in indicator is N", { optInIndicator: 'N' as const }],
    ["when the member's opt-in indicator is blank", { optInIndicator: '' as const }],
    ['before the member data arrives', { optInIndicator: undefined }],
    ['when dental e-delivery is off', { dentalEdeliveryOn: false }],
    ['when the member has no dental line', { hasDentalLine: false }],
  ])('hides Paperless Settings %s', (_when, change) => {
    const links = csrHeaderLinks({ ...everyLinkShows, ...change });
    expect(links).not.toContain('paperless');
    expect(links).toContain('backToSearch');
  });

  it('offers Access management to supervisors only, and not on that page', () => {
    expect(csrHeaderLinks({ ...everyLinkShows, isAdmin: false })).not.toContain('accessManagement');
    expect(csrHeaderLinks({ ...everyLinkShows, pathname: '/access-management' })).not.toContain('accessManagement');
  });

  it('offers Site speed to supervisors only, and not on that page', () => {
    expect(csrHeaderLinks({ ...everyLinkShows, isAdmin: false })).not.toContain('siteSpeed');
    expect(csrHeaderLinks({ ...everyLinkShows, pathname: '/access-management/site-speed' })).not.toContain('siteSpeed');
    expect(csrHeaderLinks({ ...everyLinkShows, pathname: '/access-management/site-speed' })).toContain('accessManagement');
  });
});
