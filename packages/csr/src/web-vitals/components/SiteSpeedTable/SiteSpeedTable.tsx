// Site speed: per route pattern the 75th percentile of LCP, INP and CLS
// real visitors measured, each rated good / needs improvement / poor.
import type { SiteSpeedRoute } from '@portal/api-client';
import { Table } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { RatedValue } from '../RatedValue/RatedValue.tsx';

export interface SiteSpeedTableProps {
  routes: readonly SiteSpeedRoute[];
  days: number;
}

export function SiteSpeedTable({ routes, days }: SiteSpeedTableProps) {
  const { t } = useTranslation('accessLog');
  return (
    <Table
      caption={t('siteSpeed.caption', { count: days })}
      emptyText={t('siteSpeed.empty', { count: days })}
      columns={[
        { key: 'route', header: t('siteSpeed.route') },
        { key: 'LCP', header: t('siteSpeed.lcp') },
        { key: 'INP', header: t('siteSpeed.inp') },
        { key: 'CLS', header: t('siteSpeed.cls') },
      ]}
      rows={routes.map(({ route, metrics }) => ({
        id: route,
        cells: {
          route: route === '/other' ? t('siteSpeed.otherRoute') : route,
          LCP: <RatedValue metric="LCP" measure={metrics.LCP} />,
          INP: <RatedValue metric="INP" measure={metrics.INP} />,
          CLS: <RatedValue metric="CLS" measure={metrics.CLS} />,
        },
      }))}
    />
  );
}
