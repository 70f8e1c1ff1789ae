// Mock route of customer service's SPDC search for createMockHttpClient, with
// the server's rules: 400 with the §5 message for a subsidiary not ALIC's,
// the lines with the four numbers narrowed by the optional fields (names case-
// and accent-insensitive), active lines first, at most 50 with searchInfo.
// Chosen answers instead: 429 throttled, 403 not a CSR, any status.
import type { CsrMemberSearchRequest, CsrMemberSearchResponse, CsrMemberSearchResult } from '@portal/contract';
import { csrSearchLimit } from '@portal/contract/routes';
import { callPath, callRoutes } from '@portal/contract/routes';
import { callSamples, dentalSpdc, visionSpdc } from '@portal/contract/samples';
import { isSubsidiaryOfPartner, validationMessages } from '@portal/core';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer, mockThrottledAnswer } from './registration-mock-errors.ts';

/** The server's English texts of the CSR search refusals. */
export const mockCsrMessages = {
  invalidSubsidiary: validationMessages.invalidSubsidiaryNumberAlic,
  notCsr: 'Only customer service can search members.',
  unavailable: 'Something went wrong. Please try again later.',
} as const;

const [sampleMember] = callSamples.searchMembersForCsr.response.members;

/**
 * The mock's members, one entry per coverage line: Maria Martinez's dental
 * (the contract sample) and vision lines, her dependant on the dental line,
 * and a terminated line of a member without an account.
 */
export const mockCsrMembers: readonly CsrMemberSearchResult[] = [
  sampleMember!,
  { ...sampleMember!, spdc: visionSpdc, lineOfBusiness: 'VIS', planName: 'Acme Manufacturing Vision' },
  {
    memberKey: '900000002', firstName: 'Mateo', lastName: 'Martínez', dateOfBirth: '2012-03-04',
    spdc: dentalSpdc, lineOfBusiness: 'DEN', planName: 'Acme Manufacturing', active: true, hasAccount: false,
  },
  {
    memberKey: '900000003', firstName: 'Grace', lastName: 'Okafor', dateOfBirth: '1971-11-30',
    spdc: { subsidiaryNumber: 26, policyNumber: 555010, divisionNumber: 1, certificateNumber: 1200450 },
    lineOfBusiness: 'DEN', planName: 'Harbor Schools', active: false, hasAccount: false,
  },
];

export interface MockCsrOptions {
  /** The members the search looks in (default mockCsrMembers). */
  members?: readonly CsrMemberSearchResult[];
  /** Answer 429 with Retry-After, as when the CSR searched too often. */
  throttled?: boolean;
  /** Retry-After of the 429 (default 60). */
  retryAfterSeconds?: number;
  /** Answer 403, as for an account without the CSR role. */
  notCsr?: boolean;
  /** Answer this HTTP status instead (e.g. 500 for an error state). */
  failWith?: number;
}

/** Case and accents ignored, as the server's name match. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function sameSpdc(member: CsrMemberSearchResult, request: CsrMemberSearchRequest): boolean {
  return (
    member.spdc.subsidiaryNumber === request.subsidiaryNumber &&
    member.spdc.policyNumber === request.policyNumber &&
    member.spdc.divisionNumber === request.divisionNumber &&
    member.spdc.certificateNumber === request.certificateNumber
  );
}

function matchesFilters(member: CsrMemberSearchResult, request: CsrMemberSearchRequest): boolean {
  if (request.dateOfBirth !== undefined && member.dateOfBirth !== request.dateOfBirth) return false;
  if (request.firstName !== undefined && folded(member.firstName) !== folded(request.firstName)) return false;
  if (request.lastName !== undefined && folded(member.lastName) !== folded(request.lastName)) return false;
  // The mock knows no zip codes or account emails: those filters keep every line, as if they matched.
  return true;
}

/** What the search answers for a request, like the server (the request's subsidiary is valid). */
export function mockCsrSearchAnswer(request: CsrMemberSearchRequest, members: readonly CsrMemberSearchResult[] = mockCsrMembers): CsrMemberSearchResponse {
  const found = members.filter((member) => sameSpdc(member, request) && matchesFilters(member, request));
  const activeFirst = [...found.filter((member) => member.active), ...found.filter((member) => !member.active)];
  return {
    status: 'SUCCESS',
    members: activeFirst.slice(0, csrSearchLimit),
    searchInfo: { total: found.length, limited: found.length > csrSearchLimit },
  };
}

/** The route of searchMembersForCsr on alic. */
export function mockCsrRoutes(options: MockCsrOptions = {}): MockRoutes {
  const route = callRoutes.searchMembersForCsr;
  return {
    [`${route.method} ${callPath(route.path, { subsidiary: 'alic' })}`]: (request: MockRequest) => {
      if (options.failWith !== undefined) return mockErrorAnswer(options.failWith, mockCsrMessages.unavailable);
      if (options.notCsr) return mockErrorAnswer(403, mockCsrMessages.notCsr);
      if (options.throttled) return mockThrottledAnswer(options.retryAfterSeconds ?? 60);
      const body = request.options.body as CsrMemberSearchRequest;
      if (!isSubsidiaryOfPartner(body.subsidiaryNumber, 'alic')) return mockErrorAnswer(400, mockCsrMessages.invalidSubsidiary);
      return mockCsrSearchAnswer(body, options.members);
    },
  };
}
