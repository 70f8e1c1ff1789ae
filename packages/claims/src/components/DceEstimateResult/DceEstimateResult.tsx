// The estimator's answer: per procedure the typical fee, the
// in-network price, the percent the plan pays, the deductible applied, what
// the plan pays and what the member pays; the totals; the plan year's
// remaining maximum before and after and the deductible left; why some lines
// pay less; and that it is an estimate, not a guarantee.
import type { DentalCostEstimate } from '@portal/api-client';
import { formatIsoDate, properCaseName, routes } from '@portal/core';
import { Alert, Card, Stack, Table, type TableColumn } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useProcedureName } from '../../lib/procedure-name.ts';
import { useMoney } from '../../lib/use-money.ts';
import { useRemarkText } from '../Waterfall/remark-text.ts';

export interface DceEstimateResultProps {
  estimate: DentalCostEstimate;
  /** As the member list writes it. */
  patientName: string;
  /** yyyy-mm-dd. */
  estimatedOn: string;
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Figure = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};

  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function DceEstimateResult({ estimate, patientName, estimatedOn }: DceEstimateResultProps) {
  const { t } = useTranslation('claims');
  const money = useMoney();
  const name = useProcedureName();
  const remark = useRemarkText();
  const { totals, planYear } = estimate;
  const columns: TableColumn[] = [
    { key: 'procedure', header: t('dce.result.columns.procedure') },
    { key: 'typicalFee', header: t('dce.result.columns.typicalFee'), align: 'end' },
    { key: 'networkPrice', header: t('dce.result.columns.networkPrice'), align: 'end' },
    { key: 'planPercent', header: t('dce.result.columns.planPercent'), align: 'end' },
    { key: 'deductible', header: t('dce.result.columns.deductible'), align: 'end' },
    { key: 'planPays', header: t('dce.result.columns.planPays'), align: 'end' },
    { key: 'youPay', header: t('dce.result.columns.youPay'), align: 'end' },
  ];
  const rows = [
    ...estimate.lines.map((line, index) => ({
      id: `${line.code}-${index}`,
      cells: {
        procedure: (
          <>
            {name(line.code)}
            <Muted>
              {line.code} · {t(`dce.result.serviceTypes.${line.serviceType}`)}
            </Muted>
          </>
        ),
        typicalFee: money(line.typicalFee),
        networkPrice: money(line.networkAllowed),
        planPercent: `${line.planPercent}%`,
        deductible: money(line.deductibleApplied),
        planPays: money(line.planPays),
        youPay: money(line.youPay),
      },
    })),
    {
      id: 'total',
      cells: {
        procedure: <strong>{t('dce.result.total')}</strong>,
        typicalFee: <strong>{money(totals.typicalFee)}</strong>,
        networkPrice: <strong>{money(totals.networkAllowed)}</strong>,
        planPercent: '',
        deductible: <strong>{money(totals.deductibleApplied)}</strong>,
        planPays: <strong>{money(totals.planPays)}</strong>,
        youPay: <strong>{money(totals.youPay)}</strong>,
      },
    },
  ];
  // Each procedure's reason once, even when it is planned twice.
  const remarked = estimate.lines
    .filter((line) => line.remarkCode)
    .filter((line, index, lines) => lines.findIndex((other) => other.code === line.code && other.remarkCode === line.remarkCode) === index);
  const saved = totals.typicalFee - totals.networkAllowed;

  return (
    <Stack gap="lg">
      <p>{t('dce.result.for', { patient: properCaseName(patientName), date: formatIsoDate(estimatedOn) })}</p>
      <p>
        {estimate.office
          ? t('dce.result.atOffice', {
              name: estimate.office.name,
              address: `${estimate.office.address.street}, ${estimate.office.address.city}, ${estimate.office.address.state} ${estimate.office.address.zip}`,
            })
          : t('dce.result.atTypical')}
      </p>
      <Figures>
        <Figure>
          <dt>{t('dce.result.summary.planPays')}</dt>
          <dd>{money(totals.planPays)}</dd>
        </Figure>
        <Figure>
          <dt>{t('dce.result.summary.youPay')}</dt>
          <dd>{money(totals.youPay)}</dd>
        </Figure>
      </Figures>
      {saved > 0 ? <p>{t('dce.result.summary.saved', { amount: money(saved) })}</p> : null}
      <Table caption={t('dce.result.caption')} columns={columns} rows={rows} />
      <Card title={t('dce.result.planYear.title')}>
        <Stack gap="sm">
          <Muted>{t('dce.result.planYear.ends', { date: formatIsoDate(planYear.planYearEnd) })}</Muted>
          <Facts>
            <dt>{t('dce.result.planYear.annualMaximum')}</dt>
            <dd>{planYear.annualMaximum > 0 ? money(planYear.annualMaximum) : t('dce.result.planYear.noAnnualMaximum')}</dd>
            {planYear.annualMaximum > 0 ? (
              <>
                <dt>{t('dce.result.planYear.remainingBefore')}</dt>
                <dd>{money(planYear.remainingMaximumBefore)}</dd>
                <dt>{t('dce.result.planYear.remainingAfter')}</dt>
                <dd>{money(planYear.remainingMaximumAfter)}</dd>
              </>
            ) : null}
            <dt>{t('dce.result.planYear.deductible')}</dt>
            <dd>{money(planYear.deductible)}</dd>
            <dt>{t('dce.result.planYear.deductibleBefore')}</dt>
            <dd>{money(planYear.deductibleRemainingBefore)}</dd>
            <dt>{t('dce.result.planYear.deductibleAfter')}</dt>
            <dd>{money(planYear.deductibleRemainingAfter)}</dd>
          </Facts>
        </Stack>
      </Card>
      {remarked.length > 0 ? (
        <section aria-labelledby="dce-remarks-title">
          <h2 id="dce-remarks-title">{t('dce.result.remarks')}</h2>
          <ul>
            {remarked.map((line) => (
              <li key={`${line.code}-${line.remarkCode ?? ''}`}>
                <strong>{name(line.code)}:</strong> {remark(line.remarkCode ?? '')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Alert type="info">{t('dce.result.caveat')}</Alert>
      <Stack direction="row" gap="lg" wrap>
        <Link to={routes.pretreatmentEstimate}>{t('dce.result.pretreatment')}</Link>
        <Link to={routes.dceHome}>{t('dce.result.newEstimate')}</Link>
      </Stack>
    </Stack>
  );
}
