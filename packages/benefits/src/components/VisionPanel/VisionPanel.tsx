// §2 vision tab: the vision benefit summary of the chosen line (§8 toast
// when it cannot be fetched) and its documents.
import type { Coverage, Features } from '@portal/api-client';
import { Card, RetryAlert, Spinner, useToasts } from '@portal/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisionBenefitSummary } from '../../api/get-vision-benefit-summary.ts';
import { CoveragePanel } from '../CoveragePanel/CoveragePanel.tsx';
import { useFirstLoad } from '../../lib/use-first-load.ts';
import { coverageId } from '../CoveragePicker/choose-coverage.ts';
import { PlanDocuments } from '../PlanDocuments/PlanDocuments.tsx';
import { usePlanDocumentsLoading } from '../PlanDocuments/use-plan-documents-loading.ts';
import { ViewClaimsLink } from '../ViewClaimsLink/ViewClaimsLink.tsx';
import { VisionBenefitSummaryView } from '../VisionBenefitSummaryView/VisionBenefitSummaryView.tsx';

export interface VisionPanelProps {
  /** The member's vision lines. */
  coverages: readonly Coverage[];
  visionFeatures: Features['memberVisionFeatures'];
}

function VisionSummary({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation('benefits');
  const summary = useVisionBenefitSummary(coverage.spdc);
  const { showToast } = useToasts();
  const failedAt = summary.isError ? summary.errorUpdatedAt : 0;

  useEffect(() => {
    // §8: 'There was an error while getting your vision benefit summary.' — once per failure.
    if (failedAt) showToast({ message: t('notifications.visionBenefitSummaryFailed', { ns: 'i18n' }), type: 'error' });
  }, [failedAt, showToast, t]);

  if (summary.isPending) return <Spinner label={t('vision.loading')} labelVisible />;
  if (summary.isError) return <RetryAlert message={t('vision.unavailable')} retryLabel={t('common.tryAgain')} onRetry={() => void summary.refetch()} />;
  return <VisionBenefitSummaryView summary={summary.data} />;
}

function VisionLine({ selected, visionFeatures }: { selected: Coverage; visionFeatures: VisionPanelProps['visionFeatures'] }) {
  const { t } = useTranslation('benefits');
  // No layout shift: one placeholder until the summary and the
  // documents have answered, then the whole line at once (from the cache).
  const summaryLoading = useVisionBenefitSummary(selected.spdc).isLoading;
  const documentsLoading = usePlanDocumentsLoading(selected.spdc, visionFeatures);
  if (useFirstLoad(summaryLoading || documentsLoading)) return <Spinner label={t('vision.loading')} labelVisible />;
  return (
    <>
      <Card title={t('snapshot.title')} headingLevel={3}>
        <VisionSummary coverage={selected} />
      </Card>
      <PlanDocuments
        spdc={selected.spdc}
        showBenefitSummary={visionFeatures.benefitSummary}
        showPlanDocuments={visionFeatures.certPlanDoc}
        showFindProvider={visionFeatures.findAProvider}
      />
      {visionFeatures.claims ? <ViewClaimsLink coverageKey={selected.key} /> : null}
    </>
  );
}

export function VisionPanel({ coverages, visionFeatures }: VisionPanelProps) {
  const { t } = useTranslation('benefits');
  return (
    <CoveragePanel title={t('vision.title')} coverages={coverages}>
      {(selected) => <VisionLine key={coverageId(selected)} selected={selected} visionFeatures={visionFeatures} />}
    </CoveragePanel>
  );
}
