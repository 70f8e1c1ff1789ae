// §2 /benefits?tab=dental|vision|lasik|member savings|hearing|contact us: the tab
// lives in the URL; an unknown, absent or hidden tab shows the first visible
// one. ?tab=dental&view=nominate opens the nomination form (§2 nominate).
import { useFeatures, useMembers, useVisibilityRules, type Coverage } from '@portal/api-client';
import { benefitsTabPath, isBenefitsTab, nominationPrefillOf, type BenefitsTab, type ProductType } from '@portal/core';
import { Alert, preloadable, RetryAlert, Spinner, Stack, Tabs } from '@portal/ui-kit';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNominateProvider } from '../api/nominate-provider.ts';
import { defaultCoverage } from '../components/CoveragePicker/choose-coverage.ts';
import { DentalPanel } from '../components/DentalPanel/DentalPanel.tsx';
import { HearingPanel } from '../components/HearingPanel/HearingPanel.tsx';
import { LasikPanel } from '../components/LasikPanel/LasikPanel.tsx';
import { MemberSavingsPanel } from '../components/MemberSavingsPanel/MemberSavingsPanel.tsx';
import { VisionPanel } from '../components/VisionPanel/VisionPanel.tsx';
import { tabDomId } from '../tabs/tab-ids.ts';
import { useBenefitTabsState } from '../tabs/use-visible-benefit-tabs.ts';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

const nominateView = 'nominate';
// The nomination and contact forms bring the form library (formik, yup): loaded when their view or tab is opened,
// not with the page. Until then the tab shows one spinner, and the whole view appears at once (nothing below a form
// is pushed down as it arrives).
const NominateProviderForm = preloadable(() => import('../forms/NominateProviderForm/NominateProviderForm.tsx').then((m) => m.NominateProviderForm));
const ContactUsPanel = preloadable(() => import('../components/ContactUsPanel/ContactUsPanel.tsx').then((m) => m.ContactUsPanel));

export interface BenefitsPageProps {
  /** §9 'tab row visible count': tabs in the row before the More flyout; 0 means all. */
  visibleTabCount?: number;
  /** "Your primary dentist" of a DHMO member (composed by the shell from find care's package), on the dental tab. */
  primaryDentist?: ReactNode;
}

function coveragesOf(coverages: readonly Coverage[], productType: ProductType): Coverage[] {
  return coverages.filter((coverage) => coverage.productType === productType);
}

function NominateView() {
  const { t } = useTranslation('benefits');
  const nominate = useNominateProvider();
  // Find care's "Nominate this dentist" links here with the office's details in the query.
  const [searchParams] = useSearchParams();
  const prefill = nominationPrefillOf(searchParams);
  return (
    <Stack gap="md">
      <p>
        <Link to={benefitsTabPath('dental')}>{t('nominate.back')}</Link>
      </p>
      <NominateProviderForm onSubmit={(nomination) => nominate.mutateAsync(nomination)} prefill={prefill} focusOnOpen />
    </Stack>
  );
}

function TabPanel({ tab, nominating, primaryDentist }: { tab: BenefitsTab; nominating: boolean; primaryDentist?: ReactNode }) {
  const features = useFeatures().data;
  const coverages = useMembers().data?.coverages ?? [];
  const rules = useVisibilityRules().data ?? [];
  if (!features) return null;
  switch (tab) {
    case 'dental':
      return nominating && features.memberDentalFeatures.nominateProviderLink ? (
        <NominateView />
      ) : (
        <DentalPanel
          coverages={coveragesOf(coverages, 'dental')}
          dentalFeatures={features.memberDentalFeatures}
          nominatePath={`${benefitsTabPath('dental')}&view=${nominateView}`}
          primaryDentist={primaryDentist}
        />
      );
    case 'vision':
      return <VisionPanel coverages={coveragesOf(coverages, 'vision')} visionFeatures={features.memberVisionFeatures} />;
    case 'lasik':
      return <LasikPanel coverages={coveragesOf(coverages, 'lasik')} />;
    case 'member savings':
      return <MemberSavingsPanel ruleCodes={rules.flatMap((line) => line.ruleCodes)} />;
    case 'hearing':
      return <HearingPanel />;
    case 'contact us':
      return <ContactUsPanel spdc={defaultCoverage(coverages)?.spdc ?? null} />;
  }
}

export function BenefitsPage({ visibleTabCount = 0, primaryDentist }: BenefitsPageProps) {
  const { t } = useTranslation('benefits');
  const headingRef = usePageHeadingFocus();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tabs, isPending, isError, retry } = useBenefitTabsState();

  const requested = searchParams.get('tab');
  const selected = tabs.find((item) => item.tab === requested) ?? tabs[0];
  const nominating = selected?.tab === 'dental' && searchParams.get('view') === nominateView;

  const select = (id: string) => {
    const tab = tabs.find((item) => tabDomId(item.tab) === id)?.tab;
    if (tab && isBenefitsTab(tab)) setSearchParams({ tab });
  };

  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('page.title')}
      </h1>
      {/* What the page is for, shown from the first paint on (the signed-in frame has it too). */}
      <p>{t('page.intro')}</p>
      {isPending ? <Spinner label={t('page.loading')} labelVisible /> : null}
      {isError ? <RetryAlert message={t('page.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={retry} /> : null}
      {!isPending && !isError && !selected ? <Alert type="info">{t('page.noTabs')}</Alert> : null}
      {selected ? (
        <Tabs
          label={t('page.tabsLabel')}
          idPrefix="benefits"
          tabs={tabs.map((item) => ({ id: tabDomId(item.tab), label: item.label }))}
          selectedId={tabDomId(selected.tab)}
          onSelect={select}
          visibleCount={visibleTabCount}
          moreLabel={t('page.more')}
          chooseLabel={t('page.choose')}
        >
          <Suspense fallback={<Spinner label={t('page.loading')} labelVisible />}>
            <TabPanel tab={selected.tab} nominating={nominating} primaryDentist={primaryDentist} />
          </Suspense>
        </Tabs>
      ) : null}
    </Stack>
  );
}
