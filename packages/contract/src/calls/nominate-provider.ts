// §3 nomination fields and specialties; §5 nomination fields are required;
// §7 the answer's message is SUCCESS.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { stringEnum } from '../wire.ts';
import { emailAddress, phoneDigits, requiredText, stateCode, zipCode } from './contact-fields.ts';
import { callRoutes } from '../call-routes.ts';
import { providerSpecialties } from '../call-values.ts';

export { providerSpecialties };

export const NominateProviderRequest = Type.Object(
  {
    providerName: requiredText("dentist's name"),
    practiceName: requiredText('name of the practice'),
    specialty: stringEnum(providerSpecialties, "the dentist's specialty"),
    street: requiredText("practice's street address"),
    city: requiredText("practice's city", 64),
    state: stateCode("practice's state"),
    zip: zipCode("practice's ZIP code"),
    phone: phoneDigits("practice's phone"),
    fax: Type.Optional(phoneDigits("practice's fax")),
    email: Type.Optional(emailAddress("practice's email")),
    nominatorName: requiredText('your name'),
    nominatorAddress: requiredText('your address', 512),
    nominatorPhone: phoneDigits('your phone'),
    nominatorEmail: emailAddress('your email'),
    nominatorEmployer: requiredText('your employer'),
    shareNominatorName: Type.Boolean({ description: 'whether we may tell the dentist who nominated them' }),
  },
  { additionalProperties: false },
);
export type NominateProviderRequest = Type.Static<typeof NominateProviderRequest>;

export const NominateProviderResponse = Type.Object({
  message: Type.Literal('SUCCESS', { description: 'SUCCESS when the nomination was received' }),
});
export type NominateProviderResponse = Type.Static<typeof NominateProviderResponse>;

export const nominateProvider = defineCall({
  id: 'nominateProvider',
  ...callRoutes.nominateProvider,
  summary: 'Nominate a dentist to join the network',
  params: SubsidiaryParams,
  body: NominateProviderRequest,
  response: { 200: NominateProviderResponse, ...memberErrorResponses },
});
