// /access-management/site-speed: for an access
// administrator, how fast the sites are for their real visitors — the p75 of
// LCP, INP and CLS per route over the last days, per brand. Anyone else (no
// admin role, or the server answers 403) is told which role is needed.
import { staffCallFailure } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { partners, routes, type Partner } from '@portal/core';
import { Card, RetryAlert, Select, Spinner, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NotAdminPanel } from '../../access-management/components/NotAdminPanel/NotAdminPanel.tsx';
import { useSiteSpeed } from '../api/get-site-speed.ts';
import { SiteSpeedTable } from '../components/SiteSpeedTable/SiteSpeedTable.tsx';

const dayChoices = [1, 7, 14, 30] as const;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

function SiteSpeedReport() {
  const { t } = useTranslation('accessLog');
  const [days, setDays] = useState<number>(7);
  const [site, setSite] = useState<Partner>('alic');
  const speed = useSiteSpeed({ days, site });

  let body;
  if (speed.isPending) body = <Spinner label={t('siteSpeed.loading')} labelVisible />;
  else if (speed.isError) {
    if (staffCallFailure(speed.error).kind === 'forbidden') return <NotAdminPanel />;
    body = <RetryAlert message={t('siteSpeed.loadFailed')} retryLabel={t('management.tryAgain')} onRetry={() => void speed.refetch()} />;
  } else body = <SiteSpeedTable routes={speed.data.routes} days={speed.data.days} />;

  return (
    <Card title={t('siteSpeed.tableTitle')}>
      <Stack gap="md">
        <p>{t('siteSpeed.explanation')}</p>
        <Choices>
          <Select
            name="site"
            label={t('siteSpeed.site')}
            value={site}
            onChange={(event) => setSite(event.target.value as Partner)}
            options={partners.map((partner) => ({ value: partner, label: t(`siteSpeed.sites.${partner}`) }))}
          />
          <Select
            name="days"
            label={t('siteSpeed.days')}
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value))}
            options={dayChoices.map((choice) => ({ value: String(choice), label: t('siteSpeed.lastDays', { count: choice }) }))}
          />
        </Choices>
        <div aria-busy={speed.isFetching}>{body}</div>
        <p>{t('siteSpeed.thresholds')}</p>
      </Stack>
    </Card>
  );
}

export function SiteSpeedPage() {
  const { t } = useTranslation('accessLog');
  // The token's roles decide what is offered; the server decides what is allowed (403 also shows the panel).
  const isAdmin = useAuthStore((state) => state.isAdmin);
  return (
    <Stack gap="lg">
      <h1 tabIndex={-1}>{t('siteSpeed.title')}</h1>
      {isAdmin ? <SiteSpeedReport /> : <NotAdminPanel />}
      <Link to={routes.accessManagement}>{t('siteSpeed.backToAccessManagement')}</Link>
    </Stack>
  );
}
