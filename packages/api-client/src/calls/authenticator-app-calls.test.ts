import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { isHttpError } from '../http/http-error.ts';
import { createMockHttpClient } from '../testing.ts';
import {
  mockAuthenticatorKey,
  mockAuthenticatorMessages,
  mockAuthenticatorQrSvg,
  mockAuthenticatorRoutes,
  type MockAuthenticatorOptions,
} from '../testing/authenticator-app-routes.ts';
import { confirmAuthenticator, getSecondFactorState, removeAuthenticator, renewRecoveryCodes, startAuthenticatorSetup } from './authenticator-app.ts';

function setUp(options: MockAuthenticatorOptions = {}) {
  const client = createMockHttpClient(mockAuthenticatorRoutes(options));
  const api: ApiContextValue = { client, subsidiary: options.subsidiary ?? 'alic' };
  return { client, api };
}

describe('authenticator app calls', () => {
  it('sets the app up: key and QR code, a wrong code, then the right one with ten recovery codes', async () => {
    const { api, client } = setUp({ subsidiary: 'rsl' });
    expect(await getSecondFactorState(api)).toEqual({ authenticatorOn: false, recoveryCodesLeft: 0, required: false });
    const setup = await startAuthenticatorSetup(api);
    expect(setup).toEqual({ key: mockAuthenticatorKey, setupLink: expect.stringMatching(/^otpauth:\/\/totp\//), qrCodeSvg: mockAuthenticatorQrSvg });
    expect(await confirmAuthenticator(api, '654 321')).toEqual({ confirmed: false });
    const confirmed = await confirmAuthenticator(api, '123 456');
    expect(confirmed.confirmed && confirmed.recoveryCodes).toHaveLength(10);
    expect(client.requests[3]!.options.body).toEqual({ code: '123456' });
    expect(await getSecondFactorState(api)).toEqual({ authenticatorOn: true, recoveryCodesLeft: 10, required: false });
    expect(client.calls).toEqual([
      'GET /api/rsl/selfService/secondFactors',
      'POST /api/rsl/selfService/totp/setup',
      'POST /api/rsl/selfService/totp/confirm',
      'POST /api/rsl/selfService/totp/confirm',
      'GET /api/rsl/selfService/secondFactors',
    ]);
  });

  it('answers 429 with Retry-After after five wrong codes', async () => {
    const { api } = setUp();
    await startAuthenticatorSetup(api);
    for (let i = 0; i < 5; i += 1) expect(await confirmAuthenticator(api, '000000')).toEqual({ confirmed: false });
    const limited = await confirmAuthenticator(api, '123456').catch((error: unknown) => error);
    expect(isHttpError(limited) && limited.status).toBe(429);
    expect(isHttpError(limited) && limited.retryAfterSeconds).toBe(60);
  });

  it('renews recovery codes and removes the app with the current password; 403 with the server message otherwise', async () => {
    const { api, client } = setUp({ on: true });
    const wrong = await removeAuthenticator(api, 'nope').catch((error: unknown) => error);
    expect(isHttpError(wrong) && wrong.serverMessage).toBe(mockAuthenticatorMessages.currentPasswordIncorrect);
    const codes = await renewRecoveryCodes(api, 'Harbor-Lantern-47-Quietly');
    expect(codes).toHaveLength(10);
    expect(client.requests[1]!.options.body).toEqual({ currentPassword: 'Harbor-Lantern-47-Quietly' });
    expect(await removeAuthenticator(api, 'Harbor-Lantern-47-Quietly')).toBe(mockAuthenticatorMessages.removed);
    expect((await getSecondFactorState(api)).authenticatorOn).toBe(false);
  });

  it("refuses to remove a CSR's app", async () => {
    const { api } = setUp({ on: true, required: true });
    expect((await getSecondFactorState(api)).required).toBe(true);
    const refused = await removeAuthenticator(api, 'Harbor-Lantern-47-Quietly').catch((error: unknown) => error);
    expect(isHttpError(refused) && refused.status).toBe(403);
    expect(isHttpError(refused) && refused.serverMessage).toBe(mockAuthenticatorMessages.required);
  });
});
