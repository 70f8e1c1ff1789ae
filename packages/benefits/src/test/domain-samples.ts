// Domain-shaped samples (what api-client hands to screens) for stories and
// component tests that take data as props.
import type { BenefitLevel, Coverage, PlanYearAccumulators, VisionBenefitSummary } from '@portal/api-client';

export const dentalCoverage = (overrides: Partial<Coverage> = {}): Coverage => ({
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

export const endedDentalCoverage = dentalCoverage({
  spdc: { subsidiaryNumber: 10, policyNumber: 120042, divisionNumber: 1, certificateNumber: 9500002 },
  key: '10-120042-1-9500002',
  planSponsorName: 'Lakeshore Manufacturing',
  effectiveDate: null,
  terminationDate: '2024-12-31',
  isTerminated: true,
});

export const benefitLevels: BenefitLevel[] = [
  { benefitType: 'Preventive', inNetworkPercent: 100, outOfNetworkPercent: 80, deductibleApplies: false, copayAmount: 0, waitingMonths: 0 },
  { benefitType: 'Basic', inNetworkPercent: 80, outOfNetworkPercent: 60, deductibleApplies: true, copayAmount: 0, waitingMonths: 6 },
  { benefitType: 'Major', inNetworkPercent: 50, outOfNetworkPercent: 40, deductibleApplies: true, copayAmount: 0, waitingMonths: 12 },
];

export const planYear: PlanYearAccumulators = {
  planYear: 2026,
  annualMaximum: 1500,
  annualMaximumUsed: 650,
  annualMaximumRemaining: 850,
  deductible: 50,
  deductibleMet: 25,
  deductibleRemaining: 25,
  familyDeductible: 150,
  familyDeductibleMet: 75,
  lifetimeMaximum: 0,
  lifetimeMaximumRemaining: 0,
  orthoLifetimeMaximum: 0,
  orthoLifetimeUsed: 0,
  orthoLifetimeRemaining: 0,
  rewards: 200,
};

const allowance = (copay: number, inNetwork: number, outOfNetwork: number, months: number, next: string | null = null) => ({
  copay,
  coveredInFullInNetwork: inNetwork === 0,
  inNetworkAllowance: inNetwork,
  outOfNetworkAllowance: outOfNetwork,
  frequencyMonths: months,
  nextEligibleDate: next,
});

export const visionSummary: VisionBenefitSummary = {
  planName: 'Vision Plus',
  lineOfBusiness: 'VIS',
  productType: 'vision',
  networkName: 'VSP Choice',
  stateCode: 'CA',
  benefitPeriodStart: '2026-01-01',
  benefitPeriodEnd: '2026-12-31',
  exam: allowance(10, 0, 50, 12, '2027-03-02'),
  lenses: allowance(25, 0, 50, 12),
  frames: allowance(0, 150, 70, 24),
  contacts: allowance(0, 130, 105, 12),
  examAllowanceForState: { stateCode: 'CA', amount: 50 },
};
