// Find care: the directory's wire answer as the screens see it. The query
// goes out as text (the server checks it and answers a 400 in the member's
// language).
import type {
  ProviderDetail as WireProviderDetail, ProviderSearchQuery, ProviderSearchResponse, ProviderSummary as WireProviderSummary, ProviderType,
} from '@portal/contract';
import { providerNetworks, providerSearchRadius, providerTypes } from '@portal/contract/routes';

export type { ProviderType };

// The contract's lists from its schema-free entry (the sites do not load TypeBox).
export const providerTypeChoices: readonly ProviderType[] = providerTypes;
export const providerNetworkChoices: readonly string[] = providerNetworks;
/** Search radius in miles: default, smallest and largest. */
export const providerRadius = providerSearchRadius;
export type ProviderHoursFilter = 'evenings' | 'saturdays';

/** Where to search: a ZIP code, or the browser's location. */
export type ProviderSearchPlace = { zip: string } | { latitude: number; longitude: number };

export interface ProviderSearchCriteria {
  place: ProviderSearchPlace;
  radiusMiles: number;
  providerType?: ProviderType;
  network?: string;
  acceptingNewPatients?: boolean;
  language?: string;
  wheelchairAccess?: boolean;
  hours?: ProviderHoursFilter;
  page: number;
}

export interface ProviderListing {
  id: string;
  name: string;
  providerType: ProviderType;
  address: { street: string; city: string; state: string; zip: string };
  phone: string;
  networks: string[];
  inMemberNetwork: boolean;
  acceptingNewPatients: boolean;
  languages: string[];
  wheelchairAccess: boolean;
  openEvenings: boolean;
  openSaturdays: boolean;
}

export interface ProviderSearchResult {
  originLabel: string;
  radiusMiles: number;
  memberNetworks: string[];
  providers: Array<ProviderListing & { distanceMiles: number }>;
  page: number;
  totalCount: number;
  totalPages: number;
}

export interface ProviderOfficeHours {
  day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
  opens: string;
  closes: string;
}

export interface ProviderProfile extends ProviderListing {
  hours: ProviderOfficeHours[];
}

export function toProviderSearchQuery(criteria: ProviderSearchCriteria): ProviderSearchQuery {
  const place = 'zip' in criteria.place
    ? { zip: criteria.place.zip }
    : { lat: criteria.place.latitude.toFixed(5), lng: criteria.place.longitude.toFixed(5) };
  return {
    ...place,
    radius: String(criteria.radiusMiles),
    ...(criteria.providerType ? { type: criteria.providerType } : {}),
    ...(criteria.network ? { network: criteria.network } : {}),
    ...(criteria.acceptingNewPatients ? { acceptingNew: 'true' } : {}),
    ...(criteria.language ? { language: criteria.language } : {}),
    ...(criteria.wheelchairAccess ? { wheelchair: 'true' } : {}),
    ...(criteria.hours ? { hours: criteria.hours } : {}),
    page: String(criteria.page),
  };
}

function toListing(wire: WireProviderSummary | WireProviderDetail): ProviderListing {
  return {
    id: wire.providerId,
    name: wire.name,
    providerType: wire.providerType,
    address: { street: wire.street, city: wire.city, state: wire.state, zip: wire.zip },
    phone: wire.phone,
    networks: wire.networks,
    inMemberNetwork: wire.inMemberNetwork,
    acceptingNewPatients: wire.acceptingNewPatients,
    languages: wire.languages,
    wheelchairAccess: wire.wheelchairAccess,
    openEvenings: wire.openEvenings,
    openSaturdays: wire.openSaturdays,
  };
}

export function toProviderSearchResult(wire: ProviderSearchResponse): ProviderSearchResult {
  return {
    originLabel: wire.origin.label,
    radiusMiles: wire.radiusMiles,
    memberNetworks: wire.memberNetworks,
    providers: wire.providers.map((p) => ({ ...toListing(p), distanceMiles: p.distanceMiles })),
    page: wire.paging.page,
    totalCount: wire.paging.totalCount,
    totalPages: wire.paging.totalPages,
  };
}

export function toProviderProfile(wire: WireProviderDetail): ProviderProfile {
  return { ...toListing(wire), hours: wire.hours.map((h) => ({ day: h.day, opens: h.opens, closes: h.closes })) };
}
