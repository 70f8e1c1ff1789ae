// A search's answer as a FHIR searchset Bundle: the total, the page's matches,
// what _include brought, and self/next links that repeat the search.
import type { Bundle, BundleLink, Resource } from '@medplum/fhirtypes';
import type { Query } from './search-parameters.ts';
import type { SearchResult } from './service.ts';

export interface SearchsetInput {
  fhirBase: string;
  resourceType: string;
  query: Query;
  count: number;
  offset: number;
  result: SearchResult<Resource>;
}

function urlOf(fhirBase: string, resourceType: string, query: Query, page: { count: number; offset: number }): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === '_count' || name === '_offset' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) parameters.append(name, one);
  }
  parameters.set('_count', String(page.count));
  if (page.offset > 0) parameters.set('_offset', String(page.offset));
  return `${fhirBase}/${resourceType}?${parameters}`;
}

export function searchsetOf({ fhirBase, resourceType, query, count, offset, result }: SearchsetInput): Bundle {
  const links: BundleLink[] = [{ relation: 'self', url: urlOf(fhirBase, resourceType, query, { count, offset }) }];
  if (offset + count < result.total) links.push({ relation: 'next', url: urlOf(fhirBase, resourceType, query, { count, offset: offset + count }) });
  if (offset > 0) links.push({ relation: 'previous', url: urlOf(fhirBase, resourceType, query, { count, offset: Math.max(0, offset - count) }) });
  const entryOf = (resource: Resource, mode: 'match' | 'include') => ({
    fullUrl: `${fhirBase}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode },
  });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: result.total,
    link: links,
    entry: [...result.matches.map((r) => entryOf(r, 'match')), ...result.included.map((r) => entryOf(r, 'include'))],
  };
}
