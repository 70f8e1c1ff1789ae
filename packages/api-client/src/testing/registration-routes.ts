// Mock routes of the registration calls for createMockHttpClient: an
// in-memory registration server with the real one's rules — step 1 finds a
// known person and starts a registration; a step whose previous step is not
// done answers 409; an unknown or finished referenceId 410; codes as in
// registration-mock-codes.ts; the 5th wrong step-2 answer ends the
// registration; a taken email 409 at step 3; a member with an account 409 at
// step 5; a weak password 406; chosen calls 429 or any status.
import type {
  ClaimNumberCheckRequest,
  DependentEmailRequest,
  FindMemberRequest,
  IdentityCodeRequest,
  MemberIdCheckRequest,
  ReferenceRequest,
  RegistrationEmailCodeRequest,
  RegistrationEmailRequest,
  RegistrationPasswordRequest,
  RegistrationPhoneCodeRequest,
  RegistrationPhoneRequest,
} from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { isValidEmail, type Partner } from '@portal/core';
import type { RegistrationCallId } from '../mapping/account-call-ids.ts';
import { dateOfBirthFromWire } from '../mapping/registration.ts';
import type { MockAnswer, MockRequest, MockRoutes } from './mock-routes.ts';
import { checkMockCode, maskedEmail, newMockCode, type MockCode } from './registration-mock-codes.ts';
import { mockAccountMessages, mockConflictAnswer, mockErrorAnswer, mockPasswordPolicyAnswer, mockThrottledAnswer } from './registration-mock-errors.ts';
import { mockRegistrants, mockRegistrationReferenceId, mockTakenEmail, type MockRegistrant } from './registration-mock-people.ts';

/** How far a registration the mock starts with has come (for a screen test of a later step). */
export type MockRegistrationProgress = 'memberFound' | 'identityVerified' | 'emailVerified';

/** Wrong step-2 answers a registration survives: the 5th ends it (start again at step 1). */
export const mockMaxIdentityFailures = 5;

export interface MockRegistrationOptions {
  /** The partner in the paths (default 'alic'). */
  subsidiary?: Partner;
  /** The people step 1 finds (default: mockRegistrants). */
  people?: readonly MockRegistrant[];
  /** Emails that already have an account: step 3 answers 409 (default: mockTakenEmail). Compared lower-case. */
  takenEmails?: readonly string[];
  /** A registration that exists before any call, at `mockRegistrationReferenceId` unless named (default: none). */
  registration?: { progress: MockRegistrationProgress; referenceId?: string; person?: MockRegistrant; email?: string };
  /** Calls that answer 429 with Retry-After, as when throttled. */
  throttled?: readonly RegistrationCallId[];
  /** Retry-After of the 429 answers (default 60). */
  retryAfterSeconds?: number;
  /** Calls that answer this HTTP status instead (e.g. 500 for an error state). */
  failWith?: Partial<Record<RegistrationCallId, number>>;
}

interface MockRegistration {
  person: MockRegistrant;
  identityVerified: boolean;
  /** Wrong step-2 answers (claim, member ID, SSN); the 5th ends the registration. */
  identityFailures: number;
  identityCode?: MockCode;
  email?: string;
  emailCode?: MockCode;
  emailVerified: boolean;
  phone?: { factorId: string; code: MockCode };
  /** Step 5 done, or too many wrong step-2 answers: the referenceId is used up (410). */
  finished: boolean;
}

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase();

function isPerson(person: MockRegistrant, request: FindMemberRequest): boolean {
  return (
    normalized(person.firstName) === normalized(request.firstName) &&
    normalized(person.lastName) === normalized(request.lastName) &&
    person.dateOfBirth === dateOfBirthFromWire(request.dateOfBirth) &&
    person.zipCode === request.zipCode
  );
}

