// §2/§7: a dependent cannot register; the thank-you page lets them leave an email.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { ErrorResponse } from '../../errors.ts';
import { SubsidiaryParams } from '../../params.ts';
import { personName, signInEmail, successStatus } from './fields.ts';

export const DependentEmailRequest = Type.Object(
  {
    newEmail: signInEmail("the dependent's email"),
    firstName: Type.Optional(personName("the dependent's first name")),
    lastName: Type.Optional(personName("the dependent's last name")),
  },
  { additionalProperties: false },
);
export type DependentEmailRequest = Type.Static<typeof DependentEmailRequest>;

export const DependentEmailResponse = Type.Object({ status: successStatus });
export type DependentEmailResponse = Type.Static<typeof DependentEmailResponse>;

export const submitDependentEmail = defineCall({
  id: 'submitDependentEmail',
  ...callRoutes.submitDependentEmail,
  summary: "Leave a dependent's email",
  auth: 'none',
  params: SubsidiaryParams,
  body: DependentEmailRequest,
  response: { 200: DependentEmailResponse, 400: ErrorResponse, 429: ErrorResponse },
});
