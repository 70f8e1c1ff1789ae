import { mockPasskeyRoutes, mockPasskeySample, type MockPasskeyOptions } from '@portal/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccount, requestBodies, resetAccountStores } from '../../test/render-account.tsx';
import { Passkeys } from './Passkeys.tsx';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What navigator.credentials.create resolves to in a browser with a platform authenticator. */
function fakeCredential(id = 'Q3JlZDE') {
  return {
    id,
    rawId: bytes('Cred1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: { clientDataJSON: bytes('{"type":"webauthn.create"}'), attestationObject: bytes('attestation'), getTransports: () => ['internal'] },
    getClientExtensionResults: () => ({}),
  };
}

let create: ReturnType<typeof vi.fn>;

function renderPasskeys(options: MockPasskeyOptions = {}, { supported = true, language = 'en' as 'en' | 'es' } = {}) {
  return renderAccount(<Passkeys supported={supported} />, { path: '/profile', routes: mockPasskeyRoutes(options), language });
}

describe('Passkeys (profile → sign-in and security)', () => {
  beforeEach(() => {
    resetAccountStores();
    create = vi.fn(async () => fakeCredential());
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create, get: vi.fn() } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the passkeys with their names and dates', async () => {
    renderPasskeys({ passkeys: [mockPasskeySample, { ...mockPasskeySample, id: 'Other1', name: 'Work laptop', lastUsedAt: null }] });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('My phone');
    expect(items[0]).toHaveTextContent('Added Nov 2, 2026 · last used Nov 20, 2026');
    expect(items[1]).toHaveTextContent('Work laptop');
    expect(items[1]).toHaveTextContent('not used yet');
  });

  it('says when there are none, and shows a retry when the list cannot load', async () => {
    const { unmount } = renderPasskeys();
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
    unmount();
    renderPasskeys({ failWith: { getPasskeys: 500 } });
    expect(await screen.findByText("We couldn't load your passkeys.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("adds a passkey with the browser's prompt and the server's options, then lists it", async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = renderPasskeys();
    await screen.findByText('You have no passkeys yet.');
    await user.type(screen.getByRole('textbox', { name: /^Passkey name/ }), 'My phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('The passkey My phone was added. You can use it the next time you sign in.')).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    const publicKey = (create.mock.calls[0]![0] as { publicKey: { rp: { id: string }; user: { name: string }; challenge: ArrayBuffer } }).publicKey;
    expect(publicKey.rp.id).toBe('localhost');
    expect(publicKey.user.name).toBe('olivia.martinez@example.com');
    expect(publicKey.challenge.byteLength).toBeGreaterThan(0);
    expect(requestBodies(client, 'POST /api/alic/selfService/passkeys')).toEqual([
      expect.objectContaining({ name: 'My phone', response: expect.objectContaining({ id: 'Q3JlZDE', type: 'public-key' }) }),
    ]);
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toHaveTextContent('My phone');
    expect(screen.getByRole('textbox', { name: /^Passkey name/ })).toHaveValue('');
  });

  it('asks for a name first', async () => {
    const user = userEvent.setup({ delay: null });
    renderPasskeys();
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Please enter a name for the passkey')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('says so when the member cancels the prompt, and stores nothing', async () => {
    create.mockRejectedValueOnce(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    const user = userEvent.setup({ delay: null });
    const { client } = renderPasskeys();
    await user.type(await screen.findByRole('textbox', { name: /^Passkey name/ }), 'Laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Adding the passkey was cancelled or timed out. Please try again.')).toBeVisible();
    expect(requestBodies(client, 'POST /api/alic/selfService/passkeys')).toEqual([]);
    expect(screen.getByRole('textbox', { name: /^Passkey name/ })).toHaveValue('Laptop');
  });

  it("shows the server's message when it refuses the passkey", async () => {
    const user = userEvent.setup({ delay: null });
    renderPasskeys({ passkeys: [{ ...mockPasskeySample, id: 'Q3JlZDE' }] });
    await user.type(await screen.findByRole('textbox', { name: /^Passkey name/ }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('The passkey could not be added. Please try again.')).toBeVisible();
  });

  it('removes a passkey', async () => {
    const user = userEvent.setup({ delay: null });
    const { client } = renderPasskeys({ passkeys: [mockPasskeySample] });
    await user.click(await screen.findByRole('button', { name: 'Remove the passkey My phone' }));
    expect(await screen.findByText('The passkey My phone was removed.')).toBeVisible();
    await waitFor(() => expect(screen.getByText('You have no passkeys yet.')).toBeVisible());
    expect(requestBodies(client, 'POST /api/alic/selfService/passkeys/remove')).toEqual([{ id: mockPasskeySample.id }]);
  });

  it('tells a browser without passkeys so, instead of offering the button', async () => {
    renderPasskeys({}, { supported: false });
    expect(await screen.findByText("This browser can't use passkeys. Try a current version of Chrome, Edge, Firefox or Safari.")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    renderPasskeys({ passkeys: [mockPasskeySample] }, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Llaves de acceso' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar una llave de acceso' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Eliminar la llave de acceso My phone' })).toBeVisible();
  });
});
