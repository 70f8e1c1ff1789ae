// Find care's search lives in the URL query (like /claims): a link, a reload
// or back/forward restores it. A location search keeps its coordinates to
// three decimals (about 100 m), enough for a 1-mile radius and no finer.
import { providerRadius, providerTypeChoices, type ProviderHoursFilter, type ProviderSearchCriteria, type ProviderType } from '@portal/api-client';

export const radiusChoices = [1, 5, 10, 25, 50, 100] as const;

export function readFindCareQuery(query: URLSearchParams): ProviderSearchCriteria | null {
  const zip = query.get('zip') ?? '';
  const lat = Number(query.get('lat'));
  const lng = Number(query.get('lng'));
  const hasLocation = query.has('lat') && query.has('lng') && Number.isFinite(lat) && Number.isFinite(lng);
  if (!/^[0-9]{5}$/.test(zip) && !hasLocation) return null;
  const radius = Number(query.get('radius') ?? providerRadius.default);
  const page = Number(query.get('page') ?? 1);
  const type = query.get('type') ?? '';
  const hours = query.get('hours');
  return {
    place: /^[0-9]{5}$/.test(zip) ? { zip } : { latitude: lat, longitude: lng },
    radiusMiles: Number.isInteger(radius) && radius >= providerRadius.min && radius <= providerRadius.max ? radius : providerRadius.default,
    ...((providerTypeChoices as readonly string[]).includes(type) ? { providerType: type as ProviderType } : {}),
    ...(query.get('network') ? { network: query.get('network')! } : {}),
    ...(query.get('acceptingNew') === 'true' ? { acceptingNewPatients: true } : {}),
    ...(query.get('language') ? { language: query.get('language')! } : {}),
    ...(query.get('wheelchair') === 'true' ? { wheelchairAccess: true } : {}),
    ...(hours === 'evenings' || hours === 'saturdays' ? { hours: hours as ProviderHoursFilter } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function findCareSearch(criteria: ProviderSearchCriteria): string {
  const query = new URLSearchParams();
  if ('zip' in criteria.place) query.set('zip', criteria.place.zip);
  else {
    query.set('lat', criteria.place.latitude.toFixed(3));
    query.set('lng', criteria.place.longitude.toFixed(3));
  }
  query.set('radius', String(criteria.radiusMiles));
  if (criteria.providerType) query.set('type', criteria.providerType);
  if (criteria.network) query.set('network', criteria.network);
  if (criteria.acceptingNewPatients) query.set('acceptingNew', 'true');
  if (criteria.language) query.set('language', criteria.language);
  if (criteria.wheelchairAccess) query.set('wheelchair', 'true');
  if (criteria.hours) query.set('hours', criteria.hours);
  if (criteria.page > 1) query.set('page', String(criteria.page));
  return `?${query.toString()}`;
}

/** The next wider radius to offer when nothing is found; none past the largest. */
export function widerRadius(radiusMiles: number): number | undefined {
  return radiusChoices.find((choice) => choice > radiusMiles);
}

/** A maps link with the office's address (opens the member's maps app or site). */
export function directionsUrl(address: { street: string; city: string; state: string; zip: string }): string {
  const destination = `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
