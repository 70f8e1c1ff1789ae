import { mockPdfAnswer } from '@portal/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureSavedFiles } from '../../test/downloads.ts';
import { renderBenefits } from '../../test/render-benefits.tsx';
import { paths, spdc, wireDocuments } from '../../test/wire-samples.ts';
import { PlanDocuments } from './PlanDocuments.tsx';

const renderDocuments = (routes: Record<string, unknown>) =>
  renderBenefits(<PlanDocuments spdc={spdc} showBenefitSummary showPlanDocuments showFindProvider />, {
    routes: { [paths.documents]: wireDocuments, ...routes },
  });

describe('PlanDocuments (§2 downloads, §8 toasts)', () => {
  it('downloads the benefits summary and the certificate under the names the server gives', async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    renderDocuments({
      [paths.benefitSummaryPdf]: mockPdfAnswer('benefit-summary-11-24-2026.pdf'),
      [paths.planDocumentPdf('CERT-2024')]: mockPdfAnswer('certificate-11-24-2026.pdf'),
    });
    await user.click(screen.getByRole('button', { name: 'Benefits summary (PDF)' }));
    await user.click(await screen.findByRole('button', { name: 'Certificate of Coverage (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['benefit-summary-11-24-2026.pdf', 'certificate-11-24-2026.pdf']));
    expect(screen.getByRole('link', { name: /find a provider/i })).toHaveAttribute('href', 'https://providers.example.com/dental');
  });

  it('says the member must be logged in when the summary answers 401', async () => {
    const user = userEvent.setup();
    captureSavedFiles();
    renderDocuments({ [paths.benefitSummaryPdf]: { httpStatus: 401 } });
    await user.click(screen.getByRole('button', { name: 'Benefits summary (PDF)' }));
    expect(await screen.findByText('User must be logged in to download a Benefit Summary')).toBeInTheDocument();
  });

  it('says the certificate could not be downloaded on a server error', async () => {
    const user = userEvent.setup();
    captureSavedFiles();
    renderDocuments({ [paths.planDocumentPdf('CERT-2024')]: { httpStatus: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Certificate of Coverage (PDF)' }));
    expect(await screen.findByText('Unable to download the Certificate of Coverage')).toBeInTheDocument();
  });

  it('shows nothing when no document flag is on', () => {
    renderBenefits(
      <PlanDocuments spdc={spdc} showBenefitSummary={false} showPlanDocuments={false} showFindProvider={false} />,
      { routes: {} },
    );
    expect(screen.queryByRole('region', { name: 'Plan documents' })).toBeNull();
  });
});
