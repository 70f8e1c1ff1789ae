// Find care: checks the search (each refusal in the caller's language, never
// a 500 for a client's mistake), finds the place of a ZIP code, and marks the
// providers of the signed-in member's own networks.
import {
  providerHoursFilters, providerSearchPageSize, providerSearchRadius, providerTypes,
  type ProviderDetail, type ProviderSearchQuery, type ProviderSearchResponse, type ProviderType,
} from '@portal/contract';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { MemberLanguage as Language } from '../../lib/member-language.ts';
import { findZipPlace } from '../../db/seed/providers.ts';
import type { ProviderRecord, ProvidersRepository } from './repository.ts';

export const providerMessages = {
  zipMalformed: { en: 'Enter a 5-digit ZIP code.', es: 'Escriba un código postal de 5 dígitos.' },
  zipUnknown: { en: 'We could not find that ZIP code. Check it and try again.', es: 'No encontramos ese código postal. Revíselo e inténtelo de nuevo.' },
  placeMissing: { en: 'Enter a ZIP code or use your location.', es: 'Escriba un código postal o use su ubicación.' },
  coordinates: { en: 'The location is not valid.', es: 'La ubicación no es válida.' },
  radius: {
    en: `Choose a distance from ${providerSearchRadius.min} to ${providerSearchRadius.max} miles.`,
    es: `Elija una distancia de ${providerSearchRadius.min} a ${providerSearchRadius.max} millas.`,
  },
  type: { en: 'Choose a provider type from the list.', es: 'Elija un tipo de proveedor de la lista.' },
  network: { en: 'Choose a network from the list.', es: 'Elija una red de la lista.' },
  flag: { en: 'A filter has a value that is not valid.', es: 'Un filtro tiene un valor que no es válido.' },
  hours: { en: 'Choose evenings or Saturdays.', es: 'Elija noches o sábados.' },
  page: { en: 'The page number is not valid.', es: 'El número de página no es válido.' },
  notFound: { en: 'We could not find that provider.', es: 'No encontramos ese proveedor.' },
} as const;

type MessageKey = keyof typeof providerMessages;
const badRequest = (key: MessageKey, language: Language) => new HttpError(400, providerMessages[key][language]);

const flagOf = (value: string | undefined, language: Language): true | undefined => {
  if (value === undefined || value === '' || value === 'false') return undefined;
  if (value === 'true') return true;
  throw badRequest('flag', language);
};

const decimal = /^-?[0-9]{1,3}(\.[0-9]{1,12})?$/;

/** The search a query asks for, or a 400 in the caller's language. */
export function parseProviderSearch(query: ProviderSearchQuery, language: Language, knownNetworks: readonly string[]) {
  const radiusText = query.radius ?? String(providerSearchRadius.default);
  if (!/^[0-9]{1,3}$/.test(radiusText)) throw badRequest('radius', language);
  const radiusMiles = Number(radiusText);
  if (radiusMiles < providerSearchRadius.min || radiusMiles > providerSearchRadius.max) throw badRequest('radius', language);

  let coordinates: { latitude: number; longitude: number } | undefined;
  if (query.lat !== undefined || query.lng !== undefined) {
    if (!query.lat || !query.lng || !decimal.test(query.lat) || !decimal.test(query.lng)) throw badRequest('coordinates', language);
    const latitude = Number(query.lat);
    const longitude = Number(query.lng);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw badRequest('coordinates', language);
    coordinates = { latitude, longitude };
  }
  const zip = query.zip?.trim();
  if (zip !== undefined && zip !== '' && !/^[0-9]{5}$/.test(zip)) throw badRequest('zipMalformed', language);
  if (!coordinates && !zip) throw badRequest('placeMissing', language);

  const type = query.type || undefined;
  if (type !== undefined && !(providerTypes as readonly string[]).includes(type)) throw badRequest('type', language);
  const network = query.network || undefined;
  if (network !== undefined && !knownNetworks.includes(network)) throw badRequest('network', language);
  const hours = query.hours || undefined;
  if (hours !== undefined && !(providerHoursFilters as readonly string[]).includes(hours)) throw badRequest('hours', language);
  const pageText = query.page ?? '1';
  if (!/^[0-9]{1,5}$/.test(pageText) || Number(pageText) < 1) throw badRequest('page', language);
  const language_ = query.language?.trim() || undefined;
  if (language_ !== undefined && !/^[A-Za-z ]{2,32}$/.test(language_)) throw badRequest('flag', language);

  return {
    zip: coordinates ? undefined : zip,
    coordinates,
    radiusMiles,
    providerType: type as ProviderType | undefined,
    network,
    acceptingNewPatients: flagOf(query.acceptingNew, language),
    wheelchairAccess: flagOf(query.wheelchair, language),
    openEvenings: hours === 'evenings' ? true : undefined,
    openSaturdays: hours === 'saturdays' ? true : undefined,
    spokenLanguage: language_,
    page: Number(pageText),
  };
}

