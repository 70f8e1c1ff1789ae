// §2 ID card tile (desktop, benefit-snapshot and mobile variants): click,
// Enter or Space downloads the card's PDF (named MM-DD-YYYY by the server,
// §9) with a loading overlay, ignoring activation while loading; a failure is
// an error toast. Without a card for the policy (ID-CARD-IND not 'Y') a
// sample card with a generic name and a placeholder id is shown instead.
import { downloadIdCard, useFeatures, usePatients, usePdfDownload, type IdCardDeviceType } from '@portal/api-client';
import { Card, Spinner, Tile, useToasts, type TileVariant } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Policy } from '../../policies.ts';

const WithWallet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

// The wallet buttons arrive after the dashboard (their own code and call): their row's height is kept from the start,
// so the cards under the tile do not move when they appear (Lighthouse desktop: CLS 0.03 on /dashboard without it).
const WalletSlot = styled.div`
  min-height: 2rem;
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.brand};
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => theme.space.sm} 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Badge = styled.span`
  justify-self: start;
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SampleBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

// Holds the tile's place while the feature list loads (no layout shift).
const placeholderHeights: Record<TileVariant, string> = { desktop: '12rem', snapshot: '8rem', mobile: '5rem' };
const Placeholder = styled.div<{ $variant: TileVariant }>`
  min-height: ${({ $variant }) => placeholderHeights[$variant]};
  display: grid;
  place-items: center;
`;

export interface IdCardTileProps {
  policy: Policy;
  /** The member's name as shown in the header (proper case). */
  memberName: string;
  variant?: TileVariant;
  /**
   * Shown under the tile when the card may be downloaded (§2): the wallet
   * buttons of the data-sharing package, which the shell hands over.
   */
  wallet?: ReactNode;
}

/** A policy has a card when some line carries ID-CARD-IND 'Y' (§3). */
export function policyHasIdCard(policy: Policy): boolean {
  return policy.lines.some((line) => line.idCardIndicator === 'Y');
}

function CardFields({ name, memberId, plan }: { name: string; memberId: string; plan: string }) {
  const { t } = useTranslation('member');
  return (
    <Fields>
      <dt>{t('idCard.memberNameLabel')}</dt>
      <dd>{name}</dd>
      <dt>{t('idCard.memberKeyLabel')}</dt>
      <dd>{memberId}</dd>
      <dt>{t('idCard.planLabel')}</dt>
      <dd>{plan}</dd>
    </Fields>
  );
}

/** §2: a sample card — generic name, placeholder id, clearly marked, not downloadable. */
export function SampleIdCard({ planSponsorName }: { planSponsorName: string }) {
  const { t } = useTranslation('member');
  return (
    <Card title={t('idCard.title')} data-testid="sample-id-card">
      <SampleBody>
        <Badge>{t('idCard.sampleBadge')}</Badge>
        <CardFields name={t('idCard.sampleName')} memberId={t('idCard.sampleId')} plan={planSponsorName} />
        <Note>{t('idCard.sampleNote')}</Note>
      </SampleBody>
    </Card>
  );
}

export function IdCardTile({ policy, memberName, variant = 'desktop', wallet }: IdCardTileProps) {
  const { t } = useTranslation('member');
  const features = useFeatures();
  const spdc = policy.lines[0]!.spdc;
  const patients = usePatients(spdc);
  const { busy, start } = usePdfDownload();
  const { showToast } = useToasts();
  if (features.isPending) {
    return (
      <Placeholder $variant={variant}>
        <Spinner label={t('idCard.loading')} />
      </Placeholder>
    );
  }
  // §6: the memberIdCard feature gates ID cards altogether.
  if (features.data?.memberIdCard !== true) return null;
  if (!policyHasIdCard(policy)) return <SampleIdCard planSponsorName={policy.planSponsorName} />;

  const deviceType: IdCardDeviceType = variant === 'mobile' ? 'mobile' : 'desktop';
  const tile = (
    <Tile
      variant={variant}
      action={t('idCard.download')}
      // WCAG 2.5.3: the name begins with the words the button shows.
      label={t('idCard.tileName', { name: memberName })}
      loading={busy}
      loadingLabel={t('idCard.downloading')}
      onActivate={() => void start((api) => downloadIdCard(api, { spdc, deviceType }), () => showToast({ message: t('idCard.downloadFailed'), type: 'error' }))}
    >
      <Title>{t('idCard.title')}</Title>
      <CardFields name={memberName} memberId={patients.data?.coverageLine.memberId ?? policy.key} plan={policy.planSponsorName} />
    </Tile>
  );
  if (!wallet) return tile;
  return (
    <WithWallet>
      {tile}
      <WalletSlot>{wallet}</WalletSlot>
    </WithWallet>
  );
}
