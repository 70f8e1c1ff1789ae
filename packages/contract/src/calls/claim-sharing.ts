// Adult dependents with their own account (beyond §1's "no access yet"):
// whether an adult dependent shares their claims and EOBs with the
// policyholder. The dependent reads and changes their choice on /profile;
// the policyholder reads which dependents manage their own claims and which
// share them ("Lily manages their own claims" / "Shared by Lily").
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { callRoutes } from '../call-routes.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { successStatus } from './registration/fields.ts';

export const ManagedDependent = Type.Object({
  claimant: Type.Integer({ minimum: 2, description: 'the dependent’s claimant number on the policy' }),
  firstName: Type.String({ maxLength: 60 }),
  shared: Type.Boolean({ description: 'the dependent shares their claims and EOBs with the policyholder' }),
});
export type ManagedDependent = Type.Static<typeof ManagedDependent>;

export const ClaimSharingResponse = Type.Union([
  Type.Object({
    status: successStatus,
    role: Type.Literal('policyholder'),
    dependents: Type.Array(ManagedDependent, { description: 'adult dependents with their own account' }),
  }),
  Type.Object({
    status: successStatus,
    role: Type.Literal('dependent'),
    policyholderFirstName: Type.String({ maxLength: 60 }),
    shared: Type.Boolean(),
  }),
]);
export type ClaimSharingResponse = Type.Static<typeof ClaimSharingResponse>;

export const ClaimSharingRequest = Type.Object({ shared: Type.Boolean() }, { additionalProperties: false });
export type ClaimSharingRequest = Type.Static<typeof ClaimSharingRequest>;

export const getClaimSharing = defineCall({
  id: 'getClaimSharing',
  ...callRoutes.getClaimSharing,
  summary: 'Who in the household manages their own claims, and what they share',
  description: 'A policyholder: each adult dependent with their own account and whether they share their claims. An adult dependent: their own choice.',
  params: SubsidiaryParams,
  response: { 200: ClaimSharingResponse, ...memberErrorResponses },
});

export const setClaimSharing = defineCall({
  id: 'setClaimSharing',
  ...callRoutes.setClaimSharing,
  summary: 'An adult dependent shares their claims and EOBs with the policyholder, or stops',
  description: 'Takes effect at once for both people; 403 for anyone but an adult dependent with their own account.',
  params: SubsidiaryParams,
  body: ClaimSharingRequest,
  response: { 200: ClaimSharingResponse, ...memberErrorResponses },
});
