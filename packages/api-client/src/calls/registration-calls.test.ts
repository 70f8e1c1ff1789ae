import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { accountCallFailure } from '../mapping/account-call-failure.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockOneTimeCodes } from '../testing/registration-mock-codes.ts';
import { mockRegistrant, mockRegistrantWithoutEmail, mockRegistrationReferenceId, mockTakenEmail } from '../testing/registration-mock-people.ts';
import { mockRegistrationRoutes, type MockRegistrationOptions } from '../testing/registration-routes.ts';
import { createRegistrationPassword } from './create-registration-password.ts';
import { findMemberForRegistration } from './find-member-for-registration.ts';
import { requestRegistrationIdentityCode } from './request-registration-identity-code.ts';
import { submitDependentEmail } from './submit-dependent-email.ts';
import { submitRegistrationEmail } from './submit-registration-email.ts';
import { submitRegistrationPhone } from './submit-registration-phone.ts';
import { verifyRegistrationClaimNumber } from './verify-registration-claim-number.ts';
import { verifyRegistrationEmailCode } from './verify-registration-email-code.ts';
import { verifyRegistrationIdentityCode } from './verify-registration-identity-code.ts';
import { verifyRegistrationMemberId } from './verify-registration-member-id.ts';
import { verifyRegistrationPhoneCode } from './verify-registration-phone-code.ts';

function setUp(options: MockRegistrationOptions = {}) {
  const client = createMockHttpClient(mockRegistrationRoutes(options));
  const api: ApiContextValue = { client, subsidiary: options.subsidiary ?? 'alic' };
  return { client, api, lastRequest: () => client.requests.at(-1)! };
}

const olivia = { firstName: 'olivia', lastName: 'MARTÍNEZ', dateOfBirth: '1986-04-12', zipCode: '68102' };
const strongPassword = 'Copper-Meadow-93-Softly';

async function failureOf(call: Promise<unknown>) {
  return accountCallFailure(await call.then(() => undefined).catch((error: unknown) => error));
}

