// Savings offers as cards (Member Savings tab, hearing tab): each opens the
// partner's offer site in a new window, with a phone number when it has one.
import type { SavingsOffer } from '@portal/api-client';
import { formatPhone } from '@portal/core';
import { Button, Card, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface SavingsOfferListProps {
  offers: readonly SavingsOffer[];
  /** Level of each offer's heading (3 under a tab's h2). */
  headingLevel?: 3 | 4;
}

/** Cards side by side, as many as fit at 18rem, one column on a phone (also the hearing tab's benefits). */
export const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function SavingsOfferList({ offers, headingLevel = 3 }: SavingsOfferListProps) {
  const { t } = useTranslation('benefits');
  return (
    <CardList>
      {offers.map((offer) => (
        <li key={offer.id}>
          <Card title={offer.title} headingLevel={headingLevel}>
            <Stack gap="sm" align="flex-start">
              <p>{offer.description}</p>
              <Button variant="link" href={offer.linkUrl} target="_blank" rel="noopener noreferrer">
                {offer.linkLabel} {t('common.opensInNewWindow')}
              </Button>
              {offer.phone ? <a href={`tel:+1${offer.phone}`}>{t('savings.call', { phone: formatPhone(offer.phone) })}</a> : null}
            </Stack>
          </Card>
        </li>
      ))}
    </CardList>
  );
}
