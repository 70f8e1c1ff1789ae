import { mockPdfAnswer } from '@portal/api-client/testing';
import { labelInName } from '@portal/ui-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupIntoPolicies } from '../../policies.ts';
import { captureSavedFiles } from '../../test/downloads.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { renderMember } from '../../test/render-member.tsx';
import { patientDetails } from '../../test/wire-samples.ts';
import { IdCardTile } from './IdCardTile.tsx';

const [withCard] = groupIntoPolicies([coverageLine()]);
const [withoutCard] = groupIntoPolicies([coverageLine({ idCardIndicator: 'N' }), coverageLine({ lineOfBusiness: 'VIS', productType: 'vision', idCardIndicator: '' })]);
const tileName = 'Download the ID card of Maria J McAllister (PDF)';

const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/alic/features': featuresWith(),
  'POST /api/alic/members/patientDetails': patientDetails,
  'POST /api/alic/members/idcard/desktop': mockPdfAnswer('alic-id-card-11-24-2026.pdf'),
  'POST /api/alic/members/idcard/mobile': mockPdfAnswer('alic-id-card-mobile-11-24-2026.pdf'),
  ...overrides,
});

let files: ReturnType<typeof captureSavedFiles>;
beforeEach(() => {
  files = captureSavedFiles();
});
afterEach(() => files.restore());

describe('IdCardTile (§2)', () => {
  it('shows what the shell hands over as wallet buttons under a card that may be downloaded, and not under a sample card', async () => {
    const wallet = <button type="button">Add to a wallet</button>;
    const { unmount } = renderMember(<IdCardTile policy={withCard!} memberName="Maria J McAllister" wallet={wallet} />, { routes: routes() });
    await screen.findByRole('button', { name: tileName });
    expect(screen.getByRole('button', { name: 'Add to a wallet' })).toBeInTheDocument();
    unmount();
    renderMember(<IdCardTile policy={withoutCard!} memberName="Maria J McAllister" wallet={wallet} />, { routes: routes() });
    expect(await screen.findByTestId('sample-id-card')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to a wallet' })).not.toBeInTheDocument();
  });

  it('shows the member name, member ID and plan, and downloads the card on a click', async () => {
    const { container } = renderMember(<IdCardTile policy={withCard!} memberName="Maria J McAllister" />, { routes: routes() });
    const tile = await screen.findByRole('button', { name: tileName });
    await waitFor(() => expect(container).toHaveTextContent('900000123'));
    expect(container).toHaveTextContent('Northwind Logistics');
    expect(tile).toHaveTextContent(/^Download the ID card \(PDF\)$/);
    await userEvent.click(tile);
    await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['alic-id-card-11-24-2026.pdf']));
    expect(files.saved[0]!.fileName).toMatch(/\d{2}-\d{2}-\d{4}\.pdf$/);
  });

  // WCAG 2.5.3: the button shows 'Download the ID card (PDF)' and its name
  // begins with those words, so voice control reaches it by what it shows.
  it.each([
    ['en', tileName, 'Download the ID card (PDF)'],
    ['es', 'Descargar la tarjeta de identificación de Maria J McAllister (PDF)', 'Descargar la tarjeta de identificación (PDF)'],
  ] as const)('has a name that holds what the button shows (%s)', async (language, name, shown) => {
    renderMember(<IdCardTile policy={withCard!} memberName="Maria J McAllister" />, { routes: routes(), language });
    const tile = await screen.findByRole('button', { name });
    expect(tile).toHaveTextContent(shown);
    expect(await labelInName(tile)).toBe('passes');
  });

  it.each([['Enter', '{Enter}'], ['Space', ' ']])('downloads the card with %s from the keyboard', async (_key, keys) => {
    renderMember(<IdCardTile policy={withCard!} memberName="Maria J McAllister" />, { routes: routes() });
    const tile = await screen.findByRole('button', { name: tileName });
    await userEvent.tab();
    expect(tile).toHaveFocus();
    await userEvent.keyboard(keys);
    await waitFor(() => expect(files.saved).toHaveLength(1));
  });

  it('downloads the phone layout from the mobile variant', async () => {
    const { client } = renderMember(<IdCardTile policy={withCard!} memberName="Maria J McAllister" variant="mobile" />, { routes: routes() });
    await userEvent.click(await screen.findByRole('button', { name: tileName }));
    await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['alic-id-card-mobile-11-24-2026.pdf']));
    expect(client.calls).toContain('POST /api/alic/members/idcard/mobile');
  });

  it('shows a loading overlay and ignores activation while the PDF loads', async () => {
    let finish!: (answer: unknown) => void;
    const { client } = renderMember(<IdCardTile policy={withCard!} memberName="Maria J McAllister" />, {
      routes: routes({ 'POST /api/alic/members/idcard/desktop': () => new Promise((resolve) => (finish = resolve)) }),
    });
    const tile = await screen.findByRole('button', { name: tileName });
    await userEvent.click(tile);
    expect(await screen.findByRole('status')).toHaveTextContent('Downloading your ID card…');
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(tile);
    tile.focus();
    await userEvent.keyboard('{Enter}');
    finish(mockPdfAnswer('alic-id-card-11-24-2026.pdf'));
    await waitFor(() => expect(tile).not.toHaveAttribute('aria-disabled'));
    expect(client.calls.filter((call) => call.includes('idcard'))).toHaveLength(1);
    expect(files.saved).toHaveLength(1);
  });

  it('shows an error toast in the member language when the download fails', async () => {
    renderMember(<IdCardTile policy={withCard!} memberName="Maria J McAllister" />, {
      language: 'es',
      routes: routes({ 'POST /api/alic/members/idcard/desktop': { httpStatus: 500 } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar la tarjeta de identificación de Maria J McAllister (PDF)' }));
    expect(await screen.findByText('Hubo un error al descargar su tarjeta de identificación. Inténtelo más tarde.')).toBeInTheDocument();
    expect(files.saved).toEqual([]);
  });

  it('shows a sample card, with a generic name and a placeholder id, when the policy has no card', async () => {
    const { client } = renderMember(<IdCardTile policy={withoutCard!} memberName="Maria J McAllister" />, { routes: routes() });
    const sample = within(await screen.findByTestId('sample-id-card'));
    expect(sample.getByText('Sample card')).toBeInTheDocument();
    expect(sample.getByText('Member Name')).toBeInTheDocument();
    expect(sample.getByText('XXXXXXXXX')).toBeInTheDocument();
    expect(sample.queryByText('Maria J McAllister')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(client.calls.some((call) => call.includes('idcard'))).toBe(false);
  });

  it('shows no ID card at all when the memberIdCard feature is off', async () => {
    const { client } = renderMember(<IdCardTile policy={withCard!} memberName="Maria J McAllister" />, {
      routes: routes({ 'GET /api/alic/features': featuresWith({ memberIdCard: false }) }),
    });
    await waitFor(() => expect(client.calls).toContain('GET /api/alic/features'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sample-id-card')).not.toBeInTheDocument();
  });
});
