// §1/§2 Member Savings tab: offers shown when the member's visibility rules
// include the offer's rule code (rx, wo01, wo02).
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { contentLanguages, stringEnum, text } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

export const SavingsContentQuery = Type.Object({
  lang: Type.Optional(stringEnum(contentLanguages, 'language of the content; default en')),
});
export type SavingsContentQuery = Type.Static<typeof SavingsContentQuery>;

export const SavingsOffer = Type.Object({
  id: text('stable id of the offer', 64),
  ruleCode: text('visibility rule code the member needs to see the offer (rx, wo01, wo02)', 16),
  title: text('offer heading'),
  description: text('offer text', 2000),
  linkLabel: text('text of the offer link'),
  linkUrl: Type.String({ format: 'uri', maxLength: 2048, description: 'where the offer link goes (opens a partner site)' }),
  phone: text('phone number to call for the offer, 10 digits; empty when none', 10),
});
export type SavingsOffer = Type.Static<typeof SavingsOffer>;

export const SavingsContent = Type.Object({
  language: stringEnum(contentLanguages, 'language of the content'),
  heading: text('heading of the Member Savings tab'),
  introduction: text('paragraph under the heading', 2000),
  offers: Type.Array(SavingsOffer, { description: 'every offer of the partner; the site shows those the rules allow' }),
  disclaimer: text('small print under the offers', 4000),
});
export type SavingsContent = Type.Static<typeof SavingsContent>;

export const getSavingsContent = defineCall({
  id: 'getSavingsContent',
  ...callRoutes.getSavingsContent,
  summary: 'Member Savings content of the partner',
  params: SubsidiaryParams,
  querystring: SavingsContentQuery,
  response: { 200: SavingsContent, ...memberErrorResponses },
});
