// §1/§2 documents of a coverage line: the benefits summary PDF, the
// certificate of coverage and other plan documents, and the provider
// directory, each where its feature flag allows; §8 toasts on failure.
import {
  downloadBenefitSummary,
  downloadFailureText,
  downloadPlanDocument,
  useMemberDocuments,
  usePdfDownload,
  type PlanDocument,
} from '@portal/api-client';
import type { Spdc } from '@portal/core';
import { Alert, Button, Card, Spinner, Stack, useToasts } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export interface PlanDocumentsProps {
  spdc: Spdc;
  /** memberDentalFeatures / memberVisionFeatures of the line's product type. */
  showBenefitSummary: boolean;
  showPlanDocuments: boolean;
  showFindProvider: boolean;
}

function BenefitSummaryButton({ spdc }: { spdc: Spdc }) {
  const { t } = useTranslation('benefits');
  const { busy, start } = usePdfDownload();
  const { showToast } = useToasts();
  const shared = (key: string) => t(key, { ns: 'i18n' });
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={() =>
        void start(
          (api) => downloadBenefitSummary(api, spdc),
          (failure) =>
            showToast({
              type: 'error',
              message: downloadFailureText(failure, {
                unauthorized: shared('notifications.benefitSummaryLoginRequired'),
                failed: shared('notifications.benefitSummaryDownloadFailed'),
                emptyPdf: shared('notifications.emptyPdf'),
              }),
            }),
        )
      }
    >
      {busy ? t('documents.downloading') : t('documents.benefitSummary')}
    </Button>
  );
}

function PlanDocumentButton({ spdc, document }: { spdc: Spdc; document: PlanDocument }) {
  const { t } = useTranslation('benefits');
  const { busy, start } = usePdfDownload();
  const { showToast } = useToasts();
  const shared = (key: string) => t(key, { ns: 'i18n' });
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={() =>
        void start(
          (api) => downloadPlanDocument(api, { spdc, docId: document.docId }),
          (failure) =>
            showToast({
              type: 'error',
              message: downloadFailureText(failure, {
                unauthorized: shared('notifications.certificateLoginRequired'),
                failed: shared('notifications.certificateDownloadFailed'),
                emptyPdf: shared('notifications.emptyPdf'),
              }),
            }),
        )
      }
    >
      {busy ? t('documents.downloading') : t('documents.planDocument', { title: document.title })}
    </Button>
  );
}

export function PlanDocuments({ spdc, showBenefitSummary, showPlanDocuments, showFindProvider }: PlanDocumentsProps) {
  const { t } = useTranslation('benefits');
  const needsDocuments = showPlanDocuments || showFindProvider;
  const documents = useMemberDocuments(needsDocuments ? spdc : null);
  if (!showBenefitSummary && !needsDocuments) return null;
  const planDocuments = showPlanDocuments ? (documents.data?.planDocuments ?? []) : [];
  const findProviderLink = showFindProvider ? documents.data?.findProviderLink : undefined;

  return (
    <Card title={t('documents.title')} headingLevel={3}>
      <Stack gap="sm">
        {needsDocuments && documents.isPending ? <Spinner label={t('documents.loading')} /> : null}
        {documents.isError ? (
          <Alert type="error">
            <Stack gap="sm" align="flex-start">
              {t('documents.loadFailed')}
              <Button variant="link" onClick={() => void documents.refetch()}>
                {t('common.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Stack direction="row" gap="sm" wrap>
          {showBenefitSummary ? <BenefitSummaryButton spdc={spdc} /> : null}
          {planDocuments.map((document) => (
            <PlanDocumentButton key={document.docId} spdc={spdc} document={document} />
          ))}
          {findProviderLink ? (
            <Button variant="link" href={findProviderLink} target="_blank" rel="noopener noreferrer">
              {t('documents.findProvider')} {t('common.opensInNewWindow')}
            </Button>
          ) : null}
        </Stack>
        {showPlanDocuments && documents.isSuccess && planDocuments.length === 0 && !showBenefitSummary ? (
          <p>{t('documents.none')}</p>
        ) : null}
      </Stack>
    </Card>
  );
}
