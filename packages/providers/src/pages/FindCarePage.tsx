// Find care (/find-care): search the provider directory by ZIP code or by the
// browser's location (asked only when the member taps "Use my location"),
// within 1–100 miles (default 10), by type and filters. The search lives in
// the URL query, paged like /claims; results come nearest first (signed in,
// the member's own networks first, marked "In your network").
// ?choose=primaryDentist (a DHMO member choosing another primary dentist) keeps
// the search to general dentists of the DHMO network accepting new patients,
// and each office offers "Choose this dentist" with a confirmation that says
// when the change takes effect; ?choose=estimateOffice (the dental cost
// estimator) offers "See prices here" on the offices of the member's network.
import {
  isHttpError, providerNetworkChoices, providerRadius, providerTypeChoices,
  type ProviderHoursFilter, type ProviderSearchCriteria, type ProviderType,
} from '@portal/api-client';
import { findCareChoices, findCareProviderPath, type FindCareChoice } from '@portal/core';
import { Alert, Button, Checkbox, RetryAlert, Select, Spinner, Stack, TextInput } from '@portal/ui-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useProviderSearch } from '../api/search-providers.ts';
import { ChooseOfficeAction } from '../components/ChooseOfficeDialog/ChooseOfficeDialog.tsx';
import { ProviderCard } from '../components/ProviderCard/ProviderCard.tsx';
import { criteriaForChoice, withChoice } from '../lib/find-care-choice.ts';
import { findCareSearch, radiusChoices, readFindCareQuery, widerRadius } from '../lib/find-care-query.ts';

