// Customer service's SPDC search (§3 CSR search): the form's input
// → the wire request, and each answered coverage line → a CsrMemberMatch the
// results table shows and the token exchange names (memberKey).
import type { CsrMemberSearchRequest, CsrMemberSearchResponse, CsrMemberSearchResult } from '@portal/contract';
import { formatSpdc, type Spdc } from '@portal/core';
import { optionalField } from './form-values.ts';

export interface CsrMemberSearchInput {
  /** The four required numbers (§3 member key). */
  spdc: Spdc;
  /** yyyy-mm-dd. */
  dateOfBirth?: string;
  zipCode?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface CsrMemberMatch {
  /** Names the member for the token exchange (acting on the member). */
  memberKey: string;
  firstName: string;
  lastName: string;
  /** ISO date, yyyy-mm-dd. */
  dateOfBirth: string;
  spdc: Spdc;
  /** 'sub-pol-div-cert' (§3 derived label). */
  label: string;
  lineOfBusiness: string;
  planName: string;
  /** false when the line is terminated. */
  active: boolean;
  /** The member has registered an account. */
  hasAccount: boolean;
}

export interface CsrSearchInfo {
  /** Lines that match; may exceed the matches answered. */
  total: number;
  /** More lines match than were answered: the CSR should narrow the search. */
  limited: boolean;
}

export interface CsrMemberSearch {
  matches: CsrMemberMatch[];
  searchInfo: CsrSearchInfo;
}

/** The four numbers and only the optional fields that hold something (trimmed); blank text is no filter. */
export function toCsrMemberSearchRequest(input: CsrMemberSearchInput): CsrMemberSearchRequest {
  return {
    subsidiaryNumber: input.spdc.subsidiaryNumber,
    policyNumber: input.spdc.policyNumber,
    divisionNumber: input.spdc.divisionNumber,
    certificateNumber: input.spdc.certificateNumber,
    ...optionalField('dateOfBirth', input.dateOfBirth),
    ...optionalField('zipCode', input.zipCode),
    ...optionalField('firstName', input.firstName),
    ...optionalField('lastName', input.lastName),
    ...optionalField('email', input.email),
  };
}

export function toCsrMemberMatch(wire: CsrMemberSearchResult): CsrMemberMatch {
  const spdc: Spdc = {
    subsidiaryNumber: wire.spdc.subsidiaryNumber,
    policyNumber: wire.spdc.policyNumber,
    divisionNumber: wire.spdc.divisionNumber,
    certificateNumber: wire.spdc.certificateNumber,
  };
  return {
    memberKey: wire.memberKey,
    firstName: wire.firstName,
    lastName: wire.lastName,
    dateOfBirth: wire.dateOfBirth,
    spdc,
    label: formatSpdc(spdc),
    lineOfBusiness: wire.lineOfBusiness,
    planName: wire.planName,
    active: wire.active,
    hasAccount: wire.hasAccount,
  };
}

export function toCsrMemberSearch(wire: CsrMemberSearchResponse): CsrMemberSearch {
  return {
    matches: wire.members.map(toCsrMemberMatch),
    searchInfo: { total: wire.searchInfo.total, limited: wire.searchInfo.limited },
  };
}