describe('registration calls against the mock registration server', () => {
  it('step 1 posts the person in wire names to the partner path and answers the registration in domain names', async () => {
    const { api, client, lastRequest } = setUp({ subsidiary: 'rsl' });
    const found = await findMemberForRegistration(api, olivia);
    expect(client.calls).toEqual(['POST /api/rsl/registration/step1']);
    expect(lastRequest().options.body).toStrictEqual({
      firstName: 'olivia',
      lastName: 'MARTÍNEZ',
      dateOfBirth: '1986-04-12T00:00:00.000Z',
      zipCode: '68102',
      subsidiary: 'rsl',
    });
    expect(found).toStrictEqual({ referenceId: mockRegistrationReferenceId, canVerifyByEmail: true, partner: 'rsl' });
  });

  it("step 1 fails as 'notFound' with §8 'Unable to find member' for a person nobody matches", async () => {
    const { api } = setUp();
    expect(await failureOf(findMemberForRegistration(api, { ...olivia, zipCode: '99999' }))).toStrictEqual({
      kind: 'notFound',
      message: 'Unable to find member',
    });
  });

  it('walks steps 1–5 by claim number, with a phone by voice, and creates the account', async () => {
    const { api, client } = setUp();
    const { referenceId } = await findMemberForRegistration(api, olivia);
    expect(await verifyRegistrationClaimNumber(api, { referenceId, claimNumber: 'D2507100123', sourceCode: 'ppo1' })).toStrictEqual({ verified: true });
    expect(await submitRegistrationEmail(api, { referenceId, email: 'olivia.new@example.com' })).toStrictEqual({ sentTo: 'o•••@example.com' });
    expect(await verifyRegistrationEmailCode(api, { referenceId, code: mockOneTimeCodes.right })).toStrictEqual({ verified: true });
    const { factorId } = await submitRegistrationPhone(api, { referenceId, phone: '(402) 555-0148', channel: 'voice' });
    expect(await verifyRegistrationPhoneCode(api, { referenceId, factorId, code: mockOneTimeCodes.rightByVoice })).toStrictEqual({ verified: true });
    expect(await createRegistrationPassword(api, { referenceId, password: strongPassword, confirmPassword: strongPassword })).toStrictEqual({
      userId: 'olivia.new@example.com',
    });
    expect(client.calls).toEqual([
      'POST /api/alic/registration/step1',
      'POST /api/alic/registration/step2/claimNumber',
      'PUT /api/alic/registration/step3',
      'POST /api/alic/registration/step3/otpValidate',
      'PUT /api/alic/registration/step4',
      'POST /api/alic/registration/step4/otpValidate',
      'POST /api/alic/registration/step5',
    ]);
    expect(client.requests.map((request) => request.options.body)).toEqual([
      expect.anything(),
      { referenceId, claimNumber: 'D2507100123', sourceCode: 'ppo1' },
      { referenceId, email: 'olivia.new@example.com' },
      { referenceId, otp: '123456' },
      { referenceId, phoneNumber: '4025550148', channel: 'voice' },
      { referenceId, factorId, otp: '12345' },
      { referenceId, password: strongPassword, confirmPassword: strongPassword },
    ]);
    // The registration is used up: a repeat is refused as expired.
    expect((await failureOf(createRegistrationPassword(api, { referenceId, password: strongPassword }))).kind).toBe('expired');
  });

  it('verifies identity by an emailed code (PUT step2) after requesting it (POST step2/otpRequest)', async () => {
    const { api, client } = setUp();
    const { referenceId } = await findMemberForRegistration(api, olivia);
    expect(await requestRegistrationIdentityCode(api, { referenceId })).toStrictEqual({ sentTo: 'o•••@example.com' });
    expect(await verifyRegistrationIdentityCode(api, { referenceId, code: '000000' })).toStrictEqual({ verified: false, reason: 'incorrect' });
    expect(await verifyRegistrationIdentityCode(api, { referenceId, code: '123 456' })).toStrictEqual({ verified: true });
    expect(client.calls.slice(1)).toEqual([
      'POST /api/alic/registration/step2/otpRequest',
      'PUT /api/alic/registration/step2',
      'PUT /api/alic/registration/step2',
    ]);
    expect(client.requests[1]!.options.body).toStrictEqual({ referenceId });
    expect(client.requests[3]!.options.body).toStrictEqual({ referenceId, otp: '123456' });
  });

  it("asking a code for a member without an email on file fails as 'invalid' (400)", async () => {
    const { api } = setUp();
    const { referenceId, canVerifyByEmail } = await findMemberForRegistration(api, mockRegistrantWithoutEmail);
    expect(canVerifyByEmail).toBe(false);
    expect((await failureOf(requestRegistrationIdentityCode(api, { referenceId }))).kind).toBe('invalid');
  });

  it('verifies identity by member ID or by SSN, sending exactly one of them', async () => {
    const { api, client } = setUp();
    const { referenceId } = await findMemberForRegistration(api, olivia);
    expect(await verifyRegistrationMemberId(api, { referenceId, memberId: '100234568' })).toStrictEqual({ verified: false });
    expect(await verifyRegistrationMemberId(api, { referenceId, ssn: '123456789' })).toStrictEqual({ verified: true });
    expect(client.calls.at(-1)).toBe('POST /api/alic/registration/step2/memberId');
    expect(client.requests.slice(1).map((request) => request.options.body)).toEqual([
      { referenceId, memberId: '100234568' },
      { referenceId, ssn: '123-45-6789' },
    ]);
  });

  it("a step before its previous one fails as 'outOfOrder' (409): email before identity, password before the email code", async () => {
    const { api } = setUp();
    const { referenceId } = await findMemberForRegistration(api, olivia);
    expect(await verifyRegistrationClaimNumber(api, { referenceId, claimNumber: 'D2507100123', sourceCode: 'WRONG' })).toStrictEqual({ verified: false });
    // A 409 names no reason, so step 3 reads every 409 as a taken email; the server's message tells the truth.
    expect(await failureOf(submitRegistrationEmail(api, { referenceId, email: 'o@example.com' }))).toMatchObject({
      message: 'Complete the previous step first.',
    });
    const walked = setUp({ registration: { progress: 'identityVerified' } });
    await submitRegistrationEmail(walked.api, { referenceId: mockRegistrationReferenceId, email: 'o@example.com' });
    expect(
      await failureOf(createRegistrationPassword(walked.api, { referenceId: mockRegistrationReferenceId, password: strongPassword })),
    ).toMatchObject({ message: 'Complete the previous step first.' });
    expect((await failureOf(submitRegistrationPhone(walked.api, { referenceId: mockRegistrationReferenceId, phone: '4025550148', channel: 'text' }))).kind).toBe(
      'outOfOrder',
    );
  });

  it("an unknown referenceId fails as 'expired' (410)", async () => {
    const { api } = setUp();
    expect(await failureOf(verifyRegistrationClaimNumber(api, { referenceId: 'nope', claimNumber: 'D1', sourceCode: 'P' }))).toMatchObject({ kind: 'expired' });
  });

  it("an email that already has an account fails as 'emailExists' (409 at step 3)", async () => {
    const { api } = setUp({ registration: { progress: 'identityVerified' } });
    expect(await failureOf(submitRegistrationEmail(api, { referenceId: mockRegistrationReferenceId, email: mockTakenEmail.toUpperCase() }))).toStrictEqual({
      kind: 'emailExists',
      message: 'An account with this email address already exists. Please sign in.',
    });
  });

  it("a member who already has an account fails as 'memberHasAccount' (409 at step 5)", async () => {
    const { api } = setUp({ registration: { progress: 'emailVerified', person: { ...mockRegistrant, hasAccount: true } } });
    expect((await failureOf(createRegistrationPassword(api, { referenceId: mockRegistrationReferenceId, password: strongPassword }))).kind).toBe(
      'memberHasAccount',
    );
  });

  it("a weak password fails as 'passwordPolicy' listing the §5 rules it breaks", async () => {
    const { api } = setUp({ registration: { progress: 'emailVerified' } });
    const failure = await failureOf(createRegistrationPassword(api, { referenceId: mockRegistrationReferenceId, password: 'olivia1', confirmPassword: 'x' }));
    expect(failure.kind).toBe('passwordPolicy');
    expect(failure.kind === 'passwordPolicy' && failure.failures.map((entry) => entry.rule)).toEqual([
      'minLength',
      'uppercase',
      'special',
      'personalInfo',
      'confirmation',
    ]);
  });

  it("a throttled call fails as 'throttled' with the Retry-After seconds", async () => {
    const { api } = setUp({ throttled: ['findMemberForRegistration'], retryAfterSeconds: 300 });
    expect(await failureOf(findMemberForRegistration(api, olivia))).toStrictEqual({
      kind: 'throttled',
      retryAfterSeconds: 300,
      message: 'Too many attempts. Please wait 5 minutes and try again.',
    });
  });

  it("saves a dependent's email with PUT submitDependentEmail; a bad address fails as 'invalid'", async () => {
    const { api, client, lastRequest } = setUp();
    await expect(submitDependentEmail(api, { email: 'lily@example.com', firstName: 'Lily' })).resolves.toBeUndefined();
    expect(client.calls).toEqual(['PUT /api/alic/registration/submitDependentEmail']);
    expect(lastRequest().options.body).toStrictEqual({ newEmail: 'lily@example.com', firstName: 'Lily' });
    expect((await failureOf(submitDependentEmail(api, { email: 'lily@' }))).kind).toBe('invalid');
  });
});
