// §2 /dashboard: welcome header, the paperless banner, the member's policies
// (the first selected on load, §4; the choice persisted, §3), and for the
// selected policy the ID card, the benefit snapshot, its claims, quick links and chat.
import { isHttpError, useFeatures, useMembers } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { isDentalLob, isDhmoLob, properCaseName, routes, type Spdc } from '@portal/core';
import { Alert, Button, Spinner, useIsMobileLayout, upTo } from '@portal/ui-kit';
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { BenefitSnapshot } from '../components/BenefitSnapshot/BenefitSnapshot.tsx';
import { ChatButton } from '../components/ChatButton/ChatButton.tsx';
import { ClaimsCard } from '../components/ClaimsCard/ClaimsCard.tsx';
import { IdCardTile } from '../components/IdCardTile/IdCardTile.tsx';
import { MobileIdCardButton } from '../components/MobileIdCardButton/MobileIdCardButton.tsx';
import { PaperlessBanner } from '../components/PaperlessBanner/PaperlessBanner.tsx';
import { PolicyList } from '../components/PolicyList/PolicyList.tsx';
import { QuickLinks } from '../components/QuickLinks/QuickLinks.tsx';
import { groupIntoPolicies, type Policy } from '../policies.ts';
import { useSelectedPolicyStore } from '../stores/selected-policy-store.ts';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h1`
  margin: 0;
  &:focus {
    outline: none;
  }
`;

// Desktop: snapshot beside a column of ID card, quick links and chat; one column at the mobile layout (§9 ≤ 1024 px).
const PolicyDetail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  align-items: start;
  ${({ theme }) => upTo(theme, 'mobileLayout')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface DashboardPageProps {
  /** The main partner (alic) shows 'Vision Perfect' names (§9). */
  isMainPartner?: boolean;
  /** Page the chat popup opens (§2); the Contact Us panel unless a brand gives its chat vendor's URL. */
  chatUrl?: string;
  /** Under the ID card tile when the card may be downloaded: the wallet buttons of a coverage line (the shell hands them over). */
  idCardWallet?: (spdc: Spdc) => ReactNode;
  /** "Your primary dentist" (composed by the shell from find care's package), beside a policy with a DHMO line (§9 'PPD DHMO'). */
  primaryDentist?: ReactNode;
}

function SelectedPolicy({ policy, memberName, chatUrl, idCardWallet, primaryDentist }: { policy: Policy; memberName: string; chatUrl?: string } & Pick<DashboardPageProps, 'idCardWallet' | 'primaryDentist'>) {
  const isMobile = useIsMobileLayout();
  // The tiles under the ID card (below the fold on a phone, at the foot of the side column on a desktop) in a second,
  // deferred render and commit: React first commits the snapshot and the ID card, then these. One commit of all of
  // them (their DOM, their styles, the calls their effects start) was the reload's longest task on a phone's main
  // thread (Lighthouse's 4× CPU); they come last in their column, so nothing above them moves when they arrive.
  const tilesBelow = useDeferredValue(true, false);
  return (
    <PolicyDetail>
      <BenefitSnapshot spdc={policy.lines[0]!.spdc} />
      <Side>
        {/* On a phone the wallet buttons sit under the phone's ID-card button instead. */}
        <IdCardTile policy={policy} memberName={memberName} variant={isMobile ? 'mobile' : 'desktop'} wallet={isMobile ? undefined : idCardWallet?.(policy.lines[0]!.spdc)} />
        {tilesBelow ? (
          <>
            {policy.lines.some((line) => !line.isTerminated && isDhmoLob(line.lineOfBusiness)) ? primaryDentist : null}
            <ClaimsCard policy={policy} />
            <QuickLinks policy={policy} />
            <ChatButton chatUrl={chatUrl} />
          </>
        ) : null}
      </Side>
    </PolicyDetail>
  );
}

export function DashboardPage({ isMainPartner = false, chatUrl, idCardWallet, primaryDentist }: DashboardPageProps) {
  const { t } = useTranslation('member');
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const isCSR = useAuthStore((s) => s.isCSR);
  const signInName = useAuthStore((s) => s.userName);
  const actingOnMember = useAuthStore((s) => s.actingFor !== null);
  const members = useMembers({ enabled: hasPolicy });
  // The phone's ID-card button depends on the features: the policies wait for them too, so the
  // button does not push the page down when they arrive after the member's data.
  const features = useFeatures();
  const loading = hasPolicy && (members.isPending || features.isPending);
  const { selectedKey, select } = useSelectedPolicyStore();
  const policies = useMemo(() => groupIntoPolicies(members.data?.coverages ?? []), [members.data]);
  const isMobile = useIsMobileLayout();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const first = policies[0];
    if (first && !policies.some((p) => p.key === selectedKey)) select(first.key);
  }, [policies, selectedKey, select]);

  const member = members.data?.member;
  const memberName = member ? properCaseName(`${member.firstName} ${member.lastName}`) : '';
  // The heading is the page's largest text, what a phone counts as its content being painted (LCP): while the
  // member's data is on its way it names them from their sign-in (the identity provider's name claim, made from
  // the same member record), so it does not wait for that call. A CSR's sign-in names the CSR: theirs waits.
  const headingName = memberName || (!isCSR && !actingOnMember && signInName) || '';
  const selectedPolicy = policies.find((p) => p.key === selectedKey);
  // §2: a signed-in person without policies goes to /no-policy-found, which offers to connect one.
  // (A CSR's session names no member of its own: it keeps the inline notice.)
  if (!isCSR && (!hasPolicy || (members.isSuccess && policies.length === 0))) return <Navigate to={routes.noPolicyFound} replace />;
  return (
    <Stack>
      <Heading ref={headingRef} tabIndex={-1}>
        {headingName ? t('dashboard.title', { name: headingName }) : t('dashboard.titleNoName')}
      </Heading>
      {!hasPolicy ? <Alert type="info">{t('dashboard.noPolicy')}</Alert> : null}
      {loading ? <Spinner label={t('dashboard.loading')} labelVisible /> : null}
      {members.isError ? (
        <Alert type="error">
          <p>
            {isHttpError(members.error) && members.error.serverMessage ? members.error.serverMessage : t('dashboard.loadFailed')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </Alert>
      ) : null}
      {members.isSuccess && policies.length === 0 ? <Alert type="info">{t('dashboard.noPolicy')}</Alert> : null}
      {!loading && isMobile && selectedPolicy && members.data ? (
        <MobileIdCardButton memberLines={members.data.coverages} selectedPolicy={selectedPolicy} wallet={idCardWallet?.(selectedPolicy.lines[0]!.spdc)} />
      ) : null}
      {!loading && member && selectedPolicy ? (
        <PaperlessBanner
          optInIndicator={member.optInDisplayIndicator}
          hasDentalLine={selectedPolicy.lines.some((line) => isDentalLob(line.lineOfBusiness) && !line.isTerminated)}
          onDismissed={() => headingRef.current?.focus()}
        />
      ) : null}
      {!loading && policies.length > 0 ? (
        <PolicyList policies={policies} selectedKey={selectedKey} onSelect={select} isMainPartner={isMainPartner} />
      ) : null}
      {!loading && selectedPolicy ? <SelectedPolicy key={selectedPolicy.key} policy={selectedPolicy} memberName={memberName} chatUrl={chatUrl} idCardWallet={idCardWallet} primaryDentist={primaryDentist} /> : null}
    </Stack>
  );
}
