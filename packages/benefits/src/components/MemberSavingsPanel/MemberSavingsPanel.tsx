// §1/§2 Member Savings (and hearing) tab: the partner's content/savings, with
// the offers the member's visibility rules allow (each offer names its rule).
import { RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSavingsContent } from '../../api/get-savings-content.ts';
import { SavingsOfferList } from '../SavingsOfferList/SavingsOfferList.tsx';

export interface MemberSavingsPanelProps {
  /** Rule codes in force on any of the member's lines (visibility rules, §3). */
  ruleCodes: readonly string[];
}

const SmallPrint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export function MemberSavingsPanel({ ruleCodes }: MemberSavingsPanelProps) {
  const { t } = useTranslation('benefits');
  const content = useSavingsContent();
  if (content.isPending) return <Spinner label={t('savings.loading')} labelVisible />;
  if (content.isError) return <RetryAlert message={t('savings.unavailable')} retryLabel={t('common.tryAgain')} onRetry={() => void content.refetch()} />;
  const codes = ruleCodes.map((code) => code.toLowerCase());
  const offers = content.data.offers.filter((offer) => codes.includes(offer.ruleCode.toLowerCase()));
  return (
    <Stack gap="lg">
      <h2>{content.data.heading}</h2>
      <p>{content.data.introduction}</p>
      {offers.length === 0 ? (
        <p>{t('savings.empty')}</p>
      ) : (
        <SavingsOfferList offers={offers} />
      )}
      {content.data.disclaimer ? <SmallPrint>{content.data.disclaimer}</SmallPrint> : null}
    </Stack>
  );
}