/** Routes of the 11 registration calls, sharing one in-memory state. */
export function mockRegistrationRoutes(options: MockRegistrationOptions = {}): MockRoutes {
  const subsidiary = options.subsidiary ?? 'alic';
  const people = options.people ?? mockRegistrants;
  const takenEmails = new Set((options.takenEmails ?? [mockTakenEmail]).map((email) => email.toLowerCase()));
  const registrations = new Map<string, MockRegistration>();
  let registrationCount = 0;
  let factorCount = 0;

  if (options.registration) {
    const { progress, referenceId = mockRegistrationReferenceId, person = people[0]!, email } = options.registration;
    const emailVerified = progress === 'emailVerified';
    registrations.set(referenceId, {
      person,
      identityVerified: progress !== 'memberFound',
      identityFailures: 0,
      emailVerified,
      ...(emailVerified ? { email: email ?? person.emailOnFile ?? 'new.member@example.com' } : {}),
      finished: false,
    });
  }

  /** The first registration gets the contract's sample referenceId; later ones 22 base64url characters of their own. */
  function newReferenceId(): string {
    if (!registrations.has(mockRegistrationReferenceId)) return mockRegistrationReferenceId;
    registrationCount += 1;
    return `mockRegistration${String(registrationCount).padStart(6, '0')}`;
  }

  const live = (referenceId: string) => {
    const registration = registrations.get(referenceId);
    return registration && !registration.finished ? registration : undefined;
  };
  const expired = () => mockErrorAnswer(410, mockAccountMessages.expired);

  /** A step-2 answer: right → identity verified; the 5th wrong one ends the registration, as the server does. */
  const settleIdentity = (registration: MockRegistration, valid: boolean): MockAnswer => {
    if (valid) registration.identityVerified = true;
    else if ((registration.identityFailures += 1) >= mockMaxIdentityFailures) registration.finished = true;
    return { status: 'SUCCESS', valid };
  };
  const outOfOrder = () => mockConflictAnswer(mockAccountMessages.outOfOrder, 'previousStepFirst');

  /** A step of a live registration: 410 for an unknown or finished one. */
  const step =
    <B extends { referenceId: string }>(answer: (registration: MockRegistration, body: B) => MockAnswer) =>
    (request: MockRequest) => {
      const body = request.options.body as B;
      const registration = live(body.referenceId);
      return registration ? answer(registration, body) : expired();
    };

  const handlers: Record<RegistrationCallId, (request: MockRequest) => MockAnswer> = {
    findMemberForRegistration: (request) => {
      const body = request.options.body as FindMemberRequest;
      const person = people.find((candidate) => isPerson(candidate, body));
      if (!person) return mockErrorAnswer(404, mockAccountMessages.notFound);
      const referenceId = newReferenceId();
      registrations.set(referenceId, { person, identityVerified: false, identityFailures: 0, emailVerified: false, finished: false });
      return { status: 'SUCCESS', referenceId, emailAvailable: person.emailOnFile !== undefined, subsidiary };
    },

    submitDependentEmail: (request) => {
      const body = request.options.body as DependentEmailRequest;
      return isValidEmail(body.newEmail) ? { status: 'SUCCESS' } : mockErrorAnswer(400, mockAccountMessages.invalidEmail);
    },

    verifyRegistrationClaimNumber: step<ClaimNumberCheckRequest>((registration, body) => {
      const valid =
        body.claimNumber.toUpperCase() === registration.person.claimNumber.toUpperCase() &&
        body.sourceCode.toUpperCase() === registration.person.sourceCode.toUpperCase();
      return settleIdentity(registration, valid);
    }),

    requestRegistrationIdentityCode: step<ReferenceRequest>((registration) => {
      const email = registration.person.emailOnFile;
      if (!email) return mockErrorAnswer(400, mockAccountMessages.noEmailOnFile);
      registration.identityCode = newMockCode('email');
      return { status: 'SUCCESS', sentTo: maskedEmail(email) };
    }),

    verifyRegistrationIdentityCode: step<IdentityCodeRequest>((registration, body) => {
      const check = checkMockCode(registration.identityCode, body.otp);
      if (check.data) registration.identityVerified = true;
      return { status: 'SUCCESS', ...check };
    }),

    verifyRegistrationMemberId: step<MemberIdCheckRequest>((registration, body) => {
      const valid = 'memberId' in body ? body.memberId === registration.person.memberId : body.ssn === registration.person.ssn;
      return settleIdentity(registration, valid);
    }),

    submitRegistrationEmail: step<RegistrationEmailRequest>((registration, body) => {
      if (!registration.identityVerified) return outOfOrder();
      if (takenEmails.has(body.email.toLowerCase())) return mockConflictAnswer(mockAccountMessages.emailExists, 'emailExists');
      Object.assign(registration, { email: body.email, emailCode: newMockCode('email'), emailVerified: false });
      return { status: 'SUCCESS', sentTo: maskedEmail(body.email) };
    }),

    verifyRegistrationEmailCode: step<RegistrationEmailCodeRequest>((registration, body) => {
      if (!registration.email) return outOfOrder();
      const check = checkMockCode(registration.emailCode, body.otp);
      if (check.data) registration.emailVerified = true;
      return { status: 'SUCCESS', ...check };
    }),

    submitRegistrationPhone: step<RegistrationPhoneRequest>((registration, body) => {
      if (!registration.emailVerified) return outOfOrder();
      factorCount += 1;
      const factorId = `mockPhoneFactor${factorCount}`;
      registration.phone = { factorId, code: newMockCode(body.channel) };
      return { status: 'SUCCESS', factorId };
    }),

    verifyRegistrationPhoneCode: step<RegistrationPhoneCodeRequest>((registration, body) => {
      if (!registration.phone) return outOfOrder();
      if (registration.phone.factorId !== body.factorId) return mockConflictAnswer(mockAccountMessages.unknownPhone, 'unknownPhone');
      return { status: 'SUCCESS', ...checkMockCode(registration.phone.code, body.otp) };
    }),

    createRegistrationPassword: step<RegistrationPasswordRequest>((registration, body) => {
      if (!registration.emailVerified || !registration.email) return outOfOrder();
      if (registration.person.hasAccount) return mockConflictAnswer(mockAccountMessages.memberHasAccount, 'memberHasAccount');
      const owner = { userId: registration.email, firstName: registration.person.firstName, lastName: registration.person.lastName };
      const refused = mockPasswordPolicyAnswer(body.password, owner, body.confirmPassword);
      if (refused) return refused;
      registration.finished = true;
      takenEmails.add(registration.email.toLowerCase());
      return { status: 'SUCCESS', data: { userId: registration.email } };
    }),
  };

  const routes: MockRoutes = {};
  for (const [callId, handler] of Object.entries(handlers) as [RegistrationCallId, (request: MockRequest) => MockAnswer][]) {
    const route = callRoutes[callId];
    const failStatus = options.failWith?.[callId];
    routes[`${route.method} ${callPath(route.path, { subsidiary })}`] = (request: MockRequest) => {
      if (options.throttled?.includes(callId)) return mockThrottledAnswer(options.retryAfterSeconds ?? 60);
      if (failStatus !== undefined) return mockErrorAnswer(failStatus, mockAccountMessages.unavailable);
      return handler(request);
    };
  }
  return routes;
}
