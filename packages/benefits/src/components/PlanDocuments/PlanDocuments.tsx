// §1/§2 documents of a coverage line: the benefits summary PDF, the
// certificate of coverage and other plan documents, and the provider
// directory, each where its feature flag allows; §8 toasts on failure.
import {
  downloadBenefitSummary,
  downloadFailureText,
  downloadPlanDocument,
  useMemberDocuments,
  usePdfDownload,
  type ApiContextValue,
  type DownloadedFile,
  type DownloadErrorTexts,
} from '@portal/api-client';
import type { Spdc } from '@portal/core';
import { Alert, Button, Card, Spinner, Stack, useToasts } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { documentsInLanguage } from './documents-in-language.ts';

export interface PlanDocumentsProps {
  spdc: Spdc;
  /** memberDentalFeatures / memberVisionFeatures of the line's product type. */
  showBenefitSummary: boolean;
  showPlanDocuments: boolean;
  showFindProvider: boolean;
}

/** One PDF button: busy while its file downloads, a §8 toast when it fails. */
function PdfButton({
  label,
  download,
  errorTexts,
}: {
  label: string;
  download: (api: ApiContextValue) => Promise<DownloadedFile>;
  errorTexts: DownloadErrorTexts;
}) {
  const { t } = useTranslation('benefits');
  const { busy, start } = usePdfDownload();
  const { showToast } = useToasts();
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={() => void start(download, (failure) => showToast({ type: 'error', message: downloadFailureText(failure, errorTexts) }))}
    >
      {busy ? t('documents.downloading') : label}
    </Button>
  );
}

export function PlanDocuments({ spdc, showBenefitSummary, showPlanDocuments, showFindProvider }: PlanDocumentsProps) {
  const { t, i18n } = useTranslation('benefits');
  const shared = (key: string) => t(key, { ns: 'i18n' });
  const needsDocuments = showPlanDocuments || showFindProvider;
  const documents = useMemberDocuments(needsDocuments ? spdc : null);
  if (!showBenefitSummary && !needsDocuments) return null;
  const planDocuments = showPlanDocuments ? documentsInLanguage(documents.data?.planDocuments ?? [], i18n.language) : [];
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
          {showBenefitSummary ? (
            <PdfButton
              label={t('documents.benefitSummary')}
              download={(api) => downloadBenefitSummary(api, spdc)}
              errorTexts={{
                unauthorized: shared('notifications.benefitSummaryLoginRequired'),
                failed: shared('notifications.benefitSummaryDownloadFailed'),
                emptyPdf: shared('notifications.emptyPdf'),
              }}
            />
          ) : null}
          {planDocuments.map((document) => (
            <PdfButton
              key={document.docId}
              label={t('documents.planDocument', { title: document.title })}
              download={(api) => downloadPlanDocument(api, { spdc, docId: document.docId })}
              errorTexts={{
                unauthorized: shared('notifications.certificateLoginRequired'),
                failed: shared('notifications.certificateDownloadFailed'),
                emptyPdf: shared('notifications.emptyPdf'),
              }}
            />
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
