import { passwordPolicyErrorSample } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { HttpError, isHttpError } from '../http/http-error.ts';
import { AccountCallError, accountCallFailure, asAccountCall } from './account-call-failure.ts';
import type { AccountCallId } from './account-call-ids.ts';

const errorBody = (statusCode: number, message: string) => ({ statusCode, error: 'x', message });

/** What the call raises when the server answers this status and body. */
async function failureOf(callId: AccountCallId, status: number, body: unknown = null, retryAfterSeconds?: number) {
  const error = await asAccountCall(callId, () => Promise.reject(new HttpError(status, body, retryAfterSeconds))).catch((e: unknown) => e);
  return accountCallFailure(error);
}

describe('accountCallFailure', () => {
  it("404 is 'notFound' with the server message (step 1 'Unable to find member')", async () => {
    expect(await failureOf('findMemberForRegistration', 404, errorBody(404, 'Unable to find member'))).toStrictEqual({
      kind: 'notFound',
      message: 'Unable to find member',
    });
  });

  it("410 is 'expired': the registration is unknown or older than 30 minutes", async () => {
    expect(await failureOf('verifyRegistrationClaimNumber', 410, errorBody(410, 'Start again.'))).toStrictEqual({ kind: 'expired', message: 'Start again.' });
  });

  it("409 on a registration step is 'outOfOrder'; on step 3 'emailExists'; on step 5 and addMemberData 'memberHasAccount'", async () => {
    for (const callId of ['verifyRegistrationEmailCode', 'submitRegistrationPhone', 'verifyRegistrationIdentityCode'] as const) {
      expect((await failureOf(callId, 409)).kind).toBe('outOfOrder');
    }
    expect((await failureOf('submitRegistrationEmail', 409)).kind).toBe('emailExists');
    expect((await failureOf('createRegistrationPassword', 409)).kind).toBe('memberHasAccount');
    expect((await failureOf('addMemberData', 409)).kind).toBe('memberHasAccount');
  });

  it("a 409's reason wins over the call's usual meaning: step 3 or 5 out of order, a taken email at step 5", async () => {
    const conflict = (reason: string) => ({ ...errorBody(409, 'x'), reason });
    expect((await failureOf('submitRegistrationEmail', 409, conflict('previousStepFirst'))).kind).toBe('outOfOrder');
    expect((await failureOf('createRegistrationPassword', 409, conflict('previousStepFirst'))).kind).toBe('outOfOrder');
    expect((await failureOf('createRegistrationPassword', 409, conflict('emailExists'))).kind).toBe('emailExists');
    expect((await failureOf('verifyRegistrationPhoneCode', 409, conflict('unknownPhone'))).kind).toBe('outOfOrder');
    expect((await failureOf('addMemberData', 409, conflict('accountHasAnotherMember'))).kind).toBe('memberHasAccount');
    expect((await failureOf('submitRegistrationEmail', 409, conflict('no such reason'))).kind).toBe('emailExists');
  });

  it("429 is 'throttled' with the seconds of Retry-After and the message in the member's language", async () => {
    expect(await failureOf('verifyRegistrationEmailCode', 429, errorBody(429, 'Demasiados intentos.'), 120)).toStrictEqual({
      kind: 'throttled',
      retryAfterSeconds: 120,
      message: 'Demasiados intentos.',
    });
    expect(await failureOf('changePassword', 429)).toStrictEqual({ kind: 'throttled' });
  });

  it("406 is 'passwordPolicy' listing each rule broken with its summary", async () => {
    const failure = await failureOf('createRegistrationPassword', 406, passwordPolicyErrorSample);
    expect(failure).toStrictEqual({
      kind: 'passwordPolicy',
      message: passwordPolicyErrorSample.message,
      failures: passwordPolicyErrorSample.errors,
    });
    expect(passwordPolicyErrorSample.errors.length).toBeGreaterThan(0);
    // A malformed 406 still says the password was refused, with what could be read.
    expect(await failureOf('changePassword', 406, { errors: [{ rule: 'number', summary: 'Include a number.' }, { rule: 7 }, null] })).toStrictEqual({
      kind: 'passwordPolicy',
      failures: [{ rule: 'number', summary: 'Include a number.' }],
    });
  });

  it("403 is 'forbidden' and 400 'invalid', each with the server message to show (§8)", async () => {
    expect(await failureOf('changePassword', 403, errorBody(403, 'La contraseña actual es incorrecta.'))).toStrictEqual({
      kind: 'forbidden',
      message: 'La contraseña actual es incorrecta.',
    });
    expect(await failureOf('changePassword', 400, errorBody(400, 'Choose a password you have not used.'))).toStrictEqual({
      kind: 'invalid',
      message: 'Choose a password you have not used.',
    });
  });

  it("a dropped connection is 'network'; a 5xx, an unreadable body or anything else 'unknown'", async () => {
    expect(accountCallFailure(new TypeError('Failed to fetch'))).toStrictEqual({ kind: 'network' });
    expect(await failureOf('submitDependentEmail', 500)).toStrictEqual({ kind: 'unknown' });
    expect(await failureOf('submitDependentEmail', 502, '<html>')).toStrictEqual({ kind: 'unknown' });
    expect(accountCallFailure(new Error('boom'))).toStrictEqual({ kind: 'unknown' });
    expect(accountCallFailure(undefined)).toStrictEqual({ kind: 'unknown' });
  });

  it('reads a plain HttpError by its status, a 409 of an unnamed call as out of order', () => {
    expect(accountCallFailure(new HttpError(409, null))).toStrictEqual({ kind: 'outOfOrder' });
    expect(accountCallFailure(new HttpError(410, null))).toStrictEqual({ kind: 'expired' });
  });

  it('keeps the error an HttpError naming its call, and lets a network error through as it is', async () => {
    const error = await asAccountCall('submitRegistrationEmail', () => Promise.reject(new HttpError(409, errorBody(409, 'Taken')))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountCallError);
    expect(isHttpError(error) && error.status).toBe(409);
    expect((error as AccountCallError).callId).toBe('submitRegistrationEmail');
    const dropped = new TypeError('Failed to fetch');
    await expect(asAccountCall('changePassword', () => Promise.reject(dropped))).rejects.toBe(dropped);
    expect(await asAccountCall('changePassword', () => Promise.resolve(7))).toBe(7);
  });
});
