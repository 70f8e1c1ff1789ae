import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { accountCallFailure } from '../mapping/account-call-failure.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockOneTimeCodes } from '../testing/registration-mock-codes.ts';
import { mockRegistrationReferenceId, mockTakenEmail } from '../testing/registration-mock-people.ts';
import { mockCurrentPassword, mockSelfServiceRoutes, type MockSelfServiceOptions } from '../testing/self-service-routes.ts';
import { addMemberData } from './add-member-data.ts';
import { changePassword } from './change-password.ts';
import { requestEmailChangeCode } from './request-email-change-code.ts';
import { validateEmailChange } from './validate-email-change.ts';

function setUp(options: MockSelfServiceOptions = {}) {
  const client = createMockHttpClient(mockSelfServiceRoutes(options));
  const api: ApiContextValue = { client, subsidiary: options.subsidiary ?? 'alic' };
  return { client, api };
}

async function failureOf(call: Promise<unknown>) {
  return accountCallFailure(await call.then(() => undefined).catch((error: unknown) => error));
}

const newPassword = 'Copper-Meadow-93-Softly';

describe('changePassword (POST /api/selfService/password)', () => {
  it('posts both passwords to the path without a partner and answers the server message', async () => {
    const { api, client } = setUp({ subsidiary: 'standard' });
    expect(await changePassword(api, { currentPassword: mockCurrentPassword, newPassword, confirmPassword: newPassword })).toStrictEqual({
      message: 'Your password was changed. Please sign in again.',
    });
    expect(client.calls).toEqual(['POST /api/selfService/password']);
    expect(client.requests[0]!.options.body).toStrictEqual({ currentPassword: mockCurrentPassword, newPassword, confirmPassword: newPassword });
  });

  it("fails as 'forbidden' for a wrong current password, 'invalid' for the same password, each with the server message (§8)", async () => {
    const { api } = setUp();
    expect(await failureOf(changePassword(api, { currentPassword: 'wrong', newPassword }))).toStrictEqual({
      kind: 'forbidden',
      message: 'Your current password is incorrect.',
    });
    expect(await failureOf(changePassword(api, { currentPassword: mockCurrentPassword, newPassword: mockCurrentPassword }))).toStrictEqual({
      kind: 'invalid',
      message: 'Your new password must be different from your current password.',
    });
  });

  it("fails as 'passwordPolicy' with the summaries of the rules broken (§8 406)", async () => {
    const { api } = setUp();
    const failure = await failureOf(changePassword(api, { currentPassword: mockCurrentPassword, newPassword: 'short' }));
    expect(failure).toMatchObject({ kind: 'passwordPolicy', message: 'Your new password does not meet the password rules.' });
    expect(failure.kind === 'passwordPolicy' && failure.failures).toContainEqual({ rule: 'minLength', summary: 'Use at least 15 characters (at most 128).' });
  });

  it("fails as 'throttled' with the Retry-After seconds", async () => {
    const { api } = setUp({ throttled: ['changePassword'], retryAfterSeconds: 45 });
    expect(await failureOf(changePassword(api, { currentPassword: mockCurrentPassword, newPassword }))).toMatchObject({
      kind: 'throttled',
      retryAfterSeconds: 45,
    });
  });
});

describe('email change (selfService/email/request and /validate)', () => {
  it('sends a code to the new address, then changes the email with it', async () => {
    const { api, client } = setUp();
    expect(await requestEmailChangeCode(api, { newEmail: 'olivia.m@example.org' })).toStrictEqual({ sentTo: 'o•••@example.org' });
    expect(await validateEmailChange(api, { newEmail: 'olivia.m@example.org', code: mockOneTimeCodes.right })).toStrictEqual({ changed: true });
    expect(client.calls).toEqual(['POST /api/alic/selfService/email/request', 'POST /api/alic/selfService/email/validate']);
    expect(client.requests.map((request) => request.options.body)).toEqual([
      { newEmail: 'olivia.m@example.org' },
      { newEmail: 'olivia.m@example.org', otp: '123456' },
    ]);
  });

  it("answers changed false with the reason for a wrong code (§8 'The one-time passcode is incorrect.')", async () => {
    const { api } = setUp();
    await requestEmailChangeCode(api, { newEmail: 'olivia.m@example.org' });
    expect(await validateEmailChange(api, { newEmail: 'olivia.m@example.org', code: '000000' })).toStrictEqual({ changed: false, reason: 'incorrect' });
    expect(await validateEmailChange(api, { newEmail: 'other@example.org', code: mockOneTimeCodes.right })).toStrictEqual({ changed: false, reason: 'noCode' });
  });

  it("fails as 'forbidden' with the server message for an address that cannot be used (§8 403)", async () => {
    const { api } = setUp();
    expect(await failureOf(requestEmailChangeCode(api, { newEmail: mockTakenEmail }))).toStrictEqual({
      kind: 'forbidden',
      message: 'This email address cannot be used. Please choose another one.',
    });
    expect(await failureOf(requestEmailChangeCode(api, { newEmail: 'Olivia.Martinez@example.com' }))).toStrictEqual({
      kind: 'forbidden',
      message: 'This is already your sign-in email.',
    });
  });

  it("fails as 'unknown' when the server is down, so the screen shows its own §8 text", async () => {
    const { api } = setUp({ failWith: { requestEmailChangeCode: 503 } });
    expect((await failureOf(requestEmailChangeCode(api, { newEmail: 'a@example.org' }))).kind).toBe('unknown');
  });
});

describe('addMemberData (GET selfService/addMemberData/:value)', () => {
  it('connects the verified registration named in the path, again harmlessly', async () => {
    const { api, client } = setUp({ subsidiary: 'rsl' });
    expect(await addMemberData(api, mockRegistrationReferenceId)).toStrictEqual({ connected: true });
    expect(await addMemberData(api, mockRegistrationReferenceId)).toStrictEqual({ connected: true });
    expect(client.calls[0]).toBe(`GET /api/rsl/selfService/addMemberData/${mockRegistrationReferenceId}`);
    expect(client.requests[0]!.options.body).toBeUndefined();
  });

  it("fails as 'memberHasAccount' (409), 'expired' (410) or 'notFound' (404)", async () => {
    const { api } = setUp({ otherAccountReferenceIds: ['someoneElsesMember000001'], expiredReferenceIds: ['expiredRegistration000'] });
    expect((await failureOf(addMemberData(api, 'someoneElsesMember000001'))).kind).toBe('memberHasAccount');
    expect((await failureOf(addMemberData(api, 'expiredRegistration000'))).kind).toBe('expired');
    expect((await failureOf(addMemberData(api, 'neverVerifiedRegistra'))).kind).toBe('notFound');
  });
});
