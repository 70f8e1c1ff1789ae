// §1/§2 Member Savings (and hearing) tab: the partner's content/savings, with
// the offers the member's visibility rules allow (each offer names its rule).
import type { SavingsOffer } from '@portal/api-client';
import { formatPhone } from '@portal/core';
import { Button, Card, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSavingsContent } from '../../api/get-savings-content.ts';

export interface MemberSavingsPanelProps {
  /** Rule codes in force on any of the member's lines (visibility rules, §3). */
  ruleCodes: readonly string[];
}

const Offers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SmallPrint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

function Offer({ offer }: { offer: SavingsOffer }) {
  const { t } = useTranslation('benefits');
  return (
    <li>
      <Card title={offer.title} headingLevel={3}>
        <Stack gap="sm" align="flex-start">
          <p>{offer.description}</p>
          <Button variant="link" href={offer.linkUrl} target="_blank" rel="noopener noreferrer">
            {offer.linkLabel} {t('common.opensInNewWindow')}
          </Button>
          {offer.phone ? <a href={`tel:+1${offer.phone}`}>{t('savings.call', { phone: formatPhone(offer.phone) })}</a> : null}
        </Stack>
      </Card>
    </li>
  );
}

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
        <Offers>
          {offers.map((offer) => (
            <Offer key={offer.id} offer={offer} />
          ))}
        </Offers>
      )}
      {content.data.disclaimer ? <SmallPrint>{content.data.disclaimer}</SmallPrint> : null}
    </Stack>
  );
}
