// §3 Features list; §4 features check (not available or not member → /app-not-available).
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { errorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';

const Flag = Type.Boolean();

export const memberDentalFeatureNames = [
  'benefitSummary', 'billingAccount', 'claims', 'certPlanDoc', 'dceOutOfNetwork', 'dentalForms',
  'dentalReportCard', 'dentalWellness', 'edelivery', 'enrollmentApp', 'faq', 'findAProvider',
  'glossary', 'nominateProviderLink', 'patientDetails', 'worldSupport',
] as const;

export const memberVisionFeatureNames = [
  'benefitSummary', 'billingAccount', 'certPlanDoc', 'claims', 'findAProvider', 'submitClaim',
  'visionForms', 'visionWellness',
] as const;

const flags = <const N extends readonly string[]>(names: N) =>
  Type.Object(Object.fromEntries(names.map((n) => [n, Flag])) as { [K in N[number]]: typeof Flag });

export const Features = Type.Object({
  available: Flag,
  member: Flag,
  memberRegistration: Flag,
  memberIdCard: Flag,
  memberSavings: Flag,
  memberChat: Flag,
  memberContact: Flag,
  memberDental: Flag,
  memberVision: Flag,
  memberLasik: Flag,
  memberDentalFeatures: flags(memberDentalFeatureNames),
  memberVisionFeatures: flags(memberVisionFeatureNames),
  maintenanceList: Type.Array(Type.String()),
  subsidiary: Type.String(),
  compatibility: Type.Object({ minimumBrowserVersions: Type.Record(Type.String(), Type.Integer()) }),
  message: Type.String(),
});
export type Features = Type.Static<typeof Features>;

export const getFeatures = defineCall({
  id: 'getFeatures',
  method: 'GET',
  path: '/api/:subsidiary/features',
  summary: 'Features list of the subsidiary (partner)',
  auth: 'none',
  params: SubsidiaryParams,
  response: { 200: Features, 400: errorResponses[400], 404: errorResponses[404] },
});
