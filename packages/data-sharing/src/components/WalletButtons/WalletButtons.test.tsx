import { mockDataSharingRoutes, mockGoogleWalletSaveUrl } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDataSharing } from '../../test/render-data-sharing.tsx';
import { WalletButtons } from './WalletButtons.tsx';

const spdc = { subsidiaryNumber: 10, policyNumber: 120000, divisionNumber: 1, certificateNumber: 9000001 };

describe('WalletButtons (beside the ID card)', () => {
  it('offers both wallets: the Apple pass is downloaded for the line, Google opens its save link', async () => {
    const user = userEvent.setup();
    const openLink = vi.fn();
    const { client } = renderDataSharing(<WalletButtons spdc={spdc} openLink={openLink} />, { routes: mockDataSharingRoutes(), path: '/dashboard' });
    expect(await screen.findByRole('group', { name: 'Add your ID card to a phone wallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to Google Wallet' }));
    expect(openLink).toHaveBeenCalledWith(mockGoogleWalletSaveUrl);
    const google = client.requests.find((request) => request.key === 'POST /api/alic/members/idcard/wallet/google');
    expect(google?.options.body).toEqual(spdc);
    expect(screen.getByRole('button', { name: 'Add to Apple Wallet' })).toBeInTheDocument();
  });

  it('shows only the wallets the server offers, and nothing when it offers none', async () => {
    const { unmount } = renderDataSharing(<WalletButtons spdc={spdc} />, { routes: mockDataSharingRoutes({ wallets: { apple: false, google: true } }) });
    expect(await screen.findByRole('button', { name: 'Save to Google Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).not.toBeInTheDocument();
    unmount();
    const none = renderDataSharing(<WalletButtons spdc={spdc} />, { routes: mockDataSharingRoutes({ wallets: { apple: false, google: false } }) });
    await vi.waitFor(() => expect(none.client.calls).toContain('GET /api/alic/members/idcard/wallet'));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('says so when the pass cannot be made, in Spanish too', async () => {
    const user = userEvent.setup();
    renderDataSharing(<WalletButtons spdc={spdc} />, { routes: mockDataSharingRoutes({ failWith: { getGoogleWalletLink: 403 } }), language: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Guardar en Google Wallet' }));
    expect(await screen.findByText('No se pudo agregar su tarjeta de identificación a la billetera. Inténtelo de nuevo más tarde.')).toBeInTheDocument();
  });
});
