// The FHIR search parameters the API takes, parsed and checked: anything this
// server does not understand is refused (400 OperationOutcome) rather than
// silently ignored, so an app never takes a wider answer for a filtered one.
import type { StoredClaimType } from '../claims/repository.ts';
import { fhirTexts, type FhirText } from './fhir-texts.ts';
import { fhirBadRequest } from './operation-outcome.ts';
import type { DateBounds } from './repository.ts';
import { defaultPageSize, maximumPageSize, resultParameters, type ServedResource } from './served.ts';

export type Query = Record<string, string | string[] | undefined>;

export interface Paging {
  count: number;
  offset: number;
}

export type EobInclude = 'coverage' | 'provider' | 'care-team';

export interface SearchRequest {
  paging: Paging;
  /** The `patient` or `_id` parameter's patient id, when given. */
  patientId?: string;
  serviceDate: DateBounds;
  lastUpdated: DateBounds;
  /** Absent: every type. */
  claimTypes?: StoredClaimType[];
  includes: Set<EobInclude>;
}

const claimTypeSystem = 'http://terminology.hl7.org/CodeSystem/claim-type';
const claimTypesOfToken: Readonly<Record<string, StoredClaimType[]>> = {
  oral: ['dental', 'ortho', 'estimate'],
  vision: ['vision'],
};
const maximumOffset = 1_000_000;

const refuse = (name: string, why: FhirText) => fhirBadRequest(fhirTexts.badParameter(name, why));

function valuesOf(query: Query, name: string): string[] {
  const value = query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function singleValue(query: Query, name: string): string | undefined {
  const values = valuesOf(query, name);
  if (values.length > 1) throw refuse(name, fhirTexts.repeated);
  return values[0];
}

function wholeNumber(query: Query, name: string, min: number, max: number, why: FhirText): number | undefined {
  const value = singleValue(query, name);
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,7}$/.test(value) || Number(value) < min || Number(value) > max) throw refuse(name, why);
  return Number(value);
}

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const dayBefore = (iso: string) => isoOf(new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000));
const dayAfter = (iso: string) => isoOf(new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000));

/** A FHIR date of year, month or day precision → the first and last day it covers; undefined when not a real date. */
function periodOfDate(text: string): { start: string; end: string } | undefined {
  const match = /^([0-9]{4})(?:-([0-9]{2})(?:-([0-9]{2}))?)?$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match;
  const y = Number(year);
  const m = month === undefined ? undefined : Number(month);
  if (m !== undefined && (m < 1 || m > 12)) return undefined;
  if (day !== undefined) {
    const date = new Date(Date.UTC(y, m! - 1, Number(day)));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m! - 1 || date.getUTCDate() !== Number(day)) return undefined;
    return { start: text, end: text };
  }
  if (m !== undefined) return { start: `${text}-01`, end: isoOf(new Date(Date.UTC(y, m, 0))) };
  return { start: `${text}-01-01`, end: `${text}-12-31` };
}

/** Every value of a date parameter narrows the range (repeat it for ge…&le…). */
function dateBounds(query: Query, name: string): DateBounds {
  let from: string | null = null;
  let to: string | null = null;
  const later = (a: string | null, b: string) => (a === null || b > a ? b : a);
  const earlier = (a: string | null, b: string) => (a === null || b < a ? b : a);
  for (const value of valuesOf(query, name)) {
    const match = /^(eq|lt|gt|le|ge)?(.*)$/.exec(value)!;
    const prefix = match[1] ?? 'eq';
    const period = periodOfDate(match[2]!);
    if (!period) throw refuse(name, fhirTexts.badDate);
    if (prefix === 'eq' || prefix === 'ge') from = later(from, period.start);
    if (prefix === 'eq' || prefix === 'le') to = earlier(to, period.end);
    if (prefix === 'gt') from = later(from, dayAfter(period.end));
    if (prefix === 'lt') to = earlier(to, dayBefore(period.start));
  }
  return { from, to };
}

function claimTypesOf(query: Query): StoredClaimType[] | undefined {
  const value = singleValue(query, 'type');
  if (value === undefined) return undefined;
  const types = new Set<StoredClaimType>();
  for (const token of value.split(',')) {
    const [system, code] = token.includes('|') ? token.split('|', 2) : [undefined, token];
    const found = claimTypesOfToken[code ?? ''];
    if (!found || (system !== undefined && system !== '' && system !== claimTypeSystem)) throw refuse('type', fhirTexts.badType);
    for (const type of found) types.add(type);
  }
  return [...types];
}

function patientIdOfReference(query: Query, name: string): string | undefined {
  const value = singleValue(query, name);
  if (value === undefined) return undefined;
  const id = value.startsWith('Patient/') ? value.slice('Patient/'.length) : value;
  if (!/^[A-Za-z0-9\-.]{1,64}$/.test(id)) throw refuse(name, fhirTexts.badReference('Patient'));
  return id;
}

function includesOf(query: Query, allowed: readonly string[]): Set<EobInclude> {
  const includes = new Set<EobInclude>();
  for (const value of valuesOf(query, '_include').flatMap((v) => v.split(','))) {
    if (!allowed.includes(value)) throw refuse('_include', allowed.length > 0 ? fhirTexts.badInclude(allowed) : fhirTexts.badInclude(['(none)']));
    includes.add(value.split(':')[1] as EobInclude);
  }
  return includes;
}

/** The search of `resource` the query asks for; 400 for an unknown parameter or a bad value. */
export function parseSearch(resource: ServedResource, query: Query): SearchRequest {
  const known = new Set<string>([...resultParameters, ...resource.searchParams.map(({ name }) => name)]);
  for (const name of Object.keys(query)) {
    if (!known.has(name)) throw fhirBadRequest(fhirTexts.unknownParameter(name));
  }
  const patientId = resource.type === 'Patient' ? patientIdOfReference(query, '_id') : patientIdOfReference(query, 'patient');
  const claimTypes = claimTypesOf(query);
  return {
    paging: {
      count: wholeNumber(query, '_count', 1, maximumPageSize, fhirTexts.badCount(maximumPageSize)) ?? defaultPageSize,
      offset: wholeNumber(query, '_offset', 0, maximumOffset, fhirTexts.badOffset) ?? 0,
    },
    ...(patientId === undefined ? {} : { patientId }),
    serviceDate: dateBounds(query, 'service-date'),
    lastUpdated: dateBounds(query, '_lastUpdated'),
    ...(claimTypes === undefined ? {} : { claimTypes }),
    includes: includesOf(query, resource.searchIncludes),
  };
}
