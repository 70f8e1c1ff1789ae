// Domain-shaped fixtures for the member package's tests and stories.
import type { Coverage, Features } from '@portal/api-client';

type DentalFlags = Features['memberDentalFeatures'];
type VisionFlags = Features['memberVisionFeatures'];

const allDental: DentalFlags = {
  benefitSummary: true, billingAccount: true, claims: true, certPlanDoc: true, dceOutOfNetwork: true, dentalForms: true,
  dentalReportCard: true, dentalWellness: true, edelivery: true, enrollmentApp: true, faq: true, findAProvider: true,
  glossary: true, nominateProviderLink: true, patientDetails: true, worldSupport: true,
};
const allVision: VisionFlags = {
  benefitSummary: true, billingAccount: true, certPlanDoc: true, claims: true, findAProvider: true, submitClaim: true,
  visionForms: true, visionWellness: true,
};

/** Every feature on, unless overridden. */
export function featuresWith(
  overrides: Partial<Omit<Features, 'memberDentalFeatures' | 'memberVisionFeatures'>> & {
    memberDentalFeatures?: Partial<DentalFlags>;
    memberVisionFeatures?: Partial<VisionFlags>;
  } = {},
): Features {
  const { memberDentalFeatures, memberVisionFeatures, ...rest } = overrides;
  return {
    available: true, member: true, memberRegistration: true, memberIdCard: true, memberSavings: true, memberChat: true,
    memberContact: true, memberDental: true, memberVision: true, memberLasik: true,
    maintenanceList: [], subsidiary: 'alic', compatibility: { minimumBrowserVersions: {} }, message: '',
    ...rest,
    memberDentalFeatures: { ...allDental, ...memberDentalFeatures },
    memberVisionFeatures: { ...allVision, ...memberVisionFeatures },
  };
}

export const spdc = { subsidiaryNumber: 10, policyNumber: 120000, divisionNumber: 1, certificateNumber: 9000001 };

export function coverageLine(overrides: Partial<Coverage> = {}): Coverage {
  return {
    spdc,
    key: '10-120000-1-9000001',
    lineOfBusiness: 'DEN',
    productType: 'dental',
    planSponsorName: 'Northwind Logistics',
    effectiveDate: '2023-01-01',
    terminationDate: null,
    isTerminated: false,
    groupPpoCode: 'A07',
    eligibilityIndicator: '',
    idCardIndicator: 'Y',
    ...overrides,
  };
}
