// §7 registration step 2 (connect your account): the person proves they are
// the member found in step 1 by a claim number + source code of one of their
// claims, by a code sent to the email on file, or by member ID / SSN.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { SubsidiaryParams } from '../../params.ts';
import { claimNumber } from '../claims.ts';
import {
  CodeCheckResponse,
  memberIdNumber,
  oneTimeCode,
  ReferenceRequest,
  referenceId,
  registrationStepErrorResponses,
  sentTo,
  socialSecurityNumber,
  successStatus,
} from './fields.ts';

/** The answer of a step-2 check: valid true when the person is the member. */
export const IdentityCheckResponse = Type.Object({
  status: successStatus,
  valid: Type.Boolean({ description: 'true when the answer matches the member found in step 1' }),
});
export type IdentityCheckResponse = Type.Static<typeof IdentityCheckResponse>;

export const ClaimNumberCheckRequest = Type.Object(
  {
    referenceId: referenceId(),
    claimNumber: claimNumber("number of one of the member's claims"),
    sourceCode: Type.String({ minLength: 1, maxLength: 8, pattern: '^[A-Za-z0-9]+$', description: 'source code printed with the claim number' }),
  },
  { additionalProperties: false },
);
export type ClaimNumberCheckRequest = Type.Static<typeof ClaimNumberCheckRequest>;

export const verifyRegistrationClaimNumber = defineCall({
  id: 'verifyRegistrationClaimNumber',
  ...callRoutes.verifyRegistrationClaimNumber,
  summary: 'Registration step 2: verify identity by claim number and source code',
  auth: 'none',
  params: SubsidiaryParams,
  body: ClaimNumberCheckRequest,
  response: { 200: IdentityCheckResponse, ...registrationStepErrorResponses },
});

export const IdentityCodeSentResponse = Type.Object({ status: successStatus, sentTo });
export type IdentityCodeSentResponse = Type.Static<typeof IdentityCodeSentResponse>;

export const requestRegistrationIdentityCode = defineCall({
  id: 'requestRegistrationIdentityCode',
  ...callRoutes.requestRegistrationIdentityCode,
  summary: 'Registration step 2: send a code to the email on file',
  description: '400 when the member has no email on file; 429 with Retry-After when too many codes were sent.',
  auth: 'none',
  params: SubsidiaryParams,
  body: ReferenceRequest,
  response: { 200: IdentityCodeSentResponse, ...registrationStepErrorResponses },
});

export const IdentityCodeRequest = Type.Object(
  { referenceId: referenceId(), otp: oneTimeCode('the code sent to the email on file') },
  { additionalProperties: false },
);
export type IdentityCodeRequest = Type.Static<typeof IdentityCodeRequest>;

export const verifyRegistrationIdentityCode = defineCall({
  id: 'verifyRegistrationIdentityCode',
  ...callRoutes.verifyRegistrationIdentityCode,
  summary: 'Registration step 2: verify identity by the code sent to the email on file',
  auth: 'none',
  params: SubsidiaryParams,
  body: IdentityCodeRequest,
  response: { 200: CodeCheckResponse, ...registrationStepErrorResponses },
});

/** Exactly one of member ID and SSN. */
export const MemberIdCheckRequest = Type.Union(
  [
    Type.Object({ referenceId: referenceId(), memberId: memberIdNumber }, { additionalProperties: false }),
    Type.Object({ referenceId: referenceId(), ssn: socialSecurityNumber }, { additionalProperties: false }),
  ],
  { description: 'the registration and exactly one of member ID and SSN' },
);
export type MemberIdCheckRequest = Type.Static<typeof MemberIdCheckRequest>;

export const verifyRegistrationMemberId = defineCall({
  id: 'verifyRegistrationMemberId',
  ...callRoutes.verifyRegistrationMemberId,
  summary: 'Registration step 2: verify identity by member ID or Social Security number',
  auth: 'none',
  params: SubsidiaryParams,
  body: MemberIdCheckRequest,
  response: { 200: IdentityCheckResponse, ...registrationStepErrorResponses },
});

