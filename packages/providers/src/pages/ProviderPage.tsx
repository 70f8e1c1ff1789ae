// Find care: one provider's page (/find-care/:providerId) with its office
// hours, languages, accessibility and the plans (networks) it takes. A
// signed-in member sees whether it is in their network; an out-of-network
// dentist offers "Nominate this dentist" (the benefits nomination form, prefilled).
import { isHttpError } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { formatPhone, nominateProviderPath, routes } from '@portal/core';
import { Alert, Card, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { useProvider } from '../api/search-providers.ts';
import { directionsUrl } from '../lib/find-care-query.ts';

const dentalTypes = new Set(['generalDentist', 'pediatricDentist', 'orthodontist', 'oralSurgeon', 'periodontist', 'endodontist']);

const Hours = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dd {
    margin: 0;
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Mark = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  border-left: 4px solid ${({ theme }) => theme.color.success};
  padding-left: ${({ theme }) => theme.space.sm};
`;

const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export function ProviderPage() {
  const { t } = useTranslation('providers');
  const { providerId = '' } = useParams();
  const location = useLocation();
  const signedIn = useAuthStore((state) => state.isLoggedIn && !state.isCSR);
  const provider = useProvider(providerId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const backSearch = (location.state as { search?: unknown } | null)?.search;
  const back = `${routes.findCare}${typeof backSearch === 'string' && backSearch.startsWith('?') ? backSearch : ''}`;

  useEffect(() => {
    headingRef.current?.focus();
  }, [provider.isSuccess]);

  const backLink = (
    <p>
      <Link to={back}>{t('provider.back')}</Link>
    </p>
  );

  if (provider.isPending) return <Spinner label={t('provider.loading')} labelVisible />;
  if (provider.isError) {
    const notFound = isHttpError(provider.error) && provider.error.status === 404;
    return (
      <Stack gap="md">
        {backLink}
        {notFound ? (
          <Alert type="error">{t('provider.notFound')}</Alert>
        ) : (
          <RetryAlert message={t('provider.error')} retryLabel={t('results.retry')} onRetry={() => void provider.refetch()} />
        )}
      </Stack>
    );
  }
  const p = provider.data;
  const address = p.address;
  const canNominate = signedIn && !p.inMemberNetwork && dentalTypes.has(p.providerType);
  return (
    <Stack gap="lg">
      {backLink}
      <Stack gap="xs">
        <h1 ref={headingRef} tabIndex={-1}>
          {p.name}
        </h1>
        <p>{t(`types.${p.providerType}`)}</p>
        {signedIn && p.inMemberNetwork ? <Mark>{t('results.inNetwork')}</Mark> : null}
      </Stack>
      <Card title={t('search.legend')} headingLevel={2}>
        <Stack gap="xs">
          <p>
            {address.street}, {address.city}, {address.state} {address.zip}
          </p>
          <p>
            <a href={`tel:+1${p.phone}`}>{formatPhone(p.phone)}</a>
          </p>
          <p>
            <a href={directionsUrl(address)} target="_blank" rel="noopener noreferrer" aria-label={t('results.directionsLabel', { name: p.name })}>
              {t('results.directions')}
            </a>
          </p>
          <p>{p.acceptingNewPatients ? t('results.acceptingNew') : t('results.notAcceptingNew')}</p>
        </Stack>
      </Card>
      <Card title={t('provider.hours')} headingLevel={2}>
        <Hours>
          {weekDays.map((day) => {
            const open = p.hours.find((h) => h.day === day);
            return [
              <dt key={`${day}-day`}>{t(`provider.days.${day}`)}</dt>,
              <dd key={`${day}-hours`}>{open ? t('provider.hoursRow', { opens: open.opens, closes: open.closes }) : t('provider.closed')}</dd>,
            ];
          })}
        </Hours>
      </Card>
      <Card title={t('provider.languages')} headingLevel={2}>
        <Plain>
          {p.languages.map((language) => (
            <li key={language}>{t(`languages.${language}`, { defaultValue: language })}</li>
          ))}
        </Plain>
      </Card>
      <Card title={t('provider.plans')} headingLevel={2}>
        <Plain>
          {p.networks.map((network) => (
            <li key={network}>{network}</li>
          ))}
        </Plain>
      </Card>
      <Card title={t('provider.accessibility')} headingLevel={2}>
        <p>{p.wheelchairAccess ? t('provider.wheelchair') : t('provider.noWheelchair')}</p>
      </Card>
      {canNominate ? (
        <Stack gap="sm" align="flex-start">
          <p>{t('provider.nominateHint')}</p>
          <Link
            to={nominateProviderPath({
              providerName: p.name, specialty: p.providerType, street: address.street, city: address.city,
              state: address.state, zip: address.zip, phone: p.phone,
            })}
          >
            {t('provider.nominate')}
          </Link>
        </Stack>
      ) : null}
    </Stack>
  );
}
