// The claims list's state lives in the URL query (issue 9: back/forward and a
// shared link restore it): ?coverage=sub-pol-div-cert&patient=<claimant>
// &type=dental|ortho|estimate&range=currentYear|previousYear|last90Days&page=N.
// Defaults are left out, so /claims?coverage=… is the first page of everything.
import { claimTypeFilters, type ClaimTypeFilter } from '@portal/api-client';
import { claimDateFilters, type ClaimDateFilter } from '@portal/core';

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
}

export const defaultClaimsListQuery: ClaimsListQuery = Object.freeze({
  coverage: null,
  patient: null,
  type: null,
  range: 'allTime',
  page: 1,
});

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
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
  const search = params.toString();
  return search ? `?${search}` : '';
}

export type ClaimsFilterChange = Partial<Pick<ClaimsListQuery, 'patient' | 'type' | 'range'>>;

/** A new filter shows its first page (issue 9: changing a filter resets the page). */
export function withFilter(query: ClaimsListQuery, change: ClaimsFilterChange): ClaimsListQuery {
  return { ...query, ...change, page: 1 };
}

/** Another coverage line: its own patients, so the filters start over. */
export function withCoverage(query: ClaimsListQuery, coverage: string): ClaimsListQuery {
  return { ...defaultClaimsListQuery, range: query.range, coverage };
}
