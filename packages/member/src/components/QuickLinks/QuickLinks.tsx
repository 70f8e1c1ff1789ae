// §2/§3/§4 quick links of the selected policy: find a provider (new tab),
// certificate of coverage, dental report card (bundled PDF when the call
// fails), enrollment application and benefits summary — each behind its
// feature flag and only when its data exists; PDF failures are §8 toasts.
import {
  downloadBenefitSummary,
  downloadFailureText,
  downloadEnrollmentApp,
  downloadPlanDocument,
  downloadReportCard,
  saveFile,
  todayFileDate,
  useFeatures,
  useMemberDocuments,
  usePdfDownload,
  type ApiContextValue,
  type DownloadedFile,
  type DownloadFailure,
  type MemberDocuments,
  type PlanDocument,
} from '@portal/api-client';
import { routes, type Spdc } from '@portal/core';
import { Link } from 'react-router';
import { Button, Card, Spinner, VisuallyHidden, useToasts } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import staticReportCardUrl from '../../assets/dental-report-card.pdf?url';
import type { Policy } from '../../policies.ts';
import { visibleQuickLinks, type QuickLinkId } from './quick-links-rule.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const InternalLink = styled(Link)`
  color: ${({ theme }) => theme.color.brand};
  text-underline-offset: 0.15em;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  &:hover {
    color: ${({ theme }) => theme.color.brandHover};
  }
`;

/** A certificate of coverage in the member's language when there is one (§3 certificateDocumentList). */
export function certificateOf(documents: MemberDocuments | undefined, language: string): PlanDocument | undefined {
  const certificates = documents?.planDocuments.filter((document) => document.documentType === 'certificate') ?? [];
  return certificates.find((document) => document.language === language) ?? certificates[0];
}

function PdfLink({
  label,
  download,
  errorText,
  onFailure,
}: {
  label: string;
  download: (api: ApiContextValue) => Promise<DownloadedFile>;
  /** The toast for a failure; null shows none. */
  errorText: (failure: DownloadFailure) => string | null;
  /** Runs on failure before the toast (the report card's static fallback). */
  onFailure?: () => void;
}) {
  const { t } = useTranslation('member');
  const { busy, start } = usePdfDownload();
  const { showToast } = useToasts();
  return (
    <>
      <Button
        variant="link"
        loading={busy}
        onClick={() =>
          void start(download, (failure) => {
            onFailure?.();
            const message = errorText(failure);
            if (message) showToast({ message, type: 'error' });
          })
        }
      >
        {label} {t('quickLinks.pdf')}
      </Button>
      {busy ? <VisuallyHidden role="status">{t('quickLinks.downloading', { name: label })}</VisuallyHidden> : null}
    </>
  );
}

export interface QuickLinksProps {
  policy: Policy;
}

export function QuickLinks({ policy }: QuickLinksProps) {
  const { t, i18n } = useTranslation('member');
  const spdc: Spdc = policy.lines[0]!.spdc;
  const features = useFeatures();
  const documents = useMemberDocuments(spdc);
  const certificate = certificateOf(documents.data, i18n.language);

  // The list is decided once the documents have answered too: links that
  // need them would otherwise join later and push the others down.
  if (features.isPending || documents.isLoading) {
    return (
      <Card title={t('quickLinks.title')}>
        <Spinner label={t('quickLinks.loading')} />
      </Card>
    );
  }
  if (!features.data) return null;

  const links = visibleQuickLinks({
    productTypes: policy.lines.map((line) => line.productType),
    features: features.data,
    documents: documents.data
      ? { findProviderLink: documents.data.findProviderLink, hasCertificate: Boolean(certificate), enrollmentAppId: documents.data.enrollmentAppId ?? '' }
      : null,
  });
  if (links.length === 0) return null;

  const emptyPdf = t('quickLinks.emptyPdf');
  const render: Record<QuickLinkId, () => ReactNode> = {
    // The portal's own directory (find care), in the same tab.
    findProvider: () => <InternalLink to={routes.findCare}>{t('quickLinks.findProvider')}</InternalLink>,
    certificate: () => (
      <PdfLink
        label={t('quickLinks.certificate')}
        download={(api) => downloadPlanDocument(api, { spdc, docId: certificate!.docId })}
        errorText={(failure) =>
          downloadFailureText(failure, { failed: t('quickLinks.certificateFailed'), unauthorized: t('quickLinks.certificateUnauthorized'), emptyPdf })
        }
      />
    ),
    reportCard: () => (
      <PdfLink
        label={t('quickLinks.reportCard')}
        download={(api) => downloadReportCard(api, spdc)}
        // §4: on failure the bundled static report card is saved instead; no toast.
        onFailure={() => saveFile({ url: staticReportCardUrl, fileName: t('quickLinks.reportCardFileName', { date: todayFileDate() }) })}
        errorText={() => null}
      />
    ),
    enrollmentApp: () => (
      <PdfLink
        label={t('quickLinks.enrollmentApp')}
        download={(api) => downloadEnrollmentApp(api, { docId: documents.data!.enrollmentAppId! })}
        errorText={(failure) => downloadFailureText(failure, { failed: t('quickLinks.enrollmentAppFailed'), emptyPdf })}
      />
    ),
    benefitSummary: () => (
      <PdfLink
        label={t('quickLinks.benefitSummary')}
        download={(api) => downloadBenefitSummary(api, spdc)}
        errorText={(failure) =>
          downloadFailureText(failure, { failed: t('quickLinks.benefitSummaryFailed'), unauthorized: t('quickLinks.benefitSummaryUnauthorized'), emptyPdf })
        }
      />
    ),
  };

  return (
    <Card title={t('quickLinks.title')}>
      <List>
        {links.map((id) => (
          <li key={id}>{render[id]()}</li>
        ))}
      </List>
    </Card>
  );
}
