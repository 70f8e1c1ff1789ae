// The wire contract of spec §7. Wire names (T-SUB, OUT-TABLE, CLM-OUT, …)
// live here, in the server's adapters and in api-client's mapping, nowhere else.
export {
  callAuth,
  callConsumes,
  callPath,
  callProduces,
  defineCall,
  type CallAuth,
  type CallDefinition,
  type FileUpload,
  type HttpMethod,
  type RequestMediaType,
  type ResponseMediaType,
} from './call.ts';
export {
  AccountConflictError,
  type AccountConflictReason,
  accountConflictReasons,
  accountErrorResponses,
  ErrorResponse,
  errorResponses,
  memberErrorResponses,
  PasswordPolicyError,
  type PasswordPolicyRule,
  passwordPolicyRules,
} from './errors.ts';
export { IdempotencyHeaders, idempotencyKeyHeader, idempotencyKeyPattern } from './idempotency.ts';
export { SubsidiaryParams, subsidiaryParamsWith } from './params.ts';
export { Spdc, spdcProperties } from './spdc.ts';
export { contentLanguages, indicatorValues } from './wire.ts';
export { apiCalls, type ApiCall, type ApiCallId } from './registry.ts';
export { buildOpenApiDocument, toOpenApiPath, type OpenApiOptions } from './openapi.ts';
export type {
  JsonSchema,
  OpenApiDocument,
  OpenApiMediaType,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiRequestBody,
  OpenApiResponse,
  OpenApiSecurityScheme,
} from './openapi-document.ts';

