// The account calls (registration, connect account, profile security).
import type { CallRouteId } from '@portal/contract/routes';

export const registrationCallIds = [
  'findMemberForRegistration',
  'submitDependentEmail',
  'verifyRegistrationClaimNumber',
  'requestRegistrationIdentityCode',
  'verifyRegistrationIdentityCode',
  'verifyRegistrationMemberId',
  'submitRegistrationEmail',
  'verifyRegistrationEmailCode',
  'submitRegistrationPhone',
  'verifyRegistrationPhoneCode',
  'createRegistrationPassword',
] as const satisfies readonly CallRouteId[];
export type RegistrationCallId = (typeof registrationCallIds)[number];

export const selfServiceCallIds = ['changePassword', 'requestEmailChangeCode', 'validateEmailChange', 'addMemberData'] as const satisfies readonly CallRouteId[];
export type SelfServiceCallId = (typeof selfServiceCallIds)[number];

export type AccountCallId = RegistrationCallId | SelfServiceCallId;