/** Office hours: weekdays 8–5, until 8 p.m. on Tuesday and Thursday when open evenings, Saturday 9–1 when open Saturdays. */
export function hoursOf(provider: Pick<ProviderRecord, 'openEvenings' | 'openSaturdays'>): ProviderDetail['hours'] {
  const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    opens: '08:00',
    closes: provider.openEvenings && (day === 'tue' || day === 'thu') ? '20:00' : '17:00',
  }));
  return provider.openSaturdays ? [...weekdays, { day: 'sat', opens: '09:00', closes: '13:00' }] : weekdays;
}

const inNetwork = (networks: readonly string[], memberNetworks: readonly string[]) => networks.some((n) => memberNetworks.includes(n));

export function createProvidersService({ providers, knownNetworks }: { providers: ProvidersRepository; knownNetworks: readonly string[] }) {
  return {
    async searchProviders(query: ProviderSearchQuery, language: Language, memberId: string | undefined): Promise<ProviderSearchResponse> {
      const search = parseProviderSearch(query, language, knownNetworks);
      let origin: ProviderSearchResponse['origin'];
      if (search.coordinates) {
        origin = { ...search.coordinates, label: '' };
      } else {
        const place = await findZipPlace(search.zip!);
        if (!place) throw badRequest('zipUnknown', language);
        origin = { latitude: place.latitude, longitude: place.longitude, label: `${place.zip} ${place.city}, ${place.state}` };
      }
      const memberNetworks = memberId ? await providers.findNetworksOfMember(memberId) : [];
      const { providers: rows, totalCount } = await providers.searchProviders({
        latitude: origin.latitude,
        longitude: origin.longitude,
        radiusMiles: search.radiusMiles,
        providerType: search.providerType,
        network: search.network,
        acceptingNewPatients: search.acceptingNewPatients,
        language: search.spokenLanguage,
        wheelchairAccess: search.wheelchairAccess,
        openEvenings: search.openEvenings,
        openSaturdays: search.openSaturdays,
        preferredNetworks: memberNetworks,
        limit: providerSearchPageSize,
        offset: (search.page - 1) * providerSearchPageSize,
      });
      return {
        origin,
        radiusMiles: search.radiusMiles,
        memberNetworks,
        providers: rows.map((row) => ({
          ...row,
          // §-style display: miles with one decimal.
          distanceMiles: Math.round(row.distanceMiles * 10) / 10,
          inMemberNetwork: inNetwork(row.networks, memberNetworks),
        })),
        paging: { page: search.page, pageSize: providerSearchPageSize, totalCount, totalPages: Math.ceil(totalCount / providerSearchPageSize) },
      };
    },

    async providerOf(providerId: string, language: Language, memberId: string | undefined): Promise<ProviderDetail> {
      const provider = /^[0-9]{10}$/.test(providerId) ? await providers.findProvider(providerId) : undefined;
      if (!provider) throw notFound(providerMessages.notFound[language]);
      const memberNetworks = memberId ? await providers.findNetworksOfMember(memberId) : [];
      return { ...provider, inMemberNetwork: inNetwork(provider.networks, memberNetworks), hours: hoursOf(provider) };
    },
  };
}
export type ProvidersService = ReturnType<typeof createProvidersService>;
