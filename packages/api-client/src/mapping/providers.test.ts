import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { providerNetworkChoices, providerRadius, providerTypeChoices, toProviderSearchQuery, toProviderSearchResult } from './providers.ts';

describe('find care mapping', () => {
  it('offers the nine provider types, the networks and 1–100 miles (default 10)', () => {
    expect(providerTypeChoices).toHaveLength(9);
    expect(providerNetworkChoices).toContain('Dental Choice PPO');
    expect(providerRadius).toEqual({ default: 10, min: 1, max: 100 });
  });

  it('sends a ZIP search with its filters as the query the server reads, and a location as lat/lng', () => {
    expect(toProviderSearchQuery({ place: { zip: '68102' }, radiusMiles: 25, providerType: 'orthodontist', acceptingNewPatients: true, hours: 'saturdays', page: 2 }))
      .toEqual({ zip: '68102', radius: '25', type: 'orthodontist', acceptingNew: 'true', hours: 'saturdays', page: '2' });
    expect(toProviderSearchQuery({ place: { latitude: 41.258712, longitude: -95.93781 }, radiusMiles: 10, wheelchairAccess: true, page: 1 }))
      .toEqual({ lat: '41.25871', lng: '-95.93781', radius: '10', wheelchair: 'true', page: '1' });
  });

  it('maps the answer to the screen names (no wire name left)', () => {
    const result = toProviderSearchResult(callSamples.searchProviders.response);
    expect(result).toMatchObject({ originLabel: '68102 Omaha, NE', radiusMiles: 25, page: 1, totalCount: 1, totalPages: 1 });
    expect(result.providers[0]).toMatchObject({
      id: '1093817465', address: { street: '1611 Harney St', city: 'Omaha', state: 'NE', zip: '68102' }, distanceMiles: 0.2, inMemberNetwork: true,
    });
    expect(result.providers[0]).not.toHaveProperty('providerId');
  });
});
