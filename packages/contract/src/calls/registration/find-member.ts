// §7 registration step 1 (find you): the person is looked up in the member
// data of the partner; §8 'Unable to find member' when nobody matches.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { ErrorResponse } from '../../errors.ts';
import { SubsidiaryParams } from '../../params.ts';
import { dateOfBirthWithTime, fiveDigitZip, partnerCode, personName, referenceId, successStatus } from './fields.ts';

export const FindMemberRequest = Type.Object(
  {
    firstName: personName('first name'),
    lastName: personName('last name'),
    dateOfBirth: dateOfBirthWithTime,
    zipCode: fiveDigitZip,
    subsidiary: partnerCode('the partner the person registers with'),
    registrant: Type.Optional(
      Type.Union([Type.Literal('member'), Type.Literal('dependent')], {
        description: 'who registers: the member (default) or a dependent on their policy; a dependent under 18 is refused (403)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type FindMemberRequest = Type.Static<typeof FindMemberRequest>;

export const FindMemberResponse = Type.Object({
  status: successStatus,
  referenceId: referenceId('the registration the next steps name'),
  emailAvailable: Type.Boolean({ description: 'true when the member has an email on file, so step 2 may offer an email passcode' }),
  subsidiary: partnerCode('the partner of the registration'),
});
export type FindMemberResponse = Type.Static<typeof FindMemberResponse>;

export const findMemberForRegistration = defineCall({
  id: 'findMemberForRegistration',
  ...callRoutes.findMemberForRegistration,
  summary: 'Registration step 1: find the member by name, date of birth and ZIP',
  description:
    'Starts a registration. 404 "Unable to find member" when nobody matches (never more detail); 403 for a dependent under 18; 429 with Retry-After after too many lookups.',
  auth: 'none',
  params: SubsidiaryParams,
  body: FindMemberRequest,
  response: { 200: FindMemberResponse, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
});
