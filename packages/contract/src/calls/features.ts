// §3 Features list; §4 features check (not available or not member → /app-not-available).
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { errorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { callRoutes } from '../call-routes.ts';

const Flag = Type.Boolean();
const flag = (description: string) => Type.Boolean({ description });

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
  available: flag('the site is available; false sends members to /app-not-available (§4)'),
  member: flag('the member area is available; false sends members to /app-not-available (§4)'),
  memberRegistration: flag('registration is open'),
  memberIdCard: flag('ID cards can be downloaded'),
  memberSavings: flag('the Member Savings tab may show (with a visibility rule rx, wo01 or wo02, §2)'),
  memberChat: flag('the support chat may show'),
  memberContact: flag('the Contact Us tab may show'),
  memberDental: flag('the Dental tab may show'),
  memberVision: flag('the Vision tab may show'),
  memberLasik: flag('the Lasik tab may show'),
  memberDentalFeatures: flags(memberDentalFeatureNames),
  memberVisionFeatures: flags(memberVisionFeatureNames),
  maintenanceList: Type.Array(Type.String(), { description: 'features under maintenance now' }),
  subsidiary: Type.String({ description: 'partner code (§9)' }),
  compatibility: Type.Object(
    { minimumBrowserVersions: Type.Record(Type.String(), Type.Integer(), { description: 'lowest major version per browser' }) },
    { description: 'browsers the site supports' },
  ),
  message: Type.String({ description: "notice to show every member; '' when none" }),
});
export type Features = Type.Static<typeof Features>;

export const getFeatures = defineCall({
  id: 'getFeatures',
  ...callRoutes.getFeatures,
  summary: 'Features list of the subsidiary (partner)',
  auth: 'none',
  params: SubsidiaryParams,
  response: { 200: Features, 400: errorResponses[400], 404: errorResponses[404] },
});
