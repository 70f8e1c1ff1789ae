// What each document builder takes: plain, typed objects in the member's words
// (§3 entities). The API reads the database, scopes it to the token's member
// and maps rows to these; the builders never see SQL or wire names.
import type { Partner, ProductType } from '@portal/core';

/** Languages the portal speaks (§1); documents follow the member's choice. */
export const documentLanguages = ['en', 'es'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** Dates are calendar dates as ISO strings, `YYYY-MM-DD`; amounts are US dollars. */
export type IsoDate = string;
export type Dollars = number;

/** Every document kind the §7 document calls answer. */
export const documentKinds = [
  'idCard',
  'eob',
  'benefitSummary',
  'patientDetails',
  'planDocument',
  'enrollmentApplication',
  'dentalReportCard',
  'memberDataSummary',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The subscriber the document is about (§3 member display). */
export interface DocumentMember {
  name: string;
  memberId: string;
}

/** The coverage line a document belongs to (§3 member line item). */
export interface DocumentCoverage {
  productType: ProductType;
  planName: string;
  /** Group/policy as printed on cards, e.g. `160-204518-1`. */
  groupPolicyNumber: string;
  /** Plan sponsor (the employer or group), when there is one. */
  groupName?: string;
  effectiveDate: IsoDate;
  /** §3: a terminated line carries its end date. */
  terminationDate?: IsoDate;
  /** Provider network name, printed on cards for the provider's office. */
  networkName?: string;
}

/** Every builder knows whose brand to wear. */
export interface BrandedInput {
  partner: Partner;
}

export interface DocumentOptions {
  language?: DocumentLanguage;
}

export interface IdCardOptions extends DocumentOptions {
  /** §7 members/idcard/{device type}: desktop prints a wallet card, mobile fits a phone screen. */
  deviceType: 'desktop' | 'mobile';
}

export interface IdCardInput extends BrandedInput {
  member: DocumentMember;
  coverage: DocumentCoverage;
  /** Other people covered on this line, printed on the card. */
  coveredPeople?: string[];
  /** Overrides the partner's customer-service phone (e.g. a New York line). */
  customerServicePhone?: string;
  /** Overrides the partner's claims mailing address. */
  claimsAddress?: MailingAddress;
}

export interface MailingAddress {
  name: string;
  lines: string[];
}

/** §3 claim types. */
export type ClaimType = 'dental' | 'ortho' | 'estimate' | 'vision';

/** §3 claim header fields as the EOB prints them. */
export interface ClaimHeader {
  claimNumber: string;
  claimType: ClaimType;
  patientName: string;
  patientRelationship: string;
  patientDateOfBirth: IsoDate;
  providerName: string;
  planSponsor: string;
  planNumber: string;
  dateOfService: IsoDate;
  processedDate: IsoDate;
  /** What the member owes the provider for the claim. */
  patientResponsibility: Dollars;
}

/** §3 procedure line. */
export interface ProcedureLine {
  dateOfService: IsoDate;
  /** Tooth number, arch or quadrant; empty for vision lines. */
  toothArchQuad: string;
  surface: string;
  serviceType: string;
  submittedCode: string;
  paidCode: string;
  description: string;
  charges: Dollars;
  providerAdjustment: Dollars;
  amountCovered: Dollars;
  deductibleApplied: Dollars;
  /** Whole percentage 0–100. */
  percentPlanPays: number;
  amountPayable: Dollars;
  /** Short explanation code printed beside the line (denials, limits). */
  remarkCode?: string;
}

/** §3 payment. */
export interface ClaimPayment {
  paymentNumber: string;
  paymentDate: IsoDate;
  payee: string;
  amountPayable: Dollars;
  status: string;
}

export interface EobInput extends BrandedInput {
  member: DocumentMember;
  claim: ClaimHeader;
  procedureLines: ProcedureLine[];
  payments: ClaimPayment[];
  /** Explanation of the remark codes used on the lines. */
  remarks?: { code: string; text: string }[];
}

/** One row of a dental benefit table: coinsurance by class of service. */
export interface DentalBenefit {
  benefitType: string;
  inNetworkPercent: number;
  outOfNetworkPercent: number;
  waitingPeriod?: string;
  frequency?: string;
}

/** One vision item: exam, lenses, frames or contacts. */
export interface VisionBenefit {
  item: string;
  copay?: Dollars;
  allowance?: Dollars;
  frequency: string;
}

/** Plan-year accumulators (used maximum, deductible met). */
export interface BenefitAccumulators {
  planYear: string;
  deductible?: Dollars;
  deductibleMet?: Dollars;
  annualMaximum?: Dollars;
  remainingAnnualMaximum?: Dollars;
  orthodonticLifetimeMaximum?: Dollars;
  remainingOrthodonticMaximum?: Dollars;
}

export interface BenefitSummaryInput extends BrandedInput {
  member: DocumentMember;
  coverage: DocumentCoverage;
  dentalBenefits: DentalBenefit[];
  visionBenefits: VisionBenefit[];
  accumulators?: BenefitAccumulators;
  notes?: string[];
}

/** §3 patient: PAT-NAME, PAT-DOB, CLMT, CURR-COV-TYPE, MEM-TERM-DT. */
export interface PatientRecord {
  name: string;
  dateOfBirth: IsoDate;
  claimantNumber: string;
  relationship: string;
  currentCoverageType: string;
  terminationDate?: IsoDate;
}

export interface PatientClaimSummary {
  claimNumber: string;
  dateOfService: IsoDate;
  providerName: string;
  charges: Dollars;
  amountPaid: Dollars;
  status: string;
}

export interface PatientDetailsInput extends BrandedInput {
  member: DocumentMember;
  coverage: DocumentCoverage;
  /** `null` when the claimant has no record on this line: nothing to print. */
  patient: PatientRecord | null;
  accumulators?: BenefitAccumulators;
  recentClaims: PatientClaimSummary[];
}

export interface PlanDocumentSection {
  heading: string;
  paragraphs: string[];
}

export interface PlanDocumentInput extends BrandedInput {
  title: string;
  documentType: 'certificate' | 'planSummary' | 'amendment' | 'rider';
  effectiveDate: IsoDate;
  coverage: DocumentCoverage;
  member?: DocumentMember;
  sections: PlanDocumentSection[];
}

export interface Enrollee {
  name: string;
  relationship: string;
  dateOfBirth: IsoDate;
  coverageTier: string;
}

export interface EnrollmentApplicationInput extends BrandedInput {
  applicationId: string;
  submittedDate: IsoDate;
  applicant: {
    name: string;
    dateOfBirth: IsoDate;
    address: string[];
    phone: string;
    email: string;
  };
  coverage: DocumentCoverage;
  enrollees: Enrollee[];
  /** Name typed as the signature, and the date it was signed. */
  signature?: { name: string; date: IsoDate };
}

export type ReportCardStatus = 'upToDate' | 'dueSoon' | 'overdue';

export interface ReportCardItem {
  category: string;
  lastVisitDate?: IsoDate;
  status: ReportCardStatus;
  recommendation: string;
}

export interface DentalReportCardInput extends BrandedInput {
  member: DocumentMember;
  patientName: string;
  reportDate: IsoDate;
  items: ReportCardItem[];
}

/** The input and options of each kind: one job for the worker pool. */
export interface DocumentInputs {
  idCard: IdCardInput;
  eob: EobInput;
  benefitSummary: BenefitSummaryInput;
  patientDetails: PatientDetailsInput;
  planDocument: PlanDocumentInput;
  enrollmentApplication: EnrollmentApplicationInput;
  dentalReportCard: DentalReportCardInput;
  memberDataSummary: MemberDataSummaryInput;
}

export interface DocumentOptionsOf {
  idCard: IdCardOptions;
  eob: DocumentOptions;
  benefitSummary: DocumentOptions;
  patientDetails: DocumentOptions;
  planDocument: DocumentOptions;
  enrollmentApplication: DocumentOptions;
  dentalReportCard: DocumentOptions;
  memberDataSummary: DocumentOptions;
}

export interface DocumentJob<K extends DocumentKind = DocumentKind> {
  kind: K;
  input: DocumentInputs[K];
  options: DocumentOptionsOf[K];
}

/** "Download my data": the member's FHIR export, in the words a summary prints. */
export interface MemberDataSummaryInput extends BrandedInput {
  memberName: string;
  memberId: string;
  generatedOn: IsoDate;
  people: { name: string; dateOfBirth?: IsoDate; relationship: string }[];
  coverages: { patientName: string; planName: string; payerName: string; start?: IsoDate; end?: IsoDate }[];
  claims: {
    claimNumber: string;
    estimate: boolean;
    serviceDate: IsoDate;
    patientName: string;
    providerName: string;
    billed: Dollars;
    planPaid: Dollars;
    youOwe: Dollars;
  }[];
}
