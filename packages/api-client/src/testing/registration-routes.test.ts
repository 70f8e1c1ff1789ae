import { describe, expect, it } from 'vitest';
import type { HttpError } from '../http/http-error.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockOneTimeCodes } from './registration-mock-codes.ts';
import { mockBlocklistedPasswords } from './registration-mock-errors.ts';
import { mockRegistrant, mockRegistrationReferenceId } from './registration-mock-people.ts';
import { mockRegistrationRoutes, type MockRegistrationOptions } from './registration-routes.ts';

const step1Body = { firstName: 'Olivia', lastName: 'Martinez', dateOfBirth: '1986-04-12T00:00:00.000Z', zipCode: '68102', subsidiary: 'alic' };

/** A wire answer, or the HttpError of a refusal (status, body, retryAfterSeconds). */
interface Answer {
  status?: number;
  referenceId?: string;
  factorId?: string;
  reason?: string;
  body?: unknown;
}

function server(options: MockRegistrationOptions = {}) {
  const client = createMockHttpClient(mockRegistrationRoutes(options));
  const send = (method: string, path: string, body: unknown): Promise<Answer> =>
    client.request<Answer>(method, `/api/alic/registration/${path}`, { body }).catch((error: HttpError) => error);
  return { client, send };
}

describe('mockRegistrationRoutes (an in-memory registration server)', () => {
  it('answers the first registration with the contract sample referenceId and later ones with 22-character ids of their own', async () => {
    const { send } = server();
    const ids = [];
    for (let count = 0; count < 3; count += 1) ids.push(((await send('POST', 'step1', step1Body)) as { referenceId: string }).referenceId);
    expect(ids[0]).toBe(mockRegistrationReferenceId);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('finds a person whatever the case and accents of the names, but not with another date of birth', async () => {
    const { send } = server();
    expect(await send('POST', 'step1', { ...step1Body, firstName: 'OLÍVIA', lastName: ' martinez' })).toMatchObject({ emailAvailable: true });
    expect(await send('POST', 'step1', { ...step1Body, dateOfBirth: '1986-04-13T00:00:00.000Z' })).toMatchObject({ status: 404 });
  });

  it('voids a code at the 5th wrong try (tooManyTries) until a new one is sent; an old code is expired; none sent is noCode', async () => {
    const { send } = server();
    const referenceId = mockRegistrationReferenceId;
    await send('POST', 'step1', step1Body);
    expect(await send('PUT', 'step2', { referenceId, otp: '123456' })).toMatchObject({ data: false, reason: 'noCode' });
    await send('POST', 'step2/otpRequest', { referenceId });
    expect(await send('PUT', 'step2', { referenceId, otp: mockOneTimeCodes.expired })).toMatchObject({ data: false, reason: 'expired' });
    const reasons = [];
    for (let tries = 0; tries < 5; tries += 1) reasons.push((await send('PUT', 'step2', { referenceId, otp: '111111' })).reason);
    expect(reasons).toEqual(['incorrect', 'incorrect', 'incorrect', 'incorrect', 'tooManyTries']);
    expect(await send('PUT', 'step2', { referenceId, otp: '123456' })).toMatchObject({ data: false, reason: 'tooManyTries' });
    await send('POST', 'step2/otpRequest', { referenceId });
    expect(await send('PUT', 'step2', { referenceId, otp: '123456' })).toMatchObject({ data: true });
  });

  it('ends the registration at the 5th wrong step-2 answer (later calls 410), as the server does', async () => {
    const { send } = server();
    const referenceId = mockRegistrationReferenceId;
    await send('POST', 'step1', step1Body);
    const answers = [];
    for (let tries = 0; tries < 5; tries += 1) answers.push(await send('POST', 'step2/memberId', { referenceId, memberId: '999999999' }));
    expect(answers.map((answer) => (answer as { valid?: boolean }).valid)).toEqual([false, false, false, false, false]);
    expect(await send('POST', 'step2/memberId', { referenceId, memberId: mockRegistrant.memberId })).toMatchObject({ status: 410 });
  });

  it('wants the five-digit code for a voice call and the six-digit one for a text', async () => {
    const { send } = server({ registration: { progress: 'emailVerified' } });
    const referenceId = mockRegistrationReferenceId;
    const voice = (await send('PUT', 'step4', { referenceId, phoneNumber: '4025550148', channel: 'voice' })) as { factorId: string };
    expect(await send('POST', 'step4/otpValidate', { referenceId, factorId: voice.factorId, otp: '123456' })).toMatchObject({ data: false });
    const text = (await send('PUT', 'step4', { referenceId, phoneNumber: '4025550148', channel: 'text' })) as { factorId: string };
    expect(text.factorId).not.toBe(voice.factorId);
    expect(await send('POST', 'step4/otpValidate', { referenceId, factorId: voice.factorId, otp: '123456' })).toMatchObject({ status: 409 });
    expect(await send('POST', 'step4/otpValidate', { referenceId, factorId: text.factorId, otp: '123456' })).toMatchObject({ data: true });
  });

  it('starts from a registration at a given step, for a screen test of a later step', async () => {
    const { send } = server({ registration: { progress: 'identityVerified' } });
    expect(await send('PUT', 'step3', { referenceId: mockRegistrationReferenceId, email: 'x@example.com' })).toMatchObject({ sentTo: 'x•••@example.com' });
    const found = server({ registration: { progress: 'memberFound' } });
    expect(await found.send('PUT', 'step3', { referenceId: mockRegistrationReferenceId, email: 'x@example.com' })).toMatchObject({ status: 409 });
  });

  it('refuses a blocklisted password and a password with a part of the email, and takes the email once the account exists', async () => {
    const { send } = server({ registration: { progress: 'emailVerified', email: 'harbor.light@example.com' } });
    const referenceId = mockRegistrationReferenceId;
    const blocked = (await send('POST', 'step5', { referenceId, password: mockBlocklistedPasswords[0] })) as HttpError;
    expect(blocked.status).toBe(406);
    expect((blocked.body as { errors: { rule: string }[] }).errors.map((error) => error.rule)).toEqual(['blocklisted']);
    const personal = (await send('POST', 'step5', { referenceId, password: 'Harbor-Lantern-47-Quietly' })) as HttpError;
    expect((personal.body as { errors: { rule: string }[] }).errors.map((error) => error.rule)).toEqual(['personalInfo']);
    expect(await send('POST', 'step5', { referenceId, password: 'Copper-Meadow-93-Softly' })).toMatchObject({ data: { userId: 'harbor.light@example.com' } });
    const { referenceId: next } = (await send('POST', 'step1', step1Body)) as { referenceId: string };
    await send('POST', 'step2/memberId', { referenceId: next, memberId: mockRegistrant.memberId });
    expect(await send('PUT', 'step3', { referenceId: next, email: 'Harbor.Light@example.com' })).toMatchObject({ status: 409 });
  });

  it('answers 429 with Retry-After for throttled calls and the chosen status for failing ones, leaving the others working', async () => {
    const { send } = server({ throttled: ['verifyRegistrationClaimNumber'], retryAfterSeconds: 90, failWith: { submitDependentEmail: 500 } });
    await send('POST', 'step1', step1Body);
    expect(await send('POST', 'step2/claimNumber', { referenceId: mockRegistrationReferenceId, claimNumber: 'D2507100123', sourceCode: 'PPO1' })).toMatchObject({
      status: 429,
      retryAfterSeconds: 90,
    });
    expect(await send('PUT', 'submitDependentEmail', { newEmail: 'a@example.com' })).toMatchObject({ status: 500 });
    expect(await send('POST', 'step2/memberId', { referenceId: mockRegistrationReferenceId, memberId: '100234567' })).toMatchObject({ valid: true });
  });
});
