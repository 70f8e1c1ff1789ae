// Registration (§4 steps 1–5) and connecting a verified
// member to a signed-in account (§2 /no-policy-found). The server holds each
// registration's state by the hash of its referenceId, so no step can be
// skipped by calling a later one: each checks the one before (409), and an
// unknown, finished or expired registration answers 410.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Partner } from '@portal/core';
import type {
  AccountConflictReason,
  ClaimNumberCheckRequest,
  CodeCheckResponse,
  DependentEmailRequest,
  FindMemberRequest,
  FindMemberResponse,
  IdentityCheckResponse,
  MemberIdCheckRequest,
  RegistrationPasswordResponse,
  RegistrationPhoneRequest,
  RegistrationPhoneResponse,
} from '@portal/contract';
import type { CodePurpose, OneTimeCodes } from '../../identity/one-time-codes/one-time-codes.ts';
import { checkPassword, passwordPolicyFailure } from '../../identity/password-policy/password-policy.ts';
import { maskEmail } from '../../messaging/mask.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { PasswordPolicyRefusal } from '../shared/password-policy-refusal.ts';
import { CodeSendLimitError, RegistrationConflict } from './errors.ts';
import { comparableName, sameName } from './name-match.ts';
import { codeSubjectOf, newReferenceId, referenceHashOf } from './reference-id.ts';
import type { IdentityMethod, RegistrationRecord, RegistrationRepository } from './repository.ts';
import { ssnMatches } from '../../lib/ssn-digest.ts';
import { invalidSubsidiaryTexts, registrationText, type RegistrationText } from './texts.ts';

/** §7: a registration expires 30 minutes after its last step. */
export const registrationLifetimeMs = 30 * 60_000;
/** Wrong step-2 answers a registration survives: the 5th ends it (start again at step 1). */
export const maxIdentityFailures = 5;

export interface RegistrationServiceOptions {
  readonly repository: RegistrationRepository;
  readonly oneTimeCodes: OneTimeCodes;
  readonly throttle: Pick<Throttle, 'recordFailure' | 'clearFailures'>;
  readonly hashPassword: (password: string) => Promise<string>;
  /** Tells cached member data that an account now holds the member. */
  readonly memberDataChanged?: (memberId: string) => void;
  readonly now?: () => Date;
}

/** The caller of a registration call: the partner of the path and the language of Accept-Language. */
export interface Caller {
  readonly partner: Partner;
  readonly language: MemberLanguage;
}

type Success = { status: 'SUCCESS' };
const success = { status: 'SUCCESS' } as const;

/** What step 1 throttles by when it has no registration yet: the person typed, never stored in the clear. */
export function personKeyOf(body: Pick<FindMemberRequest, 'lastName' | 'dateOfBirth' | 'zipCode'>): string {
  return `person:${comparableName(body.lastName)}|${body.dateOfBirth.slice(0, 10)}|${body.zipCode}`;
}

/** Adult dependents (beyond §1's "no access yet") register from this age; younger ones still cannot. */
export const adultDependentAge = 18;

/** Whole years from `dateOfBirth` ('YYYY-MM-DD') to `on`. */
export function ageOn(dateOfBirth: string, on: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const today = on.toISOString().slice(0, 10).split('-').map(Number) as [number, number, number];
  return today[0] - year - (today[1] < month || (today[1] === month && today[2] < day) ? 1 : 0);
}