// Calls, one module each (or a small group), with their schemas and types.
export {
  Features,
  getFeatures,
  memberDentalFeatureNames,
  memberVisionFeatureNames,
} from './calls/features.ts';
export {
  getSubsidiaryConfig,
  MetadataCapture,
  metadataCaptureHeader,
  SubsidiaryConfig,
  SubsidiaryConfigHeaders,
} from './calls/subsidiary-config.ts';
export { ChatAvailabilityXml, chatAvailabilityXml, getChatAvailability } from './calls/chat-availability.ts';
export { MemberLineItem, MemberNonTableData, MembersResponse, getMembers } from './calls/members.ts';
export {
  CoverageVisibilityRules,
  getVisibilityRules,
  memberSavingsRuleCodes,
  VisibilityRule,
  VisibilityRulesResponse,
} from './calls/visibility-rules.ts';
export {
  dhmoNetwork,
  getProvider,
  HoursOfDay,
  ProviderDetail,
  providerHoursFilters,
  providerNetworks,
  ProviderSearchQuery,
  ProviderSearchResponse,
  providerSearchPageSize,
  providerSearchRadius,
  ProviderSummary,
  providerTypes,
  searchProviders,
  type ProviderNetwork,
  type ProviderType,
} from './calls/providers.ts';
export {
  cancelPrimaryDentistChange,
  getPrimaryDentist,
  PrimaryDentistChangeRequest,
  PrimaryDentistOffice,
  PrimaryDentistResponse,
  requestPrimaryDentistChange,
} from './calls/primary-dentist.ts';
export { getSavingsContent, SavingsContent, SavingsContentQuery, SavingsOffer } from './calls/savings-content.ts';
export {
  getHearingBenefits,
  HearingBenefit,
  HearingBenefits,
  HearingBenefitsQuery,
  hearingBenefitKinds,
  hearingCoverageKinds,
  hearingSavingsRuleCode,
  hearingTabRuleCode,
} from './calls/hearing-benefits.ts';
export {
  AccumulatorRow,
  BenefitRow,
  FrequencyRow,
  FrequencyService,
  frequencyServices,
  getPatientDetail,
  getPatientDetails,
  PatientDataSection,
  PatientDetailParams,
  PatientDetailResponse,
  PatientDetailsResponse,
  PatientRelationship,
  patientRelationships,
  PatientRow,
} from './calls/patient-details.ts';
export {
  claimTypes,
  ClaimsRequest,
  ClaimsResponse,
  dentalClaimStatuses,
  DentalClaimRow,
  getClaims,
  Paging,
  visionClaimStatuses,
  VisionClaimRow,
} from './calls/claims.ts';
export {
  CalculationTotals,
  ClaimDetailParams,
  ClaimDetailQuery,
  ClaimDetailResponse,
  claimDetailTypes,
  ClaimHeader,
  ClaimPayment,
  getClaimDetail,
  orthoScheduleStatuses,
  OrthoScheduleRow,
  paymentStatuses,
  ProcedureLine,
} from './calls/claim-detail.ts';
export { getVisionBenefitSummary, VisionBenefit, VisionBenefitSummary } from './calls/vision-benefit-summary.ts';
export { edeliveryActions, EdeliveryRequest, EdeliveryResponse, updateEdelivery } from './calls/edelivery.ts';
export {
  nominateProvider,
  NominateProviderRequest,
  NominateProviderResponse,
  providerSpecialties,
} from './calls/nominate-provider.ts';
export { contactSubjects, ContactFormRequest, ContactFormResponse, submitContactForm } from './calls/contact-form.ts';
export { ContactPoint, ContactRecord, ContactsResponse, getContacts } from './calls/contacts.ts';
export { DceTokenQuery, DceTokenResponse, getDceToken } from './calls/dce-token.ts';
export {
  DceEstimateLine,
  DceEstimateOffice,
  DceEstimateRequest,
  DceEstimateResponse,
  DceEstimateTotals,
  dceMaxProcedures,
  DcePlanYear,
  DceProcedure,
  DceProceduresResponse,
  dceRemarkCodes,
  dentalServiceTypes,
  estimateDentalCost,
  getDceProcedures,
} from './calls/dce-estimator.ts';
export {
  getMemberDocuments,
  MemberDocuments,
  PlanDocument,
  planDocumentTypes,
} from './calls/member-documents.ts';
export {
  EnrollmentAppRequest,
  EobParams,
  getBenefitSummaryPdf,
  getEnrollmentAppPdf,
  getEobPdf,
  getIdCardPdf,
  getPatientDetailsPdf,
  getPlanDocumentPdf,
  getReportCardPdf,
  idCardDeviceTypes,
  IdCardParams,
  PatientDetailsPdfParams,
  PdfDocument,
  PlanDocumentParams,
} from './calls/pdf-documents.ts';
export {
  UploadedFile,
  uploadVisionClaim,
  visionClaimUpload,
  VisionClaimUploadFields,
  VisionClaimUploadResponse,
} from './calls/vision-claim-upload.ts';
export {
  getVisionClaimUploads,
  VisionClaimUploadRow,
  visionClaimUploadsLimit,
  VisionClaimUploadsRequest,
  VisionClaimUploadsResponse,
  visionClaimUploadStatuses,
} from './calls/vision-claim-uploads.ts';
export {
  getPatientToothHistory,
  patientToothHistoryLimit,
  PatientToothHistoryRequest,
  PatientToothHistoryResponse,
  ToothWorkRow,
} from './calls/patient-tooth-history.ts';
export {
  PretreatmentEstimateRequest,
  PretreatmentEstimateResponse,
  submitPretreatmentEstimateRequest,
} from './calls/pretreatment-estimate-request.ts';

