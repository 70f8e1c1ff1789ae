import { mockConnectedAppSample, mockDataSharingRoutes } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDataSharing } from '../../test/render-data-sharing.tsx';
import { ConnectedApps } from './ConnectedApps.tsx';

const otherApp = { ...mockConnectedAppSample, clientId: 'budget-app', name: 'Budget Buddy', resourceTypes: ['ExplanationOfBenefit' as const] };

afterEach(() => useAuthStore.setState({ isCSR: false }));

describe('ConnectedApps (/profile Connected apps)', () => {
  it('lists each app with what it can see and when it was connected', async () => {
    renderDataSharing(<ConnectedApps />, { routes: mockDataSharingRoutes({ apps: [mockConnectedAppSample, otherApp] }) });
    expect(screen.getByRole('region', { name: 'Connected apps' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Apps connected to your account' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('FHIR demo app');
    expect(items[0]).toHaveTextContent('Can see: your name, date of birth and the people on your plan, your coverage, and your claims and estimates');
    expect(items[0]).toHaveTextContent('Connected Nov 20, 2026');
    expect(items[1]).toHaveTextContent('Can see: your claims and estimates');
  });

  it('disconnects an app after the member confirms, with the keyboard, and says so', async () => {
    const user = userEvent.setup();
    const { client } = renderDataSharing(<ConnectedApps />, { routes: mockDataSharingRoutes({ apps: [mockConnectedAppSample] }) });
    const revoke = await screen.findByRole('button', { name: 'Disconnect FHIR demo app' });
    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect FHIR demo app?' });
    expect(dialog).toHaveTextContent('will no longer be able to read your information');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('FHIR demo app is disconnected.')).toBeInTheDocument();
    expect(await screen.findByText('You have not connected any apps.')).toBeInTheDocument();
    expect(client.calls).toContain('DELETE /api/alic/members/connectedApps/fhir-demo-app');
  });

  it('keeps the app when the member cancels or presses Escape', async () => {
    const user = userEvent.setup();
    const { client } = renderDataSharing(<ConnectedApps />, { routes: mockDataSharingRoutes({ apps: [mockConnectedAppSample] }) });
    await user.click(await screen.findByRole('button', { name: 'Disconnect FHIR demo app' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Disconnect FHIR demo app' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(client.calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });

  it('says when a disconnect fails', async () => {
    const user = userEvent.setup();
    renderDataSharing(<ConnectedApps />, { routes: mockDataSharingRoutes({ apps: [mockConnectedAppSample], failWith: { revokeConnectedApp: 500 } }) });
    await user.click(await screen.findByRole('button', { name: 'Disconnect FHIR demo app' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('FHIR demo app could not be disconnected. Please try again later.')).toBeInTheDocument();
  });

  it('shows a loading state, then the empty state', async () => {
    renderDataSharing(<ConnectedApps />, { routes: mockDataSharingRoutes() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your connected apps…');
    expect(await screen.findByText('You have not connected any apps.')).toBeInTheDocument();
  });

  it('shows a load failure with Try again', async () => {
    renderDataSharing(<ConnectedApps />, { routes: mockDataSharingRoutes({ failWith: { getConnectedApps: 500 } }) });
    expect(await screen.findByText('Your connected apps could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a CSR acting for the member the apps, but no Disconnect', async () => {
    useAuthStore.setState({ isCSR: true });
    renderDataSharing(<ConnectedApps />, { routes: mockDataSharingRoutes({ apps: [mockConnectedAppSample] }) });
    expect(await screen.findByText('FHIR demo app')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Disconnect/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only the member can disconnect an app they connected.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderDataSharing(<ConnectedApps />, { routes: mockDataSharingRoutes({ apps: [mockConnectedAppSample] }), language: 'es' });
    expect(screen.getByRole('region', { name: 'Aplicaciones conectadas' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Desconectar FHIR demo app' })).toBeInTheDocument();
    expect(screen.getByText(/Puede ver: su nombre/)).toBeInTheDocument();
  });
});
