// Which part of the account each call looks at or changes (the member's
// Account activity lists a customer-service visit as viewed/changed areas).
import type { AccountArea, ApiCallId } from '@portal/contract';

export const callAreas: Partial<Record<ApiCallId, AccountArea>> = {
  getMembers: 'profile',
  getAccessLog: 'profile',
  getConnectedApps: 'profile',
  revokeConnectedApp: 'profile',
  exportMemberData: 'documents',
  getMemberDataSummaryPdf: 'documents',
  getSubsidiaryConfig: 'policies',
  getVisibilityRules: 'policies',
  getSavingsContent: 'benefits',
  getPatientDetails: 'benefits',
  getPatientDetail: 'benefits',
  getPatientDetailsPdf: 'benefits',
  getPatientToothHistory: 'benefits',
  getVisionBenefitSummary: 'benefits',
  getBenefitSummaryPdf: 'benefits',
  getReportCardPdf: 'benefits',
  getDceToken: 'benefits',
  getDceProcedures: 'benefits',
  estimateDentalCost: 'benefits',
  nominateProvider: 'benefits',
  getPrimaryDentist: 'benefits',
  requestPrimaryDentistChange: 'benefits',
  cancelPrimaryDentistChange: 'benefits',
  getClaims: 'claims',
  getClaimDetail: 'claims',
  getEobPdf: 'claims',
  submitPretreatmentEstimateRequest: 'claims',
  getMemberDocuments: 'documents',
  getPlanDocumentPdf: 'documents',
  getEnrollmentAppPdf: 'documents',
  getIdCardPdf: 'idCards',
  getWalletPassOptions: 'idCards',
  getAppleWalletPass: 'idCards',
  getGoogleWalletLink: 'idCards',
  updateEdelivery: 'paperless',
  getContacts: 'contacts',
  submitContactForm: 'contacts',
  uploadVisionClaim: 'uploads',
  getVisionClaimUploads: 'uploads',
  getMessages: 'messages',
  markMessage: 'messages',
};

/** Calls that change something of the member (the rest only read). */
export const changeCalls: ReadonlySet<string> = new Set<ApiCallId>([
  'updateEdelivery',
  'submitContactForm',
  'nominateProvider',
  'uploadVisionClaim',
  'submitPretreatmentEstimateRequest',
  'markMessage',
  'revokeConnectedApp',
  'requestPrimaryDentistChange',
  'cancelPrimaryDentistChange',
]);

export function areaOf(action: string): AccountArea {
  return callAreas[action as ApiCallId] ?? 'other';
}
