// Mock routes of the self-service calls for createMockHttpClient, with the
// server's rules: change password (403 wrong current password, 400 the same
// password, 406 a weak one), change email (403 an address that cannot be
// used, a code to the new address, 5 tries), connect a verified registration
// (idempotent; 409 a member of another account, 410 an expired one; any
// other referenceId is the mock client's 404). Chosen calls 429 or any status.
import type { ChangePasswordRequest, EmailChangeCodeRequest, EmailChangeValidation } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { isValidEmail, type Partner } from '@portal/core';
import type { SelfServiceCallId } from '../mapping/account-call-ids.ts';
import type { MockAnswer, MockRequest, MockRoutes } from './mock-routes.ts';
import { checkMockCode, maskedEmail, newMockCode, type MockCode } from './registration-mock-codes.ts';
import { mockAccountMessages, mockConflictAnswer, mockErrorAnswer, mockPasswordPolicyAnswer, mockThrottledAnswer } from './registration-mock-errors.ts';
import { mockRegistrant, mockRegistrationReferenceId, mockTakenEmail } from './registration-mock-people.ts';

/** The signed-in account's password in the mock (a strong one, §5). */
export const mockCurrentPassword = 'Harbor-Lantern-47-Quietly';

export interface MockSelfServiceOptions {
  /** The partner in the paths (default 'alic'). */
  subsidiary?: Partner;
  /** The signed-in account (default: Olivia Martinez's). */
  account?: { email: string; firstName: string; lastName: string };
  /** The account's current password (default mockCurrentPassword). */
  currentPassword?: string;
  /** Addresses requestEmailChangeCode refuses with 403 (default: mockTakenEmail). Compared lower-case. */
  unusableEmails?: readonly string[];
  /** Registrations addMemberData connects (default: mockRegistrationReferenceId). */
  connectableReferenceIds?: readonly string[];
  /** Registrations whose member belongs to another account: 409. */
  otherAccountReferenceIds?: readonly string[];
  /** Registrations that expired: 410. */
  expiredReferenceIds?: readonly string[];
  /** Calls that answer 429 with Retry-After, as when throttled. */
  throttled?: readonly SelfServiceCallId[];
  /** Retry-After of the 429 answers (default 60). */
  retryAfterSeconds?: number;
  /** Calls that answer this HTTP status instead (e.g. 500 for an error state). */
  failWith?: Partial<Record<SelfServiceCallId, number>>;
}

/** Routes of changePassword, requestEmailChangeCode, validateEmailChange and addMemberData, sharing one account. */
export function mockSelfServiceRoutes(options: MockSelfServiceOptions = {}): MockRoutes {
  const subsidiary = options.subsidiary ?? 'alic';
  const account = { ...(options.account ?? { email: mockRegistrant.emailOnFile!, firstName: mockRegistrant.firstName, lastName: mockRegistrant.lastName }) };
  let currentPassword = options.currentPassword ?? mockCurrentPassword;
  const unusableEmails = new Set((options.unusableEmails ?? [mockTakenEmail]).map((email) => email.toLowerCase()));
  let pendingEmail: { email: string; code: MockCode } | undefined;

  const guarded = (callId: SelfServiceCallId, answer: (request: MockRequest) => MockAnswer) => (request: MockRequest) => {
    if (options.throttled?.includes(callId)) return mockThrottledAnswer(options.retryAfterSeconds ?? 60);
    const failStatus = options.failWith?.[callId];
    return failStatus === undefined ? answer(request) : mockErrorAnswer(failStatus, mockAccountMessages.unavailable);
  };
  const key = (route: { method: string; path: string }, params: Record<string, string> = {}) =>
    `${route.method} ${callPath(route.path, { subsidiary, ...params })}`;

  const routes: MockRoutes = {
    [key(callRoutes.changePassword)]: guarded('changePassword', (request) => {
      const body = request.options.body as ChangePasswordRequest;
      if (body.currentPassword !== currentPassword) return mockErrorAnswer(403, mockAccountMessages.currentPasswordIncorrect);
      if (body.newPassword === currentPassword) return mockErrorAnswer(400, mockAccountMessages.samePassword);
      const owner = { userId: account.email, firstName: account.firstName, lastName: account.lastName };
      const refused = mockPasswordPolicyAnswer(body.newPassword, owner, body.confirmPassword, mockAccountMessages.newPasswordPolicy);
      if (refused) return refused;
      currentPassword = body.newPassword;
      return { status: 'SUCCESS', message: mockAccountMessages.passwordChanged };
    }),

    [key(callRoutes.requestEmailChangeCode)]: guarded('requestEmailChangeCode', (request) => {
      const { newEmail } = request.options.body as EmailChangeCodeRequest;
      if (!isValidEmail(newEmail)) return mockErrorAnswer(400, mockAccountMessages.invalidEmail);
      const lower = newEmail.toLowerCase();
      if (lower === account.email.toLowerCase()) return mockErrorAnswer(403, mockAccountMessages.emailSame);
      if (unusableEmails.has(lower)) return mockErrorAnswer(403, mockAccountMessages.emailUnusable);
      pendingEmail = { email: newEmail, code: newMockCode('email') };
      return { status: 'SUCCESS', sentTo: maskedEmail(newEmail) };
    }),

    [key(callRoutes.validateEmailChange)]: guarded('validateEmailChange', (request) => {
      const body = request.options.body as EmailChangeValidation;
      const sameEmail = pendingEmail?.email.toLowerCase() === body.newEmail.toLowerCase();
      const check = checkMockCode(sameEmail ? pendingEmail?.code : undefined, body.otp);
      if (!check.data) return { status: 'SUCCESS', data: false, message: 'INCORRECT', reason: check.reason };
      account.email = body.newEmail;
      pendingEmail = undefined;
      return { status: 'SUCCESS', data: true, message: 'SUCCESS' };
    }),
  };

  const connect = (answer: MockAnswer) => guarded('addMemberData', () => answer);
  for (const referenceId of options.connectableReferenceIds ?? [mockRegistrationReferenceId]) {
    routes[key(callRoutes.addMemberData, { value: referenceId })] = connect({ status: 'SUCCESS', data: true, message: 'SUCCESS' });
  }
  for (const referenceId of options.otherAccountReferenceIds ?? []) {
    routes[key(callRoutes.addMemberData, { value: referenceId })] = connect(mockConflictAnswer(mockAccountMessages.otherAccount, 'memberOfAnotherAccount'));
  }
  for (const referenceId of options.expiredReferenceIds ?? []) {
    routes[key(callRoutes.addMemberData, { value: referenceId })] = connect(mockErrorAnswer(410, mockAccountMessages.expired));
  }
  return routes;
}
