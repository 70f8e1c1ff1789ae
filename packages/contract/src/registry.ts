import { getChatAvailability } from './calls/chat-availability.ts';
import { getClaimDetail } from './calls/claim-detail.ts';
import { getClaims } from './calls/claims.ts';
import { submitContactForm } from './calls/contact-form.ts';
import { getContacts } from './calls/contacts.ts';
import { estimateDentalCost, getDceProcedures } from './calls/dce-estimator.ts';
import { getDceToken } from './calls/dce-token.ts';
import { updateEdelivery } from './calls/edelivery.ts';
import { getFeatures } from './calls/features.ts';
import { getMemberDocuments } from './calls/member-documents.ts';
import { getMembers } from './calls/members.ts';
import { nominateProvider } from './calls/nominate-provider.ts';
import { getPatientDetail, getPatientDetails } from './calls/patient-details.ts';
import { submitPretreatmentEstimateRequest } from './calls/pretreatment-estimate-request.ts';
import {
  getBenefitSummaryPdf,
  getEnrollmentAppPdf,
  getEobPdf,
  getIdCardPdf,
  getPatientDetailsPdf,
  getPlanDocumentPdf,
  getReportCardPdf,
} from './calls/pdf-documents.ts';
import { getSavingsContent } from './calls/savings-content.ts';
import { getHearingBenefits } from './calls/hearing-benefits.ts';
import { getProvider, searchProviders } from './calls/providers.ts';
import { cancelPrimaryDentistChange, getPrimaryDentist, requestPrimaryDentistChange } from './calls/primary-dentist.ts';
import { getSubsidiaryConfig } from './calls/subsidiary-config.ts';
import { uploadVisionClaim } from './calls/vision-claim-upload.ts';
import { getVisionClaimUploads } from './calls/vision-claim-uploads.ts';
import { getPatientToothHistory } from './calls/patient-tooth-history.ts';
import { getVisionBenefitSummary } from './calls/vision-benefit-summary.ts';
import { getVisibilityRules } from './calls/visibility-rules.ts';
import { submitDependentEmail } from './calls/registration/dependent-email.ts';
import { submitRegistrationEmail, verifyRegistrationEmailCode } from './calls/registration/email.ts';
import { findMemberForRegistration } from './calls/registration/find-member.ts';
import {
  requestRegistrationIdentityCode,
  verifyRegistrationClaimNumber,
  verifyRegistrationIdentityCode,
  verifyRegistrationMemberId,
} from './calls/registration/identity.ts';
import { createRegistrationPassword } from './calls/registration/password.ts';
import { submitRegistrationPhone, verifyRegistrationPhoneCode } from './calls/registration/phone.ts';
import { addMemberData } from './calls/self-service/add-member-data.ts';
import { changePassword } from './calls/self-service/change-password.ts';
import { requestEmailChangeCode, validateEmailChange } from './calls/self-service/email-change.ts';
import { addPasskey, getPasskeys, removePasskey, requestPasskeyOptions } from './calls/self-service/passkeys.ts';
import { searchMembersForCsr } from './calls/csr/member-search.ts';
import { getAccessLog } from './calls/access-log.ts';
import {
  exportMemberData,
  getAppleWalletPass,
  getConnectedApps,
  getGoogleWalletLink,
  getMemberDataSummaryPdf,
  getWalletPassOptions,
  revokeConnectedApp,
} from './calls/data-sharing.ts';
import { getMessages, markMessage } from './calls/messages.ts';
import { getClaimSharing, setClaimSharing } from './calls/claim-sharing.ts';
import {
  exportAuditEvents,
  getMemberAuditEvents,
  getStaffAccounts,
  grantCsrRole,
  revokeCsrRole,
} from './calls/admin/access-management.ts';
import { reportWebVitals } from './calls/web-vitals.ts';
import { getWebVitals } from './calls/admin/web-vitals.ts';
import { confirmTotp, getSecondFactors, regenerateRecoveryCodes, removeTotp, setupTotp } from './calls/self-service/totp.ts';

/** Every call of the API, for route registration and the OpenAPI document. */
export const apiCalls = [
  getFeatures,
  getSubsidiaryConfig,
  getChatAvailability,
  getMembers,
  getVisibilityRules,
  getSavingsContent,
  getHearingBenefits,
  searchProviders,
  getProvider,
  getPrimaryDentist,
  requestPrimaryDentistChange,
  cancelPrimaryDentistChange,
  getPatientDetails,
  getPatientDetail,
  getClaims,
  getClaimDetail,
  getVisionBenefitSummary,
  updateEdelivery,
  nominateProvider,
  submitContactForm,
  getContacts,
  getDceToken,
  getMemberDocuments,
  getIdCardPdf,
  getEobPdf,
  getBenefitSummaryPdf,
  getPatientDetailsPdf,
  getPlanDocumentPdf,
  getEnrollmentAppPdf,
  getReportCardPdf,
  uploadVisionClaim,
  getVisionClaimUploads,
  getPatientToothHistory,
  submitPretreatmentEstimateRequest,
  getDceProcedures,
  estimateDentalCost,
  // Registration (public) and connecting a member (modules/registration).
  findMemberForRegistration,
  submitDependentEmail,
  verifyRegistrationClaimNumber,
  requestRegistrationIdentityCode,
  verifyRegistrationIdentityCode,
  verifyRegistrationMemberId,
  submitRegistrationEmail,
  verifyRegistrationEmailCode,
  submitRegistrationPhone,
  verifyRegistrationPhoneCode,
  createRegistrationPassword,
  addMemberData,
  // The signed-in account's password and sign-in email (modules/self-service).
  changePassword,
  requestEmailChangeCode,
  validateEmailChange,
  // The signed-in account's passkeys.
  getPasskeys,
  requestPasskeyOptions,
  addPasskey,
  removePasskey,
  // The signed-in account's authenticator app and recovery codes.
  getSecondFactors,
  setupTotp,
  confirmTotp,
  removeTotp,
  regenerateRecoveryCodes,
  // Customer service's search, the member's account activity and messages, access management.
  searchMembersForCsr,
  getAccessLog,
  getMessages,
  markMessage,
  getClaimSharing,
  setClaimSharing,
  getStaffAccounts,
  grantCsrRole,
  revokeCsrRole,
  getMemberAuditEvents,
  exportAuditEvents,
  // Data sharing: connected apps and the member's data export.
  getConnectedApps,
  revokeConnectedApp,
  exportMemberData,
  getMemberDataSummaryPdf,
  getWalletPassOptions,
  getAppleWalletPass,
  getGoogleWalletLink,
  // Web Vitals from real use.
  reportWebVitals,
  getWebVitals,
] as const;

export type ApiCall = (typeof apiCalls)[number];
export type ApiCallId = ApiCall['id'];