// Registration (public, §7 registration/*) and self service (member).
export {
  CodeCheckResponse,
  codeRefusalReasons,
  ReferenceRequest,
  registrationStepErrorResponses,
} from './calls/registration/fields.ts';
export {
  findMemberForRegistration,
  FindMemberRequest,
  FindMemberResponse,
} from './calls/registration/find-member.ts';
export {
  DependentEmailRequest,
  DependentEmailResponse,
  submitDependentEmail,
} from './calls/registration/dependent-email.ts';
export {
  ClaimNumberCheckRequest,
  IdentityCheckResponse,
  IdentityCodeRequest,
  IdentityCodeSentResponse,
  MemberIdCheckRequest,
  requestRegistrationIdentityCode,
  verifyRegistrationClaimNumber,
  verifyRegistrationIdentityCode,
  verifyRegistrationMemberId,
} from './calls/registration/identity.ts';
export {
  RegistrationEmailCodeRequest,
  RegistrationEmailRequest,
  RegistrationEmailResponse,
  submitRegistrationEmail,
  verifyRegistrationEmailCode,
} from './calls/registration/email.ts';
export {
  phoneCodeChannels,
  RegistrationPhoneCodeRequest,
  RegistrationPhoneRequest,
  RegistrationPhoneResponse,
  submitRegistrationPhone,
  verifyRegistrationPhoneCode,
} from './calls/registration/phone.ts';
export {
  createRegistrationPassword,
  RegistrationPasswordRequest,
  RegistrationPasswordResponse,
} from './calls/registration/password.ts';
export { changePassword, ChangePasswordRequest, ChangePasswordResponse } from './calls/self-service/change-password.ts';
export {
  EmailChangeCodeRequest,
  EmailChangeCodeResponse,
  emailChangeOutcomes,
  EmailChangeValidation,
  EmailChangeValidationResponse,
  requestEmailChangeCode,
  validateEmailChange,
} from './calls/self-service/email-change.ts';
export { addMemberData, AddMemberDataParams, AddMemberDataResponse } from './calls/self-service/add-member-data.ts';
export {
  addPasskey,
  AddPasskeyRequest,
  AddPasskeyResponse,
  getPasskeys,
  Passkey,
  PasskeyCreationOptions,
  PasskeyList,
  PasskeyOptionsResponse,
  PasskeyRegistrationResponse,
  removePasskey,
  RemovePasskeyRequest,
  RemovePasskeyResponse,
  requestPasskeyOptions,
} from './calls/self-service/passkeys.ts';
export {
  confirmTotp,
  ConfirmTotpRequest,
  ConfirmTotpResponse,
  CurrentPasswordRequest,
  getSecondFactors,
  RecoveryCodesResponse,
  regenerateRecoveryCodes,
  removeTotp,
  RemoveTotpResponse,
  SecondFactorsResponse,
  setupTotp,
  TotpSetupResponse,
} from './calls/self-service/totp.ts';
export {
  CsrMemberSearchRequest,
  CsrMemberSearchResponse,
  CsrMemberSearchResult,
  csrSearchLimit,
  searchMembersForCsr,
} from './calls/csr/member-search.ts';
export {
  AccessLogQuery,
  AccessLogResponse,
  AccountActivityEntry,
  type AccountActivityKind,
  accountActivityKinds,
  type AccountArea,
  accountAreas,
  getAccessLog,
} from './calls/access-log.ts';
export {
  ConnectedApp,
  ConnectedAppParams,
  ConnectedAppsResponse,
  exportMemberData,
  getAppleWalletPass,
  getConnectedApps,
  getGoogleWalletLink,
  getMemberDataSummaryPdf,
  getWalletPassOptions,
  GoogleWalletLinkResponse,
  WalletPassOptionsResponse,
  MemberDataBundle,
  revokeConnectedApp,
  RevokeConnectedAppResponse,
  type SharedResourceType,
  sharedResourceTypes,
} from './calls/data-sharing.ts';
export {
  ClaimSharingRequest,
  ClaimSharingResponse,
  getClaimSharing,
  ManagedDependent,
  setClaimSharing,
} from './calls/claim-sharing.ts';
export {
  getMessages,
  markMessage,
  MarkMessageRequest,
  MarkMessageResponse,
  MemberMessage,
  type MessageKind,
  messageKinds,
  MessagesResponse,
} from './calls/messages.ts';
export {
  AuditEvent,
  AuditEventsQuery,
  AuditEventsResponse,
  AuditExportQuery,
  exportAuditEvents,
  getMemberAuditEvents,
  getStaffAccounts,
  grantCsrRole,
  GrantCsrRoleRequest,
  revokeCsrRole,
  StaffAccount,
  StaffAccountResponse,
  StaffAccountsResponse,
} from './calls/admin/access-management.ts';
export {
  otherRoute,
  reportWebVitals,
  type WebVitalMetric,
  webVitalMaxima,
  webVitalMetrics,
  webVitalRoutes,
  WebVitalSample,
  WebVitalsReport,
  webVitalsPerReport,
} from './calls/web-vitals.ts';
export {
  getWebVitals,
  WebVitalAggregate,
  webVitalsMaxDays,
  WebVitalsQuery,
  WebVitalsResponse,
} from './calls/admin/web-vitals.ts';
