// §2 claim detail: the header fields (§3), the calculation beside the
// waterfall that says it in plain words, the procedure
// lines, the payments and, for an ortho claim, its payment schedule.
// An estimate is marked as one, with its 12-month validity (§9). A dental
// claim's work on teeth shows on the tooth chart: here,
// where the claim's lines are at hand, rather than on the list, which the
// server pages and which never holds every claim's lines.
import type { ClaimDetail } from '@portal/api-client';
import { formatIsoDate, properCaseName, type Spdc } from '@portal/core';
import { Alert, Card, Stack, upTo } from '@portal/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toothWorkOf } from '../../lib/tooth-work.ts';
import { ToothChart } from '../ToothChart/ToothChart.tsx';
import { Waterfall } from '../Waterfall/Waterfall.tsx';
import { ClaimCalculation } from './ClaimCalculation.tsx';
import { ClaimSummaryFields } from './ClaimSummaryFields.tsx';
import { EobDownload } from './EobDownload.tsx';
import { OrthoScheduleTable } from './OrthoScheduleTable.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import { ProcedureLinesTable } from './ProcedureLinesTable.tsx';

// The totals beside their explanation; one column at the mobile layout (§9 ≤ 1024 px).
const Explained = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(16rem, 1fr) minmax(0, 2fr);
  align-items: start;
  ${({ theme }) => upTo(theme, 'mobileLayout')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export interface ClaimDetailViewProps {
  detail: ClaimDetail;
  /** The coverage line the claim belongs to (the EOB is asked for under it). */
  spdc: Spdc;
  /** The member's calendar day, to tell whether an estimate has expired. */
  today?: Date;
}

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function ClaimDetailView({ detail, spdc, today = new Date() }: ClaimDetailViewProps) {
  const { t } = useTranslation('claims');
  const { header } = detail;
  const estimate = header.kind === 'estimate';
  const expires = header.estimateExpires;
  const expired = expires !== undefined && expires < isoDay(today);
  const toothWork = useMemo(() => toothWorkOf([detail]), [detail]);
  return (
    <Stack gap="lg">
      {estimate ? (
        <Alert type={expired ? 'warning' : 'info'} title={t('kind.estimate')}>
          <p>{t('detail.estimateNotice')}</p>
          {expires ? <p>{expired ? t('detail.expired', { date: formatIsoDate(expires) }) : t('detail.validUntil', { date: formatIsoDate(expires) })}</p> : null}
        </Alert>
      ) : null}
      <Card title={t('detail.summary')}>
        <Stack gap="lg">
          <ClaimSummaryFields header={header} />
          <div>
            <EobDownload spdc={spdc} objectId={header.eobObjectId} />
          </div>
        </Stack>
      </Card>
      <Explained>
        <Card title={t('detail.calculation.title')}>
          <ClaimCalculation totals={detail.totals} kind={header.kind} />
        </Card>
        <Card>
          <Waterfall lines={detail.lines} kind={header.kind} headingLevel={2} />
        </Card>
      </Explained>
      <Card title={t('detail.lines.title')}>
        <ProcedureLinesTable lines={detail.lines} />
      </Card>
      {toothWork.length > 0 ? (
        <Card>
          <ToothChart work={toothWork} patientName={properCaseName(header.patientName)} headingLevel={2} />
        </Card>
      ) : null}
      {estimate ? null : (
        <Card title={t('detail.payments.title')}>
          <PaymentsTable payments={detail.payments} />
        </Card>
      )}
      {header.kind === 'ortho' ? (
        <Card title={t('detail.schedule.title')}>
          <OrthoScheduleTable installments={detail.orthoSchedule} />
        </Card>
      ) : null}
    </Stack>
  );
}
