// Domain-shaped samples (what api-client hands to screens) for stories and
// component tests that take data as props.
import type { Coverage, Features } from '@portal/api-client';

export const coverage = (overrides: Partial<Coverage> = {}): Coverage => ({
  spdc: { subsidiaryNumber: 10, policyNumber: 123456, divisionNumber: 1, certificateNumber: 7654321 },
  key: '10-123456-1-7654321',
  lineOfBusiness: 'DEN',
  productType: 'dental',
  planSponsorName: 'Acme Manufacturing',
  effectiveDate: '2024-01-01',
  terminationDate: null,
  isTerminated: false,
  groupPpoCode: 'P01',
  eligibilityIndicator: '',
  idCardIndicator: 'Y',
  ...overrides,
});

const dentalFeatures: Features['memberDentalFeatures'] = {
  benefitSummary: true, billingAccount: true, claims: true, certPlanDoc: true, dceOutOfNetwork: true, dentalForms: true,
  dentalReportCard: true, dentalWellness: true, edelivery: true, enrollmentApp: true, faq: true, findAProvider: true,
  glossary: true, nominateProviderLink: true, patientDetails: true, worldSupport: true,
};

const visionFeatures: Features['memberVisionFeatures'] = {
  benefitSummary: true, billingAccount: true, certPlanDoc: true, claims: true, findAProvider: true, submitClaim: true,
  visionForms: true, visionWellness: true,
};

export const features = (overrides: Partial<Features> = {}): Features => ({
  available: true, member: true, memberRegistration: true, memberIdCard: true, memberSavings: true, memberChat: false,
  memberContact: true, memberDental: true, memberVision: true, memberLasik: true,
  memberDentalFeatures: { ...dentalFeatures }, memberVisionFeatures: { ...visionFeatures },
  maintenanceList: [], subsidiary: 'alic', compatibility: { minimumBrowserVersions: {} }, message: '',
  ...overrides,
});
