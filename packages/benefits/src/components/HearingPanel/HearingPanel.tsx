// §1 hearing tab: the member's hearing exam and hearing aid benefits (from
// GET members/hearing) and the hearing savings offers their plan allows.
import type { HearingBenefit } from '@portal/api-client';
import { formatMoney } from '@portal/core';
import { Card, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useHearingBenefits } from '../../api/get-hearing-benefits.ts';
import { CardList, SavingsOfferList } from '../SavingsOfferList/SavingsOfferList.tsx';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

function BenefitCard({ benefit }: { benefit: HearingBenefit }) {
  const { t, i18n } = useTranslation('benefits');
  const amount = (value: number, network: 'in' | 'out') => {
    if (benefit.coverage === 'allowance') return t('hearing.upTo', { amount: formatMoney(value, i18n.language) });
    // A copay of 0 out of network means the plan does not cover it there.
    if (network === 'out' && value === 0) return t('hearing.notCovered');
    return value === 0 ? t('hearing.noCopay') : t('hearing.copay', { amount: formatMoney(value, i18n.language) });
  };
  return (
    <li>
      <Card title={t(`hearing.${benefit.kind}.title`)} headingLevel={3}>
        <Stack gap="sm">
          <p>{t(`hearing.${benefit.kind}.description`)}</p>
          <Facts>
            <dt>{t('hearing.inNetwork')}</dt>
            <dd>{amount(benefit.inNetworkAmount, 'in')}</dd>
            <dt>{t('hearing.outOfNetwork')}</dt>
            <dd>{amount(benefit.outOfNetworkAmount, 'out')}</dd>
            <dt>{t('hearing.frequency')}</dt>
            <dd>{t('hearing.everyMonths', { count: benefit.frequencyMonths })}</dd>
          </Facts>
        </Stack>
      </Card>
    </li>
  );
}

export function HearingPanel() {
  const { t } = useTranslation('benefits');
  const hearing = useHearingBenefits();
  if (hearing.isPending) return <Spinner label={t('hearing.loading')} labelVisible />;
  if (hearing.isError) {
    return <RetryAlert message={t('hearing.unavailable')} retryLabel={t('common.tryAgain')} onRetry={() => void hearing.refetch()} />;
  }
  const { planName, benefits, savings } = hearing.data;
  return (
    <Stack gap="lg">
      <h2>{t('hearing.title')}</h2>
      <p>{t('hearing.plan', { plan: planName })}</p>
      {benefits.length === 0 ? (
        <p>{t('hearing.empty')}</p>
      ) : (
        <CardList>
          {benefits.map((benefit) => (
            <BenefitCard key={benefit.kind} benefit={benefit} />
          ))}
        </CardList>
      )}
      {savings.length > 0 ? (
        <Stack gap="md">
          <h3>{t('hearing.savingsTitle')}</h3>
          <SavingsOfferList offers={savings} headingLevel={4} />
        </Stack>
      ) : null}
    </Stack>
  );
}
