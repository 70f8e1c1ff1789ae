// §1 dental benefit snapshot of one patient: benefit type, percentage in and
// out of network, deductible, copays, waiting periods; the plan year's
// deductible, annual, lifetime (remaining) and orthodontic maximums as
// labelled usage bars with the dollar figures in text.
import { lifetimeMaximumUsed, type BenefitLevel, type PlanYearAccumulators } from '@portal/api-client';
import { formatMoney } from '@portal/core';
import { Stack, Table, UsageBar } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export interface DentalBenefitSnapshotProps {
  benefits: readonly BenefitLevel[];
  /** The current plan year's accumulators; absent when none are on file. */
  planYear: PlanYearAccumulators | undefined;
}

function BenefitLevelsTable({ benefits }: { benefits: readonly BenefitLevel[] }) {
  const { t, i18n } = useTranslation('benefits');
  const yesNo = (value: boolean) => t(value ? 'actions.yes' : 'actions.no', { ns: 'i18n' });
  const percent = (value: number) => `${value}%`;
  return (
    <Table
      caption={t('snapshot.levels.caption')}
      columns={[
        { key: 'type', header: t('snapshot.levels.benefitType') },
        { key: 'in', header: t('snapshot.levels.inNetwork'), align: 'end' },
        { key: 'out', header: t('snapshot.levels.outOfNetwork'), align: 'end' },
        { key: 'deductible', header: t('snapshot.levels.deductibleApplies') },
        { key: 'copay', header: t('snapshot.levels.copay'), align: 'end' },
        { key: 'waiting', header: t('snapshot.levels.waitingPeriod') },
      ]}
      rows={benefits.map((level) => ({
        id: level.benefitType,
        cells: {
          type: level.benefitType,
          in: percent(level.inNetworkPercent),
          out: percent(level.outOfNetworkPercent),
          deductible: yesNo(level.deductibleApplies),
          copay: level.copayAmount > 0 ? formatMoney(level.copayAmount, i18n.language) : t('snapshot.levels.none'),
          waiting: level.waitingMonths > 0 ? t('snapshot.levels.waitingMonths', { count: level.waitingMonths }) : t('snapshot.levels.none'),
        },
      }))}
      emptyText={t('snapshot.empty')}
    />
  );
}

function Maximums({ planYear }: { planYear: PlanYearAccumulators }) {
  const { t, i18n } = useTranslation('benefits');
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const usedOf = (used: number, total: number) => t('snapshot.maximums.used', { used: money(used), total: money(total) });
  const remaining = (amount: number) => t('snapshot.maximums.remaining', { amount: money(amount) });
  const lifetimeUsed = lifetimeMaximumUsed(planYear);
  return (
    <Stack gap="md">
      <h4>{t('snapshot.maximums.title')}</h4>
      <UsageBar
        label={t('snapshot.maximums.deductible')}
        used={planYear.deductibleMet}
        total={planYear.deductible}
        usedText={t('snapshot.maximums.met', { met: money(planYear.deductibleMet), total: money(planYear.deductible) })}
        remainingText={remaining(planYear.deductibleRemaining)}
      />
      {planYear.familyDeductible > 0 ? (
        <UsageBar
          label={t('snapshot.maximums.familyDeductible')}
          used={planYear.familyDeductibleMet}
          total={planYear.familyDeductible}
          usedText={t('snapshot.maximums.met', { met: money(planYear.familyDeductibleMet), total: money(planYear.familyDeductible) })}
          remainingText={remaining(Math.max(0, planYear.familyDeductible - planYear.familyDeductibleMet))}
        />
      ) : null}
      <UsageBar
        label={t('snapshot.maximums.annualMaximum')}
        used={planYear.annualMaximumUsed}
        total={planYear.annualMaximum}
        usedText={usedOf(planYear.annualMaximumUsed, planYear.annualMaximum)}
        remainingText={remaining(planYear.annualMaximumRemaining)}
      />
      {planYear.lifetimeMaximum > 0 ? (
        <UsageBar
          label={t('snapshot.maximums.lifetimeMaximum')}
          used={lifetimeUsed}
          total={planYear.lifetimeMaximum}
          usedText={usedOf(lifetimeUsed, planYear.lifetimeMaximum)}
          remainingText={remaining(planYear.lifetimeMaximumRemaining)}
        />
      ) : null}
      {planYear.orthoLifetimeMaximum > 0 ? (
        <UsageBar
          label={t('snapshot.maximums.orthoLifetimeMaximum')}
          used={planYear.orthoLifetimeUsed}
          total={planYear.orthoLifetimeMaximum}
          usedText={usedOf(planYear.orthoLifetimeUsed, planYear.orthoLifetimeMaximum)}
          remainingText={remaining(planYear.orthoLifetimeRemaining)}
        />
      ) : (
        <p>
          <strong>{t('snapshot.maximums.orthoLifetimeMaximum')}:</strong> {t('snapshot.maximums.notCovered')}
        </p>
      )}
      {planYear.rewards > 0 ? <p>{t('snapshot.maximums.rewards', { amount: money(planYear.rewards) })}</p> : null}
    </Stack>
  );
}

export function DentalBenefitSnapshot({ benefits, planYear }: DentalBenefitSnapshotProps) {
  const { t } = useTranslation('benefits');
  return (
    <Stack gap="lg">
      {planYear ? <p>{t('snapshot.planYear', { year: planYear.planYear })}</p> : null}
      <BenefitLevelsTable benefits={benefits} />
      {planYear ? <Maximums planYear={planYear} /> : null}
    </Stack>
  );
}
