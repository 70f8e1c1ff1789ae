// Method and path of every call, with no schema attached: the sites import
// this entry (`@portal/contract/routes`) so TypeBox never reaches a browser
// bundle. The call definitions in calls/ spread these, so this is the only
// place a path is written.
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

export const callRoutes = {
  getChatAvailability: { method: 'GET', path: '/api/:subsidiary/chat/availability' },
  getClaimDetail: { method: 'POST', path: '/api/:subsidiary/members/claims/:claimNumber' },
  getClaims: { method: 'POST', path: '/api/:subsidiary/members/claims' },
  submitContactForm: { method: 'POST', path: '/api/:subsidiary/members/contactForm' },
  getContacts: { method: 'GET', path: '/api/:subsidiary/members/contacts' },
  getDceToken: { method: 'GET', path: '/api/:subsidiary/members/token/dce' },
  updateEdelivery: { method: 'POST', path: '/api/:subsidiary/members/edelivery' },
  getFeatures: { method: 'GET', path: '/api/:subsidiary/features' },
  getMemberDocuments: { method: 'POST', path: '/api/:subsidiary/members/documents' },
  getMembers: { method: 'GET', path: '/api/:subsidiary/members' },
  nominateProvider: { method: 'POST', path: '/api/:subsidiary/members/dental/nominateProvider' },
  getPatientDetails: { method: 'POST', path: '/api/:subsidiary/members/patientDetails' },
  getPatientDetail: { method: 'POST', path: '/api/:subsidiary/members/patientDetails/:claimant' },
  getIdCardPdf: { method: 'POST', path: '/api/:subsidiary/members/idcard/:deviceType' },
  getEobPdf: { method: 'POST', path: '/api/:subsidiary/members/eob/pdf/:objectId' },
  getBenefitSummaryPdf: { method: 'POST', path: '/api/:subsidiary/members/benefitSummary/pdf' },
  getPatientDetailsPdf: { method: 'POST', path: '/api/:subsidiary/members/patientDetails/pdf/:claimant' },
  getPlanDocumentPdf: { method: 'POST', path: '/api/:subsidiary/members/planDocuments/pdf/:docId' },
  getEnrollmentAppPdf: { method: 'POST', path: '/api/:subsidiary/members/enrollmentApp/pdf' },
  getReportCardPdf: { method: 'POST', path: '/api/:subsidiary/members/reportCard/pdf' },
  getSavingsContent: { method: 'GET', path: '/api/:subsidiary/content/savings' },
  getHearingBenefits: { method: 'GET', path: '/api/:subsidiary/members/hearing' },
  getSubsidiaryConfig: { method: 'GET', path: '/api/:subsidiary/config' },
  // Find care: the public provider directory.
  searchProviders: { method: 'GET', path: '/api/:subsidiary/providers' },
  getProvider: { method: 'GET', path: '/api/:subsidiary/providers/:providerId' },
  // The DHMO member's primary dentist.
  getPrimaryDentist: { method: 'GET', path: '/api/:subsidiary/members/primaryDentist' },
  requestPrimaryDentistChange: { method: 'POST', path: '/api/:subsidiary/members/primaryDentist/change' },
  cancelPrimaryDentistChange: { method: 'DELETE', path: '/api/:subsidiary/members/primaryDentist/change' },
  getVisibilityRules: { method: 'GET', path: '/api/:subsidiary/members/visibilityRules' },
  getVisionBenefitSummary: { method: 'POST', path: '/api/:subsidiary/members/vision/benefitSummary' },
  uploadVisionClaim: { method: 'POST', path: '/api/:subsidiary/members/claims/vision/upload' },
  getVisionClaimUploads: { method: 'POST', path: '/api/:subsidiary/members/claims/vision/uploads' },
  getPatientToothHistory: { method: 'POST', path: '/api/:subsidiary/members/claims/toothHistory' },
  submitPretreatmentEstimateRequest: { method: 'POST', path: '/api/:subsidiary/members/pretreatmentEstimate' },
  getDceProcedures: { method: 'GET', path: '/api/:subsidiary/dce/procedures' },
  estimateDentalCost: { method: 'POST', path: '/api/:subsidiary/dce/estimate' },
  // Registration (auth 'none', §4 steps 1–5).
  findMemberForRegistration: { method: 'POST', path: '/api/:subsidiary/registration/step1' },
  submitDependentEmail: { method: 'PUT', path: '/api/:subsidiary/registration/submitDependentEmail' },
  verifyRegistrationClaimNumber: { method: 'POST', path: '/api/:subsidiary/registration/step2/claimNumber' },
  requestRegistrationIdentityCode: { method: 'POST', path: '/api/:subsidiary/registration/step2/otpRequest' },
  verifyRegistrationIdentityCode: { method: 'PUT', path: '/api/:subsidiary/registration/step2' },
  verifyRegistrationMemberId: { method: 'POST', path: '/api/:subsidiary/registration/step2/memberId' },
  submitRegistrationEmail: { method: 'PUT', path: '/api/:subsidiary/registration/step3' },
  verifyRegistrationEmailCode: { method: 'POST', path: '/api/:subsidiary/registration/step3/otpValidate' },
  submitRegistrationPhone: { method: 'PUT', path: '/api/:subsidiary/registration/step4' },
  verifyRegistrationPhoneCode: { method: 'POST', path: '/api/:subsidiary/registration/step4/otpValidate' },
  createRegistrationPassword: { method: 'POST', path: '/api/:subsidiary/registration/step5' },
  // Self service (auth 'member').
  changePassword: { method: 'POST', path: '/api/selfService/password' },
  requestEmailChangeCode: { method: 'POST', path: '/api/:subsidiary/selfService/email/request' },
  validateEmailChange: { method: 'POST', path: '/api/:subsidiary/selfService/email/validate' },
  addMemberData: { method: 'GET', path: '/api/:subsidiary/selfService/addMemberData/:value' },
  // Passkeys (auth 'member').
  getPasskeys: { method: 'GET', path: '/api/:subsidiary/selfService/passkeys' },
  requestPasskeyOptions: { method: 'POST', path: '/api/:subsidiary/selfService/passkeys/options' },
  addPasskey: { method: 'POST', path: '/api/:subsidiary/selfService/passkeys' },
  removePasskey: { method: 'POST', path: '/api/:subsidiary/selfService/passkeys/remove' },
  // Authenticator app and recovery codes (auth 'member').
  getSecondFactors: { method: 'GET', path: '/api/:subsidiary/selfService/secondFactors' },
  setupTotp: { method: 'POST', path: '/api/:subsidiary/selfService/totp/setup' },
  confirmTotp: { method: 'POST', path: '/api/:subsidiary/selfService/totp/confirm' },
  removeTotp: { method: 'POST', path: '/api/:subsidiary/selfService/totp/remove' },
  regenerateRecoveryCodes: { method: 'POST', path: '/api/:subsidiary/selfService/totp/recoveryCodes' },
  // Customer service, audit trail and message centre.
  searchMembersForCsr: { method: 'POST', path: '/api/:subsidiary/csr/members/search' },
  getAccessLog: { method: 'GET', path: '/api/:subsidiary/members/accessLog' },
  getMessages: { method: 'GET', path: '/api/:subsidiary/members/messages' },
  markMessage: { method: 'PUT', path: '/api/:subsidiary/members/messages/:messageId' },
  getStaffAccounts: { method: 'GET', path: '/api/:subsidiary/admin/staff' },
  grantCsrRole: { method: 'POST', path: '/api/:subsidiary/admin/staff/csr' },
  revokeCsrRole: { method: 'DELETE', path: '/api/:subsidiary/admin/staff/:accountId/csr' },
  getMemberAuditEvents: { method: 'GET', path: '/api/:subsidiary/admin/members/:memberKey/auditEvents' },
  exportAuditEvents: { method: 'GET', path: '/api/:subsidiary/admin/auditEvents.csv' },
  // Data sharing (/profile): connected apps, "Download my data".
  getConnectedApps: { method: 'GET', path: '/api/:subsidiary/members/connectedApps' },
  revokeConnectedApp: { method: 'DELETE', path: '/api/:subsidiary/members/connectedApps/:clientId' },
  exportMemberData: { method: 'GET', path: '/api/:subsidiary/members/dataExport' },
  getMemberDataSummaryPdf: { method: 'GET', path: '/api/:subsidiary/members/dataExport/pdf' },
  // Adult dependents with their own account: sharing their claims with the policyholder.
  getClaimSharing: { method: 'GET', path: '/api/:subsidiary/members/claimSharing' },
  setClaimSharing: { method: 'PUT', path: '/api/:subsidiary/members/claimSharing' },
  getWalletPassOptions: { method: 'GET', path: '/api/:subsidiary/members/idcard/wallet' },
  getAppleWalletPass: { method: 'POST', path: '/api/:subsidiary/members/idcard/wallet/apple' },
  getGoogleWalletLink: { method: 'POST', path: '/api/:subsidiary/members/idcard/wallet/google' },
  // Web Vitals from real use.
  reportWebVitals: { method: 'POST', path: '/api/:subsidiary/webVitals' },
  getWebVitals: { method: 'GET', path: '/api/:subsidiary/admin/webVitals' },
} as const satisfies Record<string, CallRoute>;

export type CallRouteId = keyof typeof callRoutes;

/** Fills `:name` segments of a call's path. */
export function callPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
