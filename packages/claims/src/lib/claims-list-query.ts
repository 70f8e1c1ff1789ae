// The claims list's state lives in the URL query (so back/forward and a
// shared link restore it): ?coverage=sub-pol-div-cert&patient=<claimant>
// &type=dental|ortho|estimate&range=currentYear|previousYear|last90Days&page=N
// &size=5|25|50. Defaults are left out, so /claims?coverage=… is the first page
// of everything, 10 rows a page.
import { claimTypeFilters, type ClaimTypeFilter } from '@portal/api-client';
import { claimDateFilters, type ClaimDateFilter } from '@portal/core';
import { claimsPageSize } from '../api/get-claims.ts';

/** The rows-per-page choices; the server's 10 is the default (the contract allows 1–100). */
export const claimsPageSizes = [5, 10, 25, 50] as const;
export type ClaimsPageSize = (typeof claimsPageSizes)[number];

export interface ClaimsListQuery {
  /** 'sub-pol-div-cert' as the link gave it; null: the member's default line. */
  coverage: string | null;
  /** Claimant number (CLMT); null: every patient. */
  patient: string | null;
  /** §2 Dental, Ortho or Estimate (dental lines only), written dental|ortho|estimate. */
  type: ClaimTypeFilter | null;
  /** §9 date filter; all time by default. */
  range: ClaimDateFilter;
  /** From 1. */
  page: number;
  /** Rows per page, sent as the request's pageSize. */
  size: ClaimsPageSize;
}

export const defaultClaimsListQuery: ClaimsListQuery = Object.freeze({
  coverage: null,
  patient: null,
  type: null,
  range: 'allTime',
  page: 1,
  size: claimsPageSize,
});

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A rows-per-page choice, or null for anything else ('7', '100', 'ten'). */
export function claimsPageSizeOf(value: string | null): ClaimsPageSize | null {
  return claimsPageSizes.find((size) => String(size) === value) ?? null;
}

/** What the URL asks for; anything unreadable (a hand-edited link) counts as the default. */
export function readClaimsListQuery(params: URLSearchParams): ClaimsListQuery {
  const patient = params.get('patient');
  const page = Number(params.get('page'));
  return {
    coverage: params.get('coverage') || null,
    patient: patient && /^\d{1,2}$/.test(patient) ? patient : null,
    type: oneOf(claimTypeFilters, params.get('type')),
    range: oneOf(claimDateFilters, params.get('range')) ?? 'allTime',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: claimsPageSizeOf(params.get('size')) ?? claimsPageSize,
  };
}

/** The query string of a list state, defaults left out ('' for the default list). */
export function claimsListSearch(query: ClaimsListQuery): string {
  const params = new URLSearchParams();
  if (query.coverage) params.set('coverage', query.coverage);
  if (query.patient) params.set('patient', query.patient);
  if (query.type) params.set('type', query.type);
  if (query.range !== 'allTime') params.set('range', query.range);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== claimsPageSize) params.set('size', String(query.size));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export type ClaimsFilterChange = Partial<Pick<ClaimsListQuery, 'patient' | 'type' | 'range'>>;

/** A new filter shows its first page. */
export function withFilter(query: ClaimsListQuery, change: ClaimsFilterChange): ClaimsListQuery {
  return { ...query, ...change, page: 1 };
}

/** Another number of rows a page: page N of the old size is not page N of the new one, so back to page 1. */
export function withPageSize(query: ClaimsListQuery, size: ClaimsPageSize): ClaimsListQuery {
  return { ...query, size, page: 1 };
}

/** Another coverage line: its own patients, so the filters start over; the dates and rows per page stay. */
export function withCoverage(query: ClaimsListQuery, coverage: string): ClaimsListQuery {
  return { ...defaultClaimsListQuery, range: query.range, size: query.size, coverage };
}
