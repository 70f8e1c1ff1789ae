// Mock routes of the authenticator-app calls for
// createMockHttpClient, saying what the server says: setup gives a fixed key
// and QR code, confirm accepts `rightCode` (once per setup) and answers ten
// recovery codes, the 6th wrong code in a row answers 429 with Retry-After,
// remove / new codes need `currentPassword` (403 otherwise), a required
// (CSR) app cannot be removed. Chosen calls answer any status instead.
import type { ConfirmTotpRequest, CurrentPasswordRequest } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Partner } from '@portal/core';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer, mockThrottledAnswer } from './registration-mock-errors.ts';

export type AuthenticatorCallId = 'getSecondFactors' | 'setupTotp' | 'confirmTotp' | 'removeTotp' | 'regenerateRecoveryCodes';

/** The server's English texts (apps/server identity/second-factor/self-service-texts.ts). */
export const mockAuthenticatorMessages = {
  alreadyOn: 'An authenticator app is already set up. Remove it first to set up another.',
  nothingToConfirm: 'Start setting up the authenticator app again.',
  notOn: 'No authenticator app is set up.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  required: 'Customer service accounts must keep an authenticator app.',
  removed: 'The authenticator app was removed.',
  unavailable: 'Something went wrong. Please try again later.',
} as const;

export const mockAuthenticatorKey = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const mockAuthenticatorQrSvg = '<svg viewBox="0 0 29 29" xmlns="http://www.w3.org/2000/svg"><path d="M4 4h7v7H4Z"/></svg>';

export interface MockAuthenticatorOptions {
  subsidiary?: Partner;
  /** The app is on at first (default false). */
  on?: boolean;
  /** A CSR account: the app cannot be removed. */
  required?: boolean;
  /** The code the mock app shows (default '123456'). */
  rightCode?: string;
  /** The account's password (default 'Harbor-Lantern-47-Quietly'). */
  currentPassword?: string;
  /** Calls that answer this HTTP status instead (e.g. 500 for an error state). */
  failWith?: Partial<Record<AuthenticatorCallId, number>>;
}

const wrongCodesBeforeWait = 5;

/** Ten codes of the server's shape (xxxx-xxxx-xx), different for each batch. */
function recoveryCodesOf(batch: number): string[] {
  const batchLetter = 'mnpqrstuvw'[(batch - 1) % 10]!;
  return Array.from({ length: 10 }, (_, index) => `${'abcdefghjk'[index]!.repeat(4)}-${batchLetter.repeat(4)}-${'23456789'[index % 8]}${'23456789'[batch % 8]}`);
}

export function mockAuthenticatorRoutes(options: MockAuthenticatorOptions = {}): MockRoutes {
  const subsidiary = options.subsidiary ?? 'alic';
  const rightCode = options.rightCode ?? '123456';
  const password = options.currentPassword ?? 'Harbor-Lantern-47-Quietly';
  const state = { on: options.on ?? false, settingUp: false, codesLeft: options.on ? 10 : 0, batches: 0, wrongCodes: 0 };
  const key = (route: { method: string; path: string }) => `${route.method} ${callPath(route.path, { subsidiary })}`;
  const guarded = (callId: AuthenticatorCallId, answer: (request: MockRequest) => unknown) => (request: MockRequest) => {
    const failStatus = options.failWith?.[callId];
    return failStatus === undefined ? answer(request) : mockErrorAnswer(failStatus, mockAuthenticatorMessages.unavailable);
  };
  const newCodes = () => {
    state.batches += 1;
    state.codesLeft = 10;
    return recoveryCodesOf(state.batches);
  };

  return {
    [key(callRoutes.getSecondFactors)]: guarded('getSecondFactors', () => ({
      status: 'SUCCESS', data: { totp: state.on, recoveryCodesLeft: state.on ? state.codesLeft : 0, required: options.required ?? false },
    })),
    [key(callRoutes.setupTotp)]: guarded('setupTotp', () => {
      if (state.on) return mockErrorAnswer(400, mockAuthenticatorMessages.alreadyOn);
      state.settingUp = true;
      return {
        status: 'SUCCESS',
        data: {
          secret: mockAuthenticatorKey,
          otpauthUri: `otpauth://totp/ALIC:olivia.martinez%40example.com?issuer=ALIC&secret=${mockAuthenticatorKey}&algorithm=SHA1&digits=6&period=30`,
          qrSvg: mockAuthenticatorQrSvg,
        },
      };
    }),
    [key(callRoutes.confirmTotp)]: guarded('confirmTotp', (request) => {
      if (state.wrongCodes >= wrongCodesBeforeWait) return mockThrottledAnswer(60);
      if (state.on) return mockErrorAnswer(400, mockAuthenticatorMessages.alreadyOn);
      if (!state.settingUp) return mockErrorAnswer(400, mockAuthenticatorMessages.nothingToConfirm);
      const { code } = request.options.body as ConfirmTotpRequest;
      if (code !== rightCode) {
        state.wrongCodes += 1;
        return { status: 'SUCCESS', data: false };
      }
      state.wrongCodes = 0;
      state.on = true;
      state.settingUp = false;
      return { status: 'SUCCESS', data: true, recoveryCodes: newCodes() };
    }),
    [key(callRoutes.removeTotp)]: guarded('removeTotp', (request) => {
      if ((request.options.body as CurrentPasswordRequest).currentPassword !== password) {
        return mockErrorAnswer(403, mockAuthenticatorMessages.currentPasswordIncorrect);
      }
      if (options.required) return mockErrorAnswer(403, mockAuthenticatorMessages.required);
      state.on = false;
      state.codesLeft = 0;
      return { status: 'SUCCESS', message: mockAuthenticatorMessages.removed };
    }),
    [key(callRoutes.regenerateRecoveryCodes)]: guarded('regenerateRecoveryCodes', (request) => {
      if ((request.options.body as CurrentPasswordRequest).currentPassword !== password) {
        return mockErrorAnswer(403, mockAuthenticatorMessages.currentPasswordIncorrect);
      }
      if (!state.on) return mockErrorAnswer(400, mockAuthenticatorMessages.notOn);
      return { status: 'SUCCESS', recoveryCodes: newCodes() };
    }),
  };
}