/** The dependent's name as on the plan split like the form's: the first word, and the rest as the last name. */
function dependentNameOf(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** 'YYYY-MM-DD' when the date exists (the schema lets 1990-02-31 through). */
function calendarDate(dateWithTime: string): string | undefined {
  const date = dateWithTime.slice(0, 10);
  const parsed = new Date(`${date}T00:00:00.000Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? undefined : date;
}

export function createRegistrationService(options: RegistrationServiceOptions) {
  const { repository, oneTimeCodes, throttle } = options;
  const now = options.now ?? (() => new Date());
  const expiry = (at: Date) => new Date(at.getTime() + registrationLifetimeMs);
  const refuse = (status: number, caller: Caller, text: RegistrationText) => new HttpError(status, registrationText(caller.language, text));
  const conflict = (caller: Caller, reason: RegistrationText & AccountConflictReason) =>
    new RegistrationConflict(registrationText(caller.language, reason), reason);

  /** The caller's registration while it may go on; 410 otherwise (never saying which: unknown, finished or expired). */
  async function activeRegistration(caller: Caller, referenceId: string): Promise<RegistrationRecord> {
    const registration = await repository.find(referenceHashOf(referenceId));
    if (!registration || registration.partner !== caller.partner || registration.completedAt || registration.expiresAt <= now()) {
      throw refuse(410, caller, 'registrationGone');
    }
    return registration;
  }

  function requireStep(caller: Caller, done: unknown): void {
    if (!done) throw conflict(caller, 'previousStepFirst');
  }

  async function sendCode(
    caller: Caller,
    registration: RegistrationRecord,
    code: { purpose: CodePurpose; destination: string; channel: 'email' | 'text' | 'voice' },
  ): Promise<void> {
    const issued = await oneTimeCodes.issue({
      partner: caller.partner,
      purpose: code.purpose,
      subject: codeSubjectOf(registration.referenceHash),
      destination: code.destination,
      channel: code.channel,
      language: caller.language,
    });
    if (!issued.sent) throw new CodeSendLimitError(issued.retryAfterSeconds);
  }

  /** Checks a code of the registration; right → `onValid`; wrong → a failure counted against the registration. */
  async function checkCode(
    caller: Caller,
    referenceId: string,
    registration: RegistrationRecord,
    purpose: CodePurpose,
    otp: string,
    expectedDestination: string | null,
    onValid: () => Promise<void>,
  ): Promise<CodeCheckResponse> {
    const result = await oneTimeCodes.verify({ partner: caller.partner, purpose, subject: codeSubjectOf(registration.referenceHash), code: otp });
    // A code sent to an earlier email or phone of this registration proves nothing about the current one.
    if (result.valid && (expectedDestination === null || result.destination === expectedDestination)) {
      await onValid();
      await throttle.clearFailures('codeEntry', referenceId);
      return { ...success, data: true };
    }
    await throttle.recordFailure('codeEntry', referenceId);
    return { ...success, data: false, reason: result.valid ? 'noCode' : result.reason };
  }

  /** A step-2 answer (claim, member ID, SSN): right → identity verified; the 5th wrong one ends the registration. */
  async function settleIdentity(referenceId: string, registration: RegistrationRecord, method: IdentityMethod, valid: boolean): Promise<IdentityCheckResponse> {
    const at = now();
    if (valid) {
      await repository.identityVerified(registration.referenceHash, method, at, expiry(at));
      await throttle.clearFailures('registrationLookup', referenceId);
      return { ...success, valid: true };
    }
    const failures = await repository.identityFailed(registration.referenceHash);
    await throttle.recordFailure('registrationLookup', referenceId);
    if (failures >= maxIdentityFailures) await repository.expire(registration.referenceHash, at);
    return { ...success, valid: false };
  }

  /**
   * Step 1 on the dependent path: a dependent on a member's policy (at the
   * member's ZIP). An adult goes on to step 2 like a member; a minor is told
   * they cannot register yet (403) and the site offers the email form.
   */
  async function findDependent(caller: Caller, body: FindMemberRequest, dateOfBirth: string): Promise<FindMemberResponse> {
    const candidates = await repository.dependentsBornOn(caller.partner, dateOfBirth, body.zipCode);
    const dependent = candidates.find((d) => {
      const name = dependentNameOf(d.name);
      return sameName(body.firstName, name.firstName) && sameName(body.lastName, name.lastName);
    });
    if (!dependent) {
      await throttle.recordFailure('registrationLookup', personKeyOf(body));
      throw refuse(404, caller, 'memberNotFound');
    }
    if (ageOn(dependent.dateOfBirth, now()) < adultDependentAge) throw refuse(403, caller, 'dependentTooYoung');
    const referenceId = newReferenceId();
    const at = now();
    await repository.start({
      referenceHash: referenceHashOf(referenceId), partner: caller.partner, memberId: dependent.memberId,
      dependentClaimant: dependent.claimantNumber, now: at, expiresAt: expiry(at),
    });
    // No email of the dependent's own is on file: step 2 is the claim number or the member ID.
    return { ...success, referenceId, emailAvailable: false, subsidiary: caller.partner };
  }

  return {
    async findMember(caller: Caller, body: FindMemberRequest): Promise<FindMemberResponse> {
      if (body.subsidiary !== caller.partner) throw new HttpError(400, invalidSubsidiaryTexts[caller.partner][caller.language]);
      const dateOfBirth = calendarDate(body.dateOfBirth);
      if (!dateOfBirth) throw refuse(400, caller, 'invalidDate');
      if (body.registrant === 'dependent') return findDependent(caller, body, dateOfBirth);
      const candidates = await repository.membersBornOn(caller.partner, dateOfBirth, body.zipCode);
      const member = candidates.find((m) => sameName(body.firstName, m.firstName) && sameName(body.lastName, m.lastName));
      if (!member) {
        await throttle.recordFailure('registrationLookup', personKeyOf(body));
        throw refuse(404, caller, 'memberNotFound');
      }
      const referenceId = newReferenceId();
      const at = now();
      await repository.start({ referenceHash: referenceHashOf(referenceId), partner: caller.partner, memberId: member.id, now: at, expiresAt: expiry(at) });
      return { ...success, referenceId, emailAvailable: member.email.trim() !== '', subsidiary: caller.partner };
    },

    async submitDependentEmail(caller: Caller, body: DependentEmailRequest): Promise<Success> {
      await repository.addDependentEmail(caller.partner, {
        email: body.newEmail.trim().toLowerCase(),
        firstName: body.firstName?.trim() ?? '',
        lastName: body.lastName?.trim() ?? '',
      });
      return success;
    },

    async verifyClaimNumber(caller: Caller, body: ClaimNumberCheckRequest): Promise<IdentityCheckResponse> {
      const registration = await activeRegistration(caller, body.referenceId);
      const claimNumber = body.claimNumber.toUpperCase();
      const sourceCode = body.sourceCode.toUpperCase();
      const valid = registration.dependentClaimant === null
        ? await repository.memberHasClaim(registration.memberId, claimNumber, sourceCode)
        : await repository.dependentHasClaim(registration.memberId, registration.dependentClaimant, claimNumber, sourceCode);
      return settleIdentity(body.referenceId, registration, 'claimNumber', valid);
    },

    async verifyMemberId(caller: Caller, body: MemberIdCheckRequest): Promise<IdentityCheckResponse> {
      const registration = await activeRegistration(caller, body.referenceId);
      if ('memberId' in body) return settleIdentity(body.referenceId, registration, 'memberId', body.memberId === registration.memberId);
      // The member data keeps the member's SSN only: a dependent proves who they are by claim or member ID.
      const valid = registration.dependentClaimant === null
        && ssnMatches(registration.memberId, body.ssn, await repository.ssnDigestOf(registration.memberId));
      return settleIdentity(body.referenceId, registration, 'ssn', valid);
    },

    async requestIdentityCode(caller: Caller, referenceId: string): Promise<{ status: 'SUCCESS'; sentTo: string }> {
      const registration = await activeRegistration(caller, referenceId);
      const email = registration.memberEmail.trim();
      if (!email) throw refuse(400, caller, 'noEmailOnFile');
      await sendCode(caller, registration, { purpose: 'registrationIdentity', destination: email, channel: 'email' });
      return { ...success, sentTo: maskEmail(email) };
    },

    async verifyIdentityCode(caller: Caller, body: { referenceId: string; otp: string }): Promise<CodeCheckResponse> {
      const registration = await activeRegistration(caller, body.referenceId);
      return checkCode(caller, body.referenceId, registration, 'registrationIdentity', body.otp, null, async () => {
        const at = now();
        await repository.identityVerified(registration.referenceHash, 'emailCode', at, expiry(at));
      });
    },

    async submitEmail(caller: Caller, body: { referenceId: string; email: string }): Promise<{ status: 'SUCCESS'; sentTo: string }> {
      const registration = await activeRegistration(caller, body.referenceId);
      requireStep(caller, registration.identityVerifiedAt);
      const email = body.email.trim().toLowerCase();
      // Told only now, after step 2: a stranger cannot learn who has an account.
      if (await repository.emailHasAccount(caller.partner, email)) throw conflict(caller, 'emailExists');
      await repository.emailChosen(registration.referenceHash, email, expiry(now()));
      await sendCode(caller, registration, { purpose: 'registrationEmail', destination: email, channel: 'email' });
      return { ...success, sentTo: maskEmail(email) };
    },

    async verifyEmailCode(caller: Caller, body: { referenceId: string; otp: string }): Promise<CodeCheckResponse> {
      const registration = await activeRegistration(caller, body.referenceId);
      requireStep(caller, registration.identityVerifiedAt && registration.email);
      return checkCode(caller, body.referenceId, registration, 'registrationEmail', body.otp, registration.email, async () => {
        const at = now();
        await repository.emailVerified(registration.referenceHash, at, expiry(at));
      });
    },

    async submitPhone(caller: Caller, body: RegistrationPhoneRequest): Promise<RegistrationPhoneResponse> {
      const registration = await activeRegistration(caller, body.referenceId);
      requireStep(caller, registration.emailVerifiedAt);
      const factorId = `phf_${randomBytes(12).toString('base64url')}`;
      await repository.phoneChosen(registration.referenceHash, { number: body.phoneNumber, channel: body.channel, factorId }, expiry(now()));
      await sendCode(caller, registration, { purpose: 'registrationPhone', destination: body.phoneNumber, channel: body.channel });
      return { ...success, factorId };
    },

    async verifyPhoneCode(caller: Caller, body: { referenceId: string; factorId: string; otp: string }): Promise<CodeCheckResponse> {
      const registration = await activeRegistration(caller, body.referenceId);
      requireStep(caller, registration.emailVerifiedAt && registration.phoneFactorId);
      if (body.factorId !== registration.phoneFactorId) throw conflict(caller, 'unknownPhone');
      return checkCode(caller, body.referenceId, registration, 'registrationPhone', body.otp, registration.phone, async () => {
        const at = now();
        await repository.phoneVerified(registration.referenceHash, at, expiry(at));
      });
    },

    async createPassword(
      caller: Caller,
      body: { referenceId: string; password: string; confirmPassword?: string | undefined },
    ): Promise<RegistrationPasswordResponse> {
      const registration = await activeRegistration(caller, body.referenceId);
      requireStep(caller, registration.emailVerifiedAt && registration.email);
      const email = registration.email!;
      const check = checkPassword(body.password, { userId: email, firstName: registration.firstName, lastName: registration.lastName }, caller.language);
      const failures = check.ok ? [] : [...check.failures];
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
        failures.push(passwordPolicyFailure('confirmation', caller.language));
      }
      if (failures.length > 0) throw new PasswordPolicyRefusal(registrationText(caller.language, 'passwordPolicy'), failures);
      const passwordHash = await options.hashPassword(body.password);
      const outcome = await repository.createAccount(
        registration.referenceHash,
        { id: randomUUID(), partner: caller.partner, email, passwordHash, memberId: registration.memberId, dependentClaimant: registration.dependentClaimant },
        now(),
      );
      if (outcome === 'gone') throw refuse(410, caller, 'registrationGone');
      if (outcome === 'memberHasAccount') throw conflict(caller, 'memberHasAccount');
      if (outcome === 'emailExists') throw conflict(caller, 'emailExists');
      return { ...success, data: { userId: email } };
    },

    /**
     * Connects the member a registration verified (steps 1–2) to the signed-in
     * account. Idempotent: the same account calling again with the same
     * referenceId is answered SUCCESS, though the registration is used up.
     */
    async addMemberData(caller: Caller, token: AccessTokenClaims, referenceId: string): Promise<{ status: 'SUCCESS'; data: true; message: 'SUCCESS' }> {
      if (!token.roles.includes('member')) throw refuse(403, caller, 'notAMemberAccount');
      const done = { ...success, data: true, message: 'SUCCESS' } as const;
      const earlier = await repository.find(referenceHashOf(referenceId));
      if (earlier && earlier.partner === caller.partner && earlier.identityVerifiedAt && earlier.accountId === token.subject) return done;
      const registration = await activeRegistration(caller, referenceId);
      if (!registration.identityVerifiedAt) throw refuse(404, caller, 'notVerified');
      // A dependent's registration makes their own account (step 5); it never joins the policy to someone's account.
      if (registration.dependentClaimant !== null) throw refuse(403, caller, 'dependentCannotConnect');
      const outcome = await repository.connectMember(caller.partner, token.subject, registration.referenceHash, registration.memberId, now());
      if (outcome === 'noAccount') throw refuse(403, caller, 'notAMemberAccount');
      if (outcome === 'memberOfAnotherAccount') throw conflict(caller, 'memberOfAnotherAccount');
      if (outcome === 'accountHasAnotherMember') throw conflict(caller, 'accountHasAnotherMember');
      if (outcome === 'connected') options.memberDataChanged?.(registration.memberId);
      return done;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
