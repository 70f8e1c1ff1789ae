// §3: visibility rules attach to each member line item by matching spdc and
// productType; §6: they gate content per policy; §2: Member Savings shows
// only when some rule has code rx, wo01 or wo02.
import { productTypes } from '@portal/core';
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { Spdc } from '../spdc.ts';
import { stringEnum, text } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

/** §2: the rule codes that open the Member Savings tab. */
export const memberSavingsRuleCodes = ['rx', 'wo01', 'wo02'] as const;

export const VisibilityRule = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 16,
    pattern: '^[a-z0-9]+$',
    description: "rule code, e.g. 'rx' (prescription savings), 'wo01'/'wo02' (wellness offers)",
  }),
  description: text('what the rule shows, for support staff'),
});
export type VisibilityRule = Type.Static<typeof VisibilityRule>;

export const CoverageVisibilityRules = Type.Object({
  spdc: Spdc,
  productType: stringEnum(productTypes, 'product type of the coverage line (from its LOB, §6)'),
  rules: Type.Array(VisibilityRule, { description: 'rules in force for this coverage line' }),
});
export type CoverageVisibilityRules = Type.Static<typeof CoverageVisibilityRules>;

export const VisibilityRulesResponse = Type.Array(CoverageVisibilityRules, {
  description: "one entry per coverage line of the member's that has rules",
});
export type VisibilityRulesResponse = Type.Static<typeof VisibilityRulesResponse>;

export const getVisibilityRules = defineCall({
  id: 'getVisibilityRules',
  ...callRoutes.getVisibilityRules,
  summary: "Visibility rules of each of the member's coverage lines",
  params: SubsidiaryParams,
  response: { 200: VisibilityRulesResponse, ...memberErrorResponses },
});
