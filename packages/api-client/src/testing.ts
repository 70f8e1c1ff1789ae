// A fake HTTP client for component tests and Storybook: answers by
// "METHOD /path", raising HttpError for a numeric status answer (with the
// seconds of its Retry-After header, as the real client).
// Downloads answer `{ file: { blob, fileName } }`, a Blob or a string (the
// file's text; an empty one raises the §8 'Empty PDF' 404); text calls
// (chat XML) answer a string. Uploads answer like `request`, reporting the
// form's file bytes as sent in two steps first.
import type { DownloadedFile } from './download/downloaded-file.ts';
import { emptyFileMessage, type HttpClient, type RequestOptions, type UploadOptions } from './http/http-client.ts';
import { HttpError } from './http/http-error.ts';
import { retryAfterSecondsOf } from './http/retry-after.ts';

import type { MockRequest, MockRouteFunction, MockRoutes } from './testing/mock-routes.ts';

export type { MockAnswer, MockRequest, MockRouteFunction, MockRoutes } from './testing/mock-routes.ts';

function isErrorAnswer(answer: unknown): answer is { httpStatus: number; body?: unknown; headers?: Record<string, string> } {
  return typeof answer === 'object' && answer !== null && 'httpStatus' in answer;
}

function isFileAnswer(answer: unknown): answer is { file: DownloadedFile } {
  return typeof answer === 'object' && answer !== null && 'file' in answer;
}

export function createMockHttpClient(routes: MockRoutes): HttpClient & { calls: string[]; requests: MockRequest[] } {
  const calls: string[] = [];
  const requests: MockRequest[] = [];

  async function answerOf(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
    const key = `${method} ${path.split('?')[0]}`;
    calls.push(key);
    const request = { key, options };
    requests.push(request);
    if (!(key in routes)) throw new HttpError(404, { message: `No mock for ${key}` });
    const route = routes[key];
    const answer = typeof route === 'function' ? await (route as MockRouteFunction)(request) : route;
    if (isErrorAnswer(answer)) throw new HttpError(answer.httpStatus, answer.body ?? null, retryAfterSecondsOf(answer.headers?.['Retry-After']));
    return answer;
  }

  return {
    calls,
    requests,
    async request(method, path, options) {
      const answer = await answerOf(method, path, options);
      return (Array.isArray(answer) ? answer : { ...(answer as object), status: 200 }) as never;
    },
    async requestText(method, path, options) {
      const answer = await answerOf(method, path, options);
      return typeof answer === 'string' ? answer : JSON.stringify(answer);
    },
    async download(method, path, options = {}) {
      const { fallbackFileName, ...rest } = options;
      const answer = await answerOf(method, path, rest);
      if (isFileAnswer(answer)) return answer.file;
      const blob = answer instanceof Blob ? answer : new Blob([String(answer)], { type: 'application/pdf' });
      // As the real client: an empty file is the §8 "no data" answer.
      if (blob.size === 0) throw new HttpError(404, { message: emptyFileMessage });
      return { blob, fileName: fallbackFileName ?? 'download.pdf' };
    },
    async upload(method, path, form, options: UploadOptions = {}) {
      const { onProgress, ...rest } = options;
      if (rest.signal?.aborted) throw rest.signal.reason;
      const total = [...form.values()].reduce((sum, value) => sum + (typeof value === 'string' ? 0 : value.size), 0);
      onProgress?.(Math.floor(total / 2), total);
      onProgress?.(total, total);
      const answer = await answerOf(method, path, { ...rest, body: form });
      return (Array.isArray(answer) ? answer : { ...(answer as object), status: 200 }) as never;
    },
  };
}

/** A PDF answer for a download route of the mock client (tests and stories). */
export function mockPdfAnswer(fileName: string): { file: DownloadedFile } {
  return { file: { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName } };
}

// Claims answers in wire names, built from the contract's samples.
export {
  manyDentalClaimRows,
  mockClaimDetails,
  mockClaimNotFoundAnswer,
  mockClaimNumbers,
  mockDentalClaimRows,
  mockEmptyClaimsAnswer,
  mockUploadRefusals,
  mockVisionClaimRows,
} from './testing/claims-wire.ts';
export { mockClaimsListAnswer, mockClaimsRoutes, type MockClaimsOptions } from './testing/claims-routes.ts';
export { mockToothHistoryAnswer } from './testing/tooth-history-answer.ts';
export { mockDceProcedures, mockDentalCostEstimate } from './testing/dce-answers.ts';

// Registration and self-service calls: in-memory servers with the real one's rules.
export {
  mockMaxIdentityFailures,
  mockRegistrationRoutes,
  type MockRegistrationOptions,
  type MockRegistrationProgress,
} from './testing/registration-routes.ts';
export { mockCurrentPassword, mockSelfServiceRoutes, type MockSelfServiceOptions } from './testing/self-service-routes.ts';
export { mockClaimSharingRoutes, type MockClaimSharingOptions } from './testing/claim-sharing-routes.ts';
export {
  mockConnectedAppSample,
  mockDataSharingMessages,
  mockDataSharingRoutes,
  mockGoogleWalletSaveUrl,
  type DataSharingCallId,
  type MockDataSharingOptions,
} from './testing/data-sharing-routes.ts';
export { mockPasskeyMessages, mockPasskeyRoutes, mockPasskeySample, type MockPasskeyOptions, type PasskeyCallId } from './testing/passkey-routes.ts';
export {
  mockAuthenticatorKey,
  mockAuthenticatorMessages,
  mockAuthenticatorQrSvg,
  mockAuthenticatorRoutes,
  type AuthenticatorCallId,
  type MockAuthenticatorOptions,
} from './testing/authenticator-app-routes.ts';
export {
  mockRegisteredMember,
  mockRegistrant,
  mockRegistrants,
  mockRegistrantWithoutEmail,
  mockRegistrationReferenceId,
  mockTakenEmail,
  type MockRegistrant,
} from './testing/registration-mock-people.ts';
export { mockMaxCodeTries, mockOneTimeCodes } from './testing/registration-mock-codes.ts';
export { mockAccountMessages, mockBlocklistedPasswords } from './testing/registration-mock-errors.ts';

// Customer service, account activity, messages and access management.
export { mockFeaturesAnswer } from './testing/features-answer.ts';
export { mockCsrMembers, mockCsrMessages, mockCsrRoutes, mockCsrSearchAnswer, type MockCsrOptions } from './testing/csr-routes.ts';
export { mockAccessLogPage, mockAccessLogRoutes, mockAccountActivity, type MockAccessLogOptions } from './testing/access-log-routes.ts';
export { mockMemberMessages, mockMessagesRoutes, mockMessageTexts, type MessagesCallId, type MockMessagesOptions } from './testing/messages-routes.ts';
export {
  mockAccessManagementMessages,
  mockAccessManagementRoutes,
  mockAdminAccount,
  mockAuditCsv,
  mockAuditMemberKey,
  mockMemberAccountEmail,
  mockMemberAuditEvents,
  mockStaffAccounts,
  type AccessManagementCallId,
  type MockAccessManagementOptions,
} from './testing/access-management-routes.ts';

// Site speed.
export { mockSiteSpeedMessages, mockSiteSpeedRoutes, mockWebVitalRows, type MockSiteSpeedOptions } from './testing/site-speed-routes.ts';

/** The body of each request the mock received for `key`, in order. */
export function requestBodies(client: ReturnType<typeof createMockHttpClient>, key: string): unknown[] {
  return client.requests.filter((request) => request.key === key).map((request) => request.options.body);
}
