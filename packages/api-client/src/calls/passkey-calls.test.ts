import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { isHttpError } from '../http/http-error.ts';
import type { PasskeyRegistration } from '../mapping/passkeys.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockPasskeyMessages, mockPasskeyRoutes, mockPasskeySample, type MockPasskeyOptions } from '../testing/passkey-routes.ts';
import { addPasskey } from './add-passkey.ts';
import { getPasskeys } from './get-passkeys.ts';
import { removePasskey } from './remove-passkey.ts';
import { requestPasskeyOptions } from './request-passkey-options.ts';

function setUp(options: MockPasskeyOptions = {}) {
  const client = createMockHttpClient(mockPasskeyRoutes(options));
  const api: ApiContextValue = { client, subsidiary: options.subsidiary ?? 'alic' };
  return { client, api };
}

const registration = (id: string): PasskeyRegistration => ({
  id, rawId: id, type: 'public-key', clientExtensionResults: {},
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] },
});

describe('passkey calls', () => {
  it('lists the passkeys with Dates, never-used as undefined', async () => {
    const { api, client } = setUp({ passkeys: [mockPasskeySample, { ...mockPasskeySample, id: 'Zz9', name: 'Laptop', lastUsedAt: null }] });
    expect(await getPasskeys(api)).toStrictEqual([
      { id: mockPasskeySample.id, name: 'My phone', addedAt: new Date('2026-11-02T15:04:05.000Z'), lastUsedAt: new Date('2026-11-20T08:30:00.000Z') },
      { id: 'Zz9', name: 'Laptop', addedAt: new Date('2026-11-02T15:04:05.000Z'), lastUsedAt: undefined },
    ]);
    expect(client.calls).toEqual(['GET /api/alic/selfService/passkeys']);
  });

  it('gets creation options, adds the passkey with its trimmed name, and removes it', async () => {
    const { api, client } = setUp({ subsidiary: 'rsl' });
    const options = await requestPasskeyOptions(api);
    expect(options.challenge).toMatch(/^mock-challenge-/);
    const added = await addPasskey(api, { name: '  Work laptop ', registration: registration('Cred1') });
    expect(added).toStrictEqual({ id: 'Cred1', name: 'Work laptop', addedAt: new Date('2026-11-25T10:00:00.000Z'), lastUsedAt: undefined });
    // The options call has no fields: an empty JSON object (the client always sends Content-Type: application/json).
    expect(client.requests[0]!.options.body).toEqual({});
    expect(client.requests[1]!.options.body).toEqual({ name: 'Work laptop', response: registration('Cred1') });
    await removePasskey(api, 'Cred1');
    expect(await getPasskeys(api)).toEqual([]);
    expect(client.calls).toEqual([
      'POST /api/rsl/selfService/passkeys/options',
      'POST /api/rsl/selfService/passkeys',
      'POST /api/rsl/selfService/passkeys/remove',
      'GET /api/rsl/selfService/passkeys',
    ]);
  });

  it("fails with the server's 400 message when the registration does not verify, and 404 for an unknown passkey", async () => {
    const { api } = setUp();
    const refused = await addPasskey(api, { name: 'Phone', registration: registration('Cred1') }).catch((error: unknown) => error);
    expect(isHttpError(refused) && refused.status).toBe(400);
    expect(isHttpError(refused) && (refused.body as { message: string }).message).toBe(mockPasskeyMessages.notVerified);
    const missing = await removePasskey(api, 'Nope').catch((error: unknown) => error);
    expect(isHttpError(missing) && missing.status).toBe(404);
  });
});
