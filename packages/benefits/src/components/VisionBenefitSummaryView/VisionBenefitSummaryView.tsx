// §1 vision snapshot: exam, lenses, frames and contacts with copay, in- and
// out-of-network allowances, how often each is covered and when next; §9 the
// exam allowance out of network is given per state in dollars.
import type { VisionAllowance, VisionBenefitSummary } from '@portal/api-client';
import { formatIsoDate, formatMoney } from '@portal/core';
import { Stack, Table } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export interface VisionBenefitSummaryViewProps {
  summary: VisionBenefitSummary;
}

const services = ['exam', 'lenses', 'frames', 'contacts'] as const;

export function VisionBenefitSummaryView({ summary }: VisionBenefitSummaryViewProps) {
  const { t, i18n } = useTranslation('benefits');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const date = formatIsoDate;
  const inNetwork = (allowance: VisionAllowance) =>
    allowance.coveredInFullInNetwork ? t('vision.coveredInFull') : t('vision.upTo', { amount: money(allowance.inNetworkAllowance) });

  return (
    <Stack gap="md">
      <p>
        <strong>{summary.planName}</strong> · {t('vision.network', { name: summary.networkName })}
      </p>
      {summary.benefitPeriodStart && summary.benefitPeriodEnd ? (
        <p>{t('vision.benefitPeriod', { start: date(summary.benefitPeriodStart), end: date(summary.benefitPeriodEnd) })}</p>
      ) : null}
      <Table
        caption={t('vision.caption')}
        columns={[
          { key: 'service', header: t('vision.service') },
          { key: 'copay', header: t('vision.copay'), align: 'end' },
          { key: 'in', header: t('vision.inNetwork') },
          { key: 'out', header: t('vision.outOfNetwork'), align: 'end' },
          { key: 'frequency', header: t('vision.frequency') },
          { key: 'next', header: t('vision.nextCovered') },
        ]}
        rows={services.map((service) => {
          const allowance = summary[service];
          return {
            id: service,
            cells: {
              service: t(`vision.services.${service}`),
              copay: allowance.copay > 0 ? money(allowance.copay) : t('vision.noCopay'),
              in: inNetwork(allowance),
              out: t('vision.upTo', { amount: money(allowance.outOfNetworkAllowance) }),
              frequency: t('vision.frequencyMonths', { count: allowance.frequencyMonths }),
              next: allowance.nextEligibleDate ? date(allowance.nextEligibleDate) : t('vision.availableNow'),
            },
          };
        })}
      />
      <p>
        {t('vision.examAllowanceByState', {
          state: summary.examAllowanceForState.stateCode,
          amount: money(summary.examAllowanceForState.amount),
        })}
      </p>
    </Stack>
  );
}
