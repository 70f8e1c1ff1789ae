import { mockPdfAnswer } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupIntoPolicies } from '../../policies.ts';
import { captureSavedFiles } from '../../test/downloads.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { renderMember } from '../../test/render-member.tsx';
import { QuickLinks } from './QuickLinks.tsx';

const [dentalPolicy] = groupIntoPolicies([coverageLine()]);
const [visionPolicy] = groupIntoPolicies([coverageLine({ lineOfBusiness: 'VIS', productType: 'vision' })]);

const documents = {
  certificateDocumentList: [
    { docId: 'CERT-ES', title: 'Certificado', documentType: 'certificate', language: 'es', effectiveDate: '2024-01-01' },
    { docId: 'CERT-EN', title: 'Certificate', documentType: 'certificate', language: 'en', effectiveDate: '2024-01-01' },
  ],
  enrollmentAppId: 'ENR-1',
  findProviderLink: 'https://providers.example.com/dental',
};

const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/alic/features': featuresWith(),
  'POST /api/alic/members/documents': documents,
  ...overrides,
});

let files: ReturnType<typeof captureSavedFiles>;
beforeEach(() => {
  files = captureSavedFiles();
});
afterEach(() => files.restore());

async function quickLinks() {
  return within(await screen.findByRole('region', { name: 'Quick links' }));
}

