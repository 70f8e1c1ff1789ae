import { mockPdfAnswer } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupIntoPolicies } from '../../policies.ts';
import { captureSavedFiles } from '../../test/downloads.ts';
import { coverageLine, featuresWith } from '../../test/fixtures.ts';
import { renderMember } from '../../test/render-member.tsx';
import { MobileIdCardButton } from './MobileIdCardButton.tsx';

const ready = coverageLine();
const other = coverageLine({ key: '10-120042-1-9500002', spdc: { subsidiaryNumber: 10, policyNumber: 120042, divisionNumber: 1, certificateNumber: 9500002 }, idCardIndicator: 'N' });
const policies = groupIntoPolicies([ready, other]);

let files: ReturnType<typeof captureSavedFiles>;
beforeEach(() => {
  files = captureSavedFiles();
});
afterEach(() => files.restore());

describe('MobileIdCardButton (§2)', () => {
  it('shows the wallet buttons the shell hands over under it only when the card may be downloaded', async () => {
    const wallet = <button type="button">Add to a wallet</button>;
    const routes = { 'GET /api/alic/features': featuresWith() };
    const { unmount } = renderMember(<MobileIdCardButton memberLines={[ready, other]} selectedPolicy={policies[0]!} wallet={wallet} />, { routes });
    expect(await screen.findByRole('button', { name: 'Add to a wallet' })).toBeInTheDocument();
    unmount();
    renderMember(<MobileIdCardButton memberLines={[ready, other]} selectedPolicy={policies[1]!} wallet={wallet} />, { routes });
    expect(await screen.findByRole('button', { name: 'ID card' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to a wallet' })).not.toBeInTheDocument();
  });

  it('downloads the phone layout of the selected policy card on a tap', async () => {
    const { client } = renderMember(<MobileIdCardButton memberLines={[ready, other]} selectedPolicy={policies[0]!} />, {
      routes: { 'GET /api/alic/features': featuresWith(), 'POST /api/alic/members/idcard/mobile': mockPdfAnswer('alic-id-card-11-24-2026.pdf') },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ID card' }));
    await waitFor(() => expect(files.saved.map((f) => f.fileName)).toEqual(['alic-id-card-11-24-2026.pdf']));
    expect(client.requests.find((r) => r.key === 'POST /api/alic/members/idcard/mobile')?.options.body).toMatchObject({ policyNumber: 120000 });
  });

  it('explains with a title, a body and two bullets when the selected policy has no card', async () => {
    const { client } = renderMember(<MobileIdCardButton memberLines={[ready, other]} selectedPolicy={policies[1]!} />, {
      routes: { 'GET /api/alic/features': featuresWith() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ID card' }));
    const dialog = await screen.findByRole('dialog', { name: "Your ID card isn't available yet" });
    expect(dialog).toHaveAccessibleDescription(/can't give you an ID card/);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(client.calls.some((c) => c.includes('idcard'))).toBe(false);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is absent when memberIdCard is off', async () => {
    const { client } = renderMember(<MobileIdCardButton memberLines={[ready]} selectedPolicy={policies[0]!} />, {
      routes: { 'GET /api/alic/features': featuresWith({ memberIdCard: false }) },
    });
    await waitFor(() => expect(client.calls).toContain('GET /api/alic/features'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'ID card' })).not.toBeInTheDocument();
  });

  it('shows an error toast in Spanish when the download fails', async () => {
    renderMember(<MobileIdCardButton memberLines={[ready]} selectedPolicy={policies[0]!} />, {
      language: 'es',
      routes: { 'GET /api/alic/features': featuresWith(), 'POST /api/alic/members/idcard/mobile': { httpStatus: 500 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tarjeta de identificación' }));
    expect(await screen.findByText('Hubo un error al descargar su tarjeta de identificación. Inténtelo más tarde.')).toBeInTheDocument();
  });
});