const spokenLanguages = ['English', 'Spanish', 'Chinese', 'Vietnamese', 'Tagalog', 'Korean', 'Russian', 'Arabic', 'French'] as const;

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: end;
`;

const Results = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Paging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

interface Draft {
  zip: string;
  radiusMiles: number;
  providerType: string;
  network: string;
  language: string;
  hours: string;
  acceptingNewPatients: boolean;
  wheelchairAccess: boolean;
}

function draftOf(criteria: ProviderSearchCriteria | null): Draft {
  return {
    zip: criteria && 'zip' in criteria.place ? criteria.place.zip : '',
    radiusMiles: criteria?.radiusMiles ?? providerRadius.default,
    providerType: criteria?.providerType ?? '',
    network: criteria?.network ?? '',
    language: criteria?.language ?? '',
    hours: criteria?.hours ?? '',
    acceptingNewPatients: criteria?.acceptingNewPatients ?? false,
    wheelchairAccess: criteria?.wheelchairAccess ?? false,
  };
}

function criteriaOf(draft: Draft, place: ProviderSearchCriteria['place']): ProviderSearchCriteria {
  return {
    place,
    radiusMiles: draft.radiusMiles,
    ...(draft.providerType ? { providerType: draft.providerType as ProviderType } : {}),
    ...(draft.network ? { network: draft.network } : {}),
    ...(draft.language ? { language: draft.language } : {}),
    ...(draft.hours ? { hours: draft.hours as ProviderHoursFilter } : {}),
    ...(draft.acceptingNewPatients ? { acceptingNewPatients: true } : {}),
    ...(draft.wheelchairAccess ? { wheelchairAccess: true } : {}),
    page: 1,
  };
}

type LocationState = 'idle' | 'locating' | 'denied' | 'unavailable';

export function FindCarePage() {
  const { t } = useTranslation('providers');
  const [searchParams, setSearchParams] = useSearchParams();
  const choiceParam = searchParams.get('choose');
  const choice = (findCareChoices as readonly string[]).includes(choiceParam ?? '') ? (choiceParam as FindCareChoice) : undefined;
  const criteria = criteriaForChoice(readFindCareQuery(searchParams), choice);
  const [draft, setDraft] = useState<Draft>(() => draftOf(criteria));
  const [zipError, setZipError] = useState<string | undefined>();
  const [location, setLocation] = useState<LocationState>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const search = useProviderSearch(criteria);
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const show = (next: ProviderSearchCriteria) => {
    setSearchParams(withChoice(findCareSearch(next), choice));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zip = draft.zip.trim();
    if (!/^[0-9]{5}$/.test(zip)) {
      // Without a ZIP, a location search already on screen keeps its place.
      if (zip === '' && criteria && !('zip' in criteria.place)) {
        show(criteriaOf(draft, criteria.place));
        return;
      }
      setZipError(t('search.zipRequired'));
      return;
    }
    setZipError(undefined);
    show(criteriaOf(draft, { zip }));
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setLocation('unavailable');
      return;
    }
    setLocation('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocation('idle');
        setZipError(undefined);
        update({ zip: '' });
        show(criteriaOf({ ...draft, zip: '' }, { latitude: position.coords.latitude, longitude: position.coords.longitude }));
      },
      (error) => setLocation(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const goToPage = (page: number) => {
    if (!criteria) return;
    show({ ...criteria, page });
    resultsRef.current?.focus();
  };

  const typeOptions = [{ value: '', label: t('search.anyType') }, ...providerTypeChoices.map((value) => ({ value, label: t(`types.${value}`) }))];
  const networkOptions = [{ value: '', label: t('search.anyNetwork') }, ...providerNetworkChoices.map((value) => ({ value, label: value }))];
  const languageOptions = [{ value: '', label: t('search.anyLanguage') }, ...spokenLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))];
  const hoursOptions = [
    { value: '', label: t('search.anyHours') },
    { value: 'evenings', label: t('hoursFilter.evenings') },
    { value: 'saturdays', label: t('hoursFilter.saturdays') },
  ];
  const radiusOptions = radiusChoices.map((value) => ({ value: String(value), label: t('search.radiusOption', { count: value }) }));

  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {choice ? t(`choose.${choice}.title`) : t('title')}
      </h1>
      <p>{choice ? t(`choose.${choice}.intro`) : t('intro')}</p>
      <Filters onSubmit={submit} noValidate aria-label={t('search.legend')}>
        <TextInput
          name="zip"
          label={t('search.zip')}
          hint={t('search.zipHint')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={draft.zip}
          error={zipError}
          touched={zipError !== undefined}
          onChange={(event) => update({ zip: event.target.value.replace(/[^0-9]/g, '') })}
        />
        <Select
          name="radius"
          label={t('search.radius')}
          options={radiusOptions}
          value={String(draft.radiusMiles)}
          onChange={(event) => update({ radiusMiles: Number(event.target.value) })}
        />
        {/* Choosing an office: the kind of office (and for a primary dentist the network) is set by what is being chosen. */}
        {choice ? null : (
          <Select name="type" label={t('search.type')} options={typeOptions} value={draft.providerType} onChange={(event) => update({ providerType: event.target.value })} />
        )}
        {choice === 'primaryDentist' ? null : (
          <Select name="network" label={t('search.network')} options={networkOptions} value={draft.network} onChange={(event) => update({ network: event.target.value })} />
        )}
        <Select name="language" label={t('search.language')} options={languageOptions} value={draft.language} onChange={(event) => update({ language: event.target.value })} />
        <Select name="hours" label={t('search.hours')} options={hoursOptions} value={draft.hours} onChange={(event) => update({ hours: event.target.value })} />
        {choice === 'primaryDentist' ? null : (
          <Checkbox
            name="acceptingNew"
            label={t('search.acceptingNew')}
            checked={draft.acceptingNewPatients}
            onChange={(event) => update({ acceptingNewPatients: event.target.checked })}
          />
        )}
        <Checkbox name="wheelchair" label={t('search.wheelchair')} checked={draft.wheelchairAccess} onChange={(event) => update({ wheelchairAccess: event.target.checked })} />
        <Stack gap="sm">
          <Button type="submit">{t('search.submit')}</Button>
          <Button variant="secondary" onClick={useMyLocation} loading={location === 'locating'}>
            {location === 'locating' ? t('search.locating') : t('search.useLocation')}
          </Button>
        </Stack>
      </Filters>
      {location === 'denied' || location === 'unavailable' ? (
        <Alert type="error">{location === 'denied' ? t('search.locationDenied') : t('search.locationUnavailable')}</Alert>
      ) : null}
      {criteria ? searchResults() : null}
    </Stack>
  );

  function searchResults() {
    if (!criteria) return null;
    if (search.isPending) return <Spinner label={t('results.loading')} labelVisible />;
    if (search.isError) {
      // A 400 carries the server's own message in the member's language (a ZIP it does not know, …).
      const message = isHttpError(search.error) && search.error.status === 400 && search.error.serverMessage ? search.error.serverMessage : undefined;
      return message ? <Alert type="error">{message}</Alert> : <RetryAlert message={t('results.error')} retryLabel={t('results.retry')} onRetry={() => void search.refetch()} />;
    }
    const result = search.data;
    const place = result.originLabel || t('search.nearYou');
    const wider = widerRadius(result.radiusMiles);
    return (
      <Stack gap="md" aria-busy={search.isPlaceholderData}>
        <h2 ref={resultsRef} tabIndex={-1}>
          {t('results.heading', { place })}
        </h2>
        <p role="status">{t('results.count', { count: result.totalCount, radius: result.radiusMiles })}</p>
        {result.providers.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <p>{t('results.empty', { radius: result.radiusMiles })}</p>
            {wider ? (
              <Button
                variant="secondary"
                onClick={() => {
                  update({ radiusMiles: wider });
                  show({ ...criteria, radiusMiles: wider, page: 1 });
                }}
              >
                {t('results.wider', { radius: wider })}
              </Button>
            ) : (
              <p>{t('results.widest')}</p>
            )}
          </Stack>
        ) : (
          <Results>
            {result.providers.map((provider) => (
              <ProviderCard
                key={provider.id}
                provider={provider}
                to={findCareProviderPath(provider.id)}
                linkState={{ search: withChoice(findCareSearch(criteria), choice) }}
                action={choice ? <ChooseOfficeAction choice={choice} provider={provider} /> : undefined}
              />
            ))}
          </Results>
        )}
        {result.totalPages > 1 ? (
          <Paging aria-label={t('results.paging')}>
            <Button variant="secondary" disabled={result.page <= 1} onClick={() => goToPage(result.page - 1)}>
              {t('results.previous')}
            </Button>
            <span>{t('results.page', { page: result.page, pages: result.totalPages })}</span>
            <Button variant="secondary" disabled={result.page >= result.totalPages} onClick={() => goToPage(result.page + 1)}>
              {t('results.next')}
            </Button>
          </Paging>
        ) : null}
      </Stack>
    );
  }
}