describe('QuickLinks', () => {
  it("lists the five dental links; find a provider opens the portal's own directory (/find-care)", async () => {
    renderMember(<QuickLinks policy={dentalPolicy!} />, { routes: routes() });
    const region = await quickLinks();
    const provider = await region.findByRole('link', { name: 'Find a provider' });
    expect(provider).toHaveAttribute('href', '/find-care');
    expect(provider).not.toHaveAttribute('target');
    for (const name of ['Certificate of coverage (PDF)', 'Dental report card (PDF)', 'Enrollment application (PDF)', 'Benefits summary (PDF)']) {
      expect(region.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows the whole list at once when the documents have answered, not the report card first (no layout shift)', async () => {
    let answerDocuments = () => {};
    const held = new Promise((resolve) => (answerDocuments = () => resolve(documents)));
    renderMember(<QuickLinks policy={dentalPolicy!} />, { routes: routes({ 'POST /api/alic/members/documents': () => held }) });
    const region = await quickLinks();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.getByRole('status')).toHaveTextContent('Loading quick links…');
    expect(region.queryByRole('button', { name: 'Dental report card (PDF)' })).not.toBeInTheDocument();
    answerDocuments();
    await region.findByRole('link', { name: /Find a provider/ });
    expect(region.getAllByRole('listitem')).toHaveLength(5);
  });

  it('offers a vision policy no report card and no enrollment application', async () => {
    renderMember(<QuickLinks policy={visionPolicy!} />, { routes: routes() });
    const region = await quickLinks();
    await region.findByRole('link', { name: /Find a provider/ });
    expect(region.queryByRole('button', { name: /Dental report card/ })).not.toBeInTheDocument();
    expect(region.queryByRole('button', { name: /Enrollment application/ })).not.toBeInTheDocument();
    expect(region.getByRole('button', { name: /Benefits summary/ })).toBeInTheDocument();
  });

  it('hides the links whose feature flags are off, and the whole card when none is left', async () => {
    const features = featuresWith({
      memberDentalFeatures: { findAProvider: false, certPlanDoc: false, dentalReportCard: false, enrollmentApp: false, benefitSummary: false },
    });
    renderMember(<QuickLinks policy={dentalPolicy!} />, { routes: routes({ 'GET /api/alic/features': features }) });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides the enrollment application when the plan has none', async () => {
    renderMember(<QuickLinks policy={dentalPolicy!} />, { routes: routes({ 'POST /api/alic/members/documents': { ...documents, enrollmentAppId: '' } }) });
    const region = await quickLinks();
    await region.findByRole('link', { name: /Find a provider/ });
    expect(region.queryByRole('button', { name: /Enrollment application/ })).not.toBeInTheDocument();
  });

  it('downloads the certificate in the member language under the server file name', async () => {
    const { client } = renderMember(<QuickLinks policy={dentalPolicy!} />, {
      routes: routes({ 'POST /api/alic/members/planDocuments/pdf/CERT-EN': mockPdfAnswer('alic-certificate-11-24-2026.pdf') }),
    });
    await userEvent.click(await (await quickLinks()).findByRole('button', { name: /Certificate of coverage/ }));
    await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['alic-certificate-11-24-2026.pdf']));
    expect(client.calls).toContain('POST /api/alic/members/planDocuments/pdf/CERT-EN');
  });

  it.each([
    ['Benefits summary', 'POST /api/alic/members/benefitSummary/pdf', 401, null, 'User must be logged in to download a Benefit Summary'],
    ['Benefits summary', 'POST /api/alic/members/benefitSummary/pdf', 500, null, 'Unable to download the Benefit Summary'],
    ['Benefits summary', 'POST /api/alic/members/benefitSummary/pdf', 404, { message: 'Empty PDF - no data returned.' }, 'Empty PDF - no data returned.'],
    ['Certificate of coverage', 'POST /api/alic/members/planDocuments/pdf/CERT-EN', 401, null, 'User must be logged in to download a Certificate of Coverage'],
    ['Certificate of coverage', 'POST /api/alic/members/planDocuments/pdf/CERT-EN', 503, null, 'Unable to download the Certificate of Coverage'],
  ])('%s failing with %s %i shows the §8 toast', async (name, call, httpStatus, body, message) => {
    renderMember(<QuickLinks policy={dentalPolicy!} />, { routes: routes({ [call]: { httpStatus, body } }) });
    await userEvent.click(await (await quickLinks()).findByRole('button', { name: new RegExp(name) }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(files.saved).toEqual([]);
  });

  it('shows the toast in Spanish for a Spanish-speaking member', async () => {
    renderMember(<QuickLinks policy={dentalPolicy!} />, {
      language: 'es',
      routes: routes({ 'POST /api/alic/members/benefitSummary/pdf': { httpStatus: 500 } }),
    });
    const region = within(await screen.findByRole('region', { name: 'Enlaces rápidos' }));
    await userEvent.click(await region.findByRole('button', { name: /Resumen de beneficios/ }));
    expect(await screen.findByText('No se pudo descargar el Resumen de beneficios')).toBeInTheDocument();
  });

  it('saves the bundled report card, dated MM-DD-YYYY, when the report card call fails (§4)', async () => {
    renderMember(<QuickLinks policy={dentalPolicy!} />, { routes: routes({ 'POST /api/alic/members/reportCard/pdf': { httpStatus: 500 } }) });
    await userEvent.click(await (await quickLinks()).findByRole('button', { name: /Dental report card/ }));
    await waitFor(() => expect(files.saved).toHaveLength(1));
    expect(files.saved[0]!.fileName).toMatch(/^dental-report-card-\d{2}-\d{2}-\d{4}\.pdf$/);
    expect(files.saved[0]!.href).toMatch(/dental-report-card\.pdf$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a link busy and blocks a second click while its PDF downloads', async () => {
    let finish!: (answer: unknown) => void;
    const { client } = renderMember(<QuickLinks policy={dentalPolicy!} />, {
      routes: routes({ 'POST /api/alic/members/benefitSummary/pdf': () => new Promise((resolve) => (finish = resolve)) }),
    });
    const button = await (await quickLinks()).findByRole('button', { name: /Benefits summary/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Downloading Benefits summary…');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    finish(mockPdfAnswer('alic-benefit-summary-11-24-2026.pdf'));
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(client.calls.filter((c) => c.endsWith('benefitSummary/pdf'))).toHaveLength(1);
    expect(files.saved.map((f) => f.fileName)).toEqual(['alic-benefit-summary-11-24-2026.pdf']);
  });
});
