// Directory answers with the wire names of the contract, for the mock api-client.
import type { MockRequest } from '@portal/api-client/testing';

export function wireProvider(n: number, patch: Record<string, unknown> = {}) {
  return {
    providerId: String(1_000_000_000 + n),
    name: `Harney Street Dental ${n}`,
    providerType: 'generalDentist',
    street: `${1600 + n} Harney St`,
    city: 'Omaha',
    state: 'NE',
    zip: '68102',
    latitude: 41.2565,
    longitude: -95.9378,
    phone: '4025550190',
    networks: ['Dental Choice PPO'],
    inMemberNetwork: false,
    acceptingNewPatients: true,
    languages: ['English', 'Spanish'],
    wireOnly: undefined,
    wheelchairAccess: true,
    openEvenings: false,
    openSaturdays: false,
    distanceMiles: 0.25 + n,
    ...patch,
  };
}

/** A directory of `total` providers answered 10 a page, as the server pages them. */
export function directory(total: number, patch: (n: number) => Record<string, unknown> = () => ({})) {
  return (request: MockRequest) => {
    const query = (request.options.query ?? {}) as Record<string, string>;
    const page = Number(query.page ?? 1);
    const radius = Number(query.radius ?? 10);
    const providers = Array.from({ length: total }, (_, n) => wireProvider(n, patch(n))).slice((page - 1) * 10, page * 10);
    return {
      origin: { latitude: 41.2587, longitude: -95.9378, label: query.zip ? `${query.zip} Omaha, NE` : '' },
      radiusMiles: radius,
      memberNetworks: [],
      providers,
      paging: { page, pageSize: 10, totalCount: total, totalPages: Math.ceil(total / 10) },
    };
  };
}

/** A DHMO member's primary dentist answer (contract wire names), with a pending change or none. */
export function wirePrimaryDentist({ pending = false, dhmo = true }: { pending?: boolean; dhmo?: boolean } = {}) {
  const office = (providerId: string, name: string, street: string) => ({
    providerId, name, street, city: 'Encino', state: 'CA', zip: '91316', phone: '8185550123',
  });
  if (!dhmo) return { status: 'SUCCESS', dhmo: false, current: null, currentSince: null, pending: null, nextEffectiveDate: '2026-12-01' };
  return {
    status: 'SUCCESS',
    dhmo: true,
    current: office('1000000184', 'Chen Family Dental', '4120 Ventura Blvd'),
    currentSince: '2025-01-01',
    pending: pending ? { dentist: office('1000000913', 'Patel Dental Care', '77 Balboa Blvd'), effectiveDate: '2026-12-01' } : null,
    nextEffectiveDate: '2026-12-01',
  };
}
