// One provider in the find care results: name, specialty, address, phone,
// distance (miles, one decimal), networks, the "In your network" mark for a
// signed-in member, and a Directions link (a maps URL with the address).
import type { ProviderListing } from '@portal/api-client';
import { formatPhone } from '@portal/core';
import { VisuallyHidden } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { directionsUrl } from '../../lib/find-care-query.ts';

export interface ProviderCardProps {
  provider: ProviderListing & { distanceMiles: number };
  /** The provider's page (the caller keeps the search in its state). */
  to: string;
  linkState?: unknown;
  /** What the office offers when find care was opened to choose one (Choose this dentist, See prices here). */
  action?: ReactNode;
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Mark = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

export function ProviderCard({ provider, to, linkState, action }: ProviderCardProps) {
  const { t } = useTranslation('providers');
  const { address } = provider;
  return (
    <Item>
      <Top>
        <div>
          <Name>
            <Link to={to} state={linkState}>
              {provider.name}
            </Link>
          </Name>
          <Muted>{t(`types.${provider.providerType}`)}</Muted>
        </div>
        <Line>
          <strong aria-hidden="true">{t('results.distance', { miles: provider.distanceMiles.toFixed(1) })}</strong>
          <VisuallyHidden>{t('results.distanceLong', { miles: provider.distanceMiles.toFixed(1) })}</VisuallyHidden>
        </Line>
      </Top>
      {provider.inMemberNetwork ? (
        <Line>
          <Mark>{t('results.inNetwork')}</Mark>
        </Line>
      ) : null}
      <Line>
        {address.street}, {address.city}, {address.state} {address.zip}
      </Line>
      <Line>
        {t('results.networks')}: {provider.networks.join(', ')}
      </Line>
      <Muted>{provider.acceptingNewPatients ? t('results.acceptingNew') : t('results.notAcceptingNew')}</Muted>
      <Actions>
        <a href={`tel:+1${provider.phone}`} aria-label={t('results.call', { phone: formatPhone(provider.phone) })}>
          {formatPhone(provider.phone)}
        </a>
        <a href={directionsUrl(address)} target="_blank" rel="noopener noreferrer" aria-label={t('results.directionsLabel', { name: provider.name })}>
          {t('results.directions')}
        </a>
      </Actions>
      {action}
    </Item>
  );
}
