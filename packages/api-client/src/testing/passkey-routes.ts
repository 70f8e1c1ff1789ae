// Mock routes of the passkey calls for createMockHttpClient: a list kept in
// memory; options hand out a challenge, add accepts a registration answering
// the newest challenge once (else 400 with the server's message), remove 404s
// an unknown id. Chosen calls answer any status instead.
import type { AddPasskeyRequest, Passkey, RemovePasskeyRequest } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Partner } from '@portal/core';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer } from './registration-mock-errors.ts';

export type PasskeyCallId = 'getPasskeys' | 'requestPasskeyOptions' | 'addPasskey' | 'removePasskey';

export const mockPasskeyMessages = {
  notVerified: 'The passkey could not be added. Please try again.',
  notFound: 'That passkey was not found.',
  unavailable: 'Something went wrong on our side. Please try again later.',
} as const;

export const mockPasskeySample: Passkey = {
  id: 'Kx7dP2mQ9vLrT4wZ1aB8cN',
  name: 'My phone',
  createdAt: '2026-11-02T15:04:05.000Z',
  lastUsedAt: '2026-11-20T08:30:00.000Z',
};

export interface MockPasskeyOptions {
  subsidiary?: Partner;
  /** The account's passkeys at first (default: none). */
  passkeys?: readonly Passkey[];
  /** Calls that answer this HTTP status instead (e.g. 500 for an error state). */
  failWith?: Partial<Record<PasskeyCallId, number>>;
  /** When a passkey is added (default: 2026-11-25T10:00:00Z). */
  now?: () => Date;
}

export function mockPasskeyRoutes(options: MockPasskeyOptions = {}): MockRoutes {
  const subsidiary = options.subsidiary ?? 'alic';
  const passkeys: Passkey[] = [...(options.passkeys ?? [])];
  const now = options.now ?? (() => new Date('2026-11-25T10:00:00.000Z'));
  let challenge: string | undefined;
  let issued = 0;
  const key = (route: { method: string; path: string }) => `${route.method} ${callPath(route.path, { subsidiary })}`;
  const guarded = (callId: PasskeyCallId, answer: (request: MockRequest) => unknown) => (request: MockRequest) => {
    const failStatus = options.failWith?.[callId];
    return failStatus === undefined ? answer(request) : mockErrorAnswer(failStatus, mockPasskeyMessages.unavailable);
  };

  return {
    [key(callRoutes.getPasskeys)]: guarded('getPasskeys', () => ({ status: 'SUCCESS', data: [...passkeys] })),
    [key(callRoutes.requestPasskeyOptions)]: guarded('requestPasskeyOptions', () => {
      issued += 1;
      challenge = `mock-challenge-${issued}-0123456789`;
      return {
        status: 'SUCCESS',
        data: {
          challenge,
          rp: { id: 'localhost', name: 'Alliance Life' },
          user: { id: 'bW9jay1hY2NvdW50', name: 'olivia.martinez@example.com', displayName: 'olivia.martinez@example.com' },
          pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
          timeout: 300000,
          attestation: 'none',
          excludeCredentials: passkeys.map(({ id }) => ({ id, type: 'public-key' })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        },
      };
    }),
    [key(callRoutes.addPasskey)]: guarded('addPasskey', (request) => {
      const body = request.options.body as AddPasskeyRequest;
      if (!challenge || passkeys.some(({ id }) => id === body.response.id)) return mockErrorAnswer(400, mockPasskeyMessages.notVerified);
      challenge = undefined;
      const passkey: Passkey = { id: body.response.id, name: body.name, createdAt: now().toISOString(), lastUsedAt: null };
      passkeys.push(passkey);
      return { status: 'SUCCESS', data: passkey };
    }),
    [key(callRoutes.removePasskey)]: guarded('removePasskey', (request) => {
      const { id } = request.options.body as RemovePasskeyRequest;
      const index = passkeys.findIndex((passkey) => passkey.id === id);
      if (index < 0) return mockErrorAnswer(404, mockPasskeyMessages.notFound);
      passkeys.splice(index, 1);
      return { status: 'SUCCESS', data: true };
    }),
  };
}
