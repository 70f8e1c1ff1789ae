// The front end's view of the API (§7): one HTTP client, typed calls, hooks.
export { ApiProvider, useApi, type ApiContextValue } from './api-context.tsx';
export {
  createHttpClient,
  emptyFileMessage,
  type DownloadOptions,
  type HttpClient,
  type HttpClientOptions,
  type RequestOptions,
  type UploadOptions,
} from './http/http-client.ts';
export { HttpError, isHttpError } from './http/http-error.ts';
export { redirectToLoginSavingPath, savePathForAfterSignIn, takeSavedPath } from './http/saved-path.ts';

// Files (§7 PDF calls, §9 MM-DD-YYYY names).
export type { DownloadedFile } from './download/downloaded-file.ts';
export { fileNameFromContentDisposition } from './download/content-disposition.ts';
export { saveFile, type StaticFile } from './download/save-file.ts';
export {
  downloadErrorMessage,
  downloadFailureOf,
  downloadFailureText,
  type DownloadErrorTexts,
  type DownloadFailure,
} from './download/download-failure.ts';
export { usePdfDownload, type PdfDownload } from './download/use-pdf-download.ts';
export { todayFileDate } from './download/today-file-date.ts';
export { downloadBenefitSummary } from './calls/download-benefit-summary.ts';
export { downloadEnrollmentApp } from './calls/download-enrollment-app.ts';
export { downloadEob } from './calls/download-eob.ts';
export { downloadIdCard, type IdCardDeviceType } from './calls/download-id-card.ts';
export { downloadPatientDetailsPdf } from './calls/download-patient-details-pdf.ts';
export { downloadPlanDocument } from './calls/download-plan-document.ts';
export { downloadReportCard } from './calls/download-report-card.ts';

// Calls with their queryOptions and hooks.
export { featuresQueryOptions, getFeatures, useFeatures } from './calls/get-features.ts';
export { featuresQueryKey } from './calls/features-call.ts';
export { subsidiaryConfigQueryKey } from './calls/subsidiary-config-call.ts';
export { getMembers, membersQueryOptions, useMembers } from './calls/get-members.ts';
export { membersQueryKey } from './calls/members-call.ts';
export { getVisibilityRules, visibilityRulesQueryKey } from './calls/visibility-rules-call.ts';
export { useVisibilityRules, visibilityRulesQueryOptions } from './calls/get-visibility-rules.ts';
export { getPatients, patientsQueryOptions, usePatients } from './calls/get-patients.ts';
export { getPatientBenefits, patientBenefitsQueryOptions, usePatientBenefits } from './calls/get-patient-benefits.ts';
export { getMemberDocuments, memberDocumentsQueryOptions, useMemberDocuments } from './calls/get-member-documents.ts';
export { chatAvailabilityQueryOptions, getChatAvailability, useChatAvailability } from './calls/get-chat-availability.ts';
export {
  getSubsidiaryConfig,
  metadataCaptureHeaderName,
  subsidiaryConfigQueryOptions,
  subsidiaryConfigRefetchInterval,
  useSubsidiaryConfig,
} from './calls/get-subsidiary-config.ts';
export { browserMetadata, type BrowserMetadata } from './metadata/browser-metadata.ts';

// Domain types and the wire → domain mapping (mapping/).
export { toCoverage, toMemberData, wireDateToIso } from './mapping/members.ts';
export { lifetimeMaximumUsed } from './mapping/patients.ts';
export type { Coverage, Indicator, MemberAddress, MemberData, MemberProfile } from './mapping/members.ts';
export type { Features } from './mapping/features.ts';
export type { CoverageRules } from './mapping/visibility-rules.ts';
export type {
  BenefitLevel,
  CoverageLine,
  FrequencyServiceName,
  Patient,
  PatientBenefits,
  PatientRelationship,
  PatientsData,
  PlanYearAccumulators,
  ServiceFrequency,
} from './mapping/patients.ts';
export type { MemberDocuments, PlanDocument } from './mapping/documents.ts';
export type { SubsidiaryConfig } from './mapping/subsidiary-config.ts';

// Benefits calls (fetchers only; the benefits feature owns their hooks).
export { getVisionBenefitSummary } from './calls/get-vision-benefit-summary.ts';
export { getSavingsContent } from './calls/get-savings-content.ts';
export { getHearingBenefits } from './calls/get-hearing-benefits.ts';
export { getContacts } from './calls/get-contacts.ts';
export { submitContactForm } from './calls/submit-contact-form.ts';
export { nominateProvider } from './calls/nominate-provider.ts';
export { updateEdelivery } from './calls/update-edelivery.ts';
export { getDceToken } from './calls/get-dce-token.ts';

// Find care calls (fetchers only; the providers feature owns their hooks).
export { getProvider, searchProviders } from './calls/search-providers.ts';
export type {
  ProviderHoursFilter, ProviderListing, ProviderOfficeHours, ProviderProfile, ProviderSearchCriteria, ProviderSearchPlace,
  ProviderSearchResult, ProviderType,
} from './mapping/providers.ts';
export { providerNetworkChoices, providerRadius, providerTypeChoices } from './mapping/providers.ts';
// The DHMO primary dentist (fetchers only; the providers feature owns their hooks).
export { cancelPrimaryDentistChange, getPrimaryDentist, requestPrimaryDentistChange } from './calls/primary-dentist.ts';
export { dhmoNetworkName, type PrimaryDentist, type PrimaryDentistOffice } from './mapping/primary-dentist.ts';
export type { VisionAllowance, VisionBenefitSummary } from './mapping/vision-benefit-summary.ts';
export type { SavingsContent, SavingsOffer } from './mapping/savings-content.ts';
export type { HearingBenefit, HearingBenefits } from './mapping/hearing-benefits.ts';
export type { ContactPoint, CoverageContacts, MailingAddress } from './mapping/contacts.ts';
export { contactSubjects, type ContactFormInput, type ContactFormReceipt, type ContactSubject } from './mapping/contact-form.ts';
export { providerSpecialties, type ProviderNomination, type ProviderSpecialty } from './mapping/provider-nomination.ts';
export type { EdeliveryAction, EdeliveryStatus, EdeliveryUpdate } from './mapping/edelivery.ts';
export type { DceToken } from './mapping/dce-token.ts';

// Claims calls (fetchers only; the claims feature owns their hooks).
export { getClaims, type ClaimsQuery } from './calls/get-claims.ts';
export { getClaimDetail, type ClaimDetailQuery } from './calls/get-claim-detail.ts';
export { claimTypeFilters, type ClaimKind, type ClaimStatus, type ClaimTypeFilter } from './mapping/claim-values.ts';
export type { ClaimSummary, ClaimsPage, ClaimsPaging } from './mapping/claims.ts';
export type {
  ClaimDetail,
  ClaimHeader,
  ClaimPayment,
  ClaimTotals,
  OrthoInstallment,
  OrthoInstallmentStatus,
  PaymentStatus,
  ProcedureLine,
} from './mapping/claim-detail.ts';

// Vision claim upload (§2, §5, §7): progress per file, idempotent resubmission, the server's refusal text.
export { uploadVisionClaim, visionClaimForm, visionClaimUploadLimits, type VisionClaimSubmission } from './calls/upload-vision-claim.ts';
export type { StoredClaimFile, VisionClaimReceipt } from './mapping/vision-claim-upload.ts';
export { fileProgress, type FileProgress } from './upload/file-progress.ts';
export { newIdempotencyKey } from './upload/idempotency-key.ts';
export { uploadRefusalMessage } from './upload/upload-refusal.ts';
export { getVisionClaimUploads } from './calls/get-vision-claim-uploads.ts';
export type { UploadedVisionClaim, VisionClaimUploadStatus } from './mapping/vision-claim-uploads.ts';

// A patient's dental work by tooth.
export { getPatientToothHistory } from './calls/get-patient-tooth-history.ts';
export type { PatientToothWork } from './mapping/tooth-history.ts';

// Pretreatment estimate request (§2 /pretreatment-estimate).
export { submitPretreatmentEstimateRequest } from './calls/submit-pretreatment-estimate-request.ts';
export type {
  PretreatmentEstimateRequestInput,
  PretreatmentEstimateRequestReceipt,
} from './mapping/pretreatment-estimate-request.ts';

// Dental cost estimator (§2 /dce): calls made with the DCE token of getDceToken.
export { getDceProcedures } from './calls/get-dce-procedures.ts';
export { dentalCostEstimateMaxProcedures, estimateDentalCost, type DentalCostEstimateQuery } from './calls/estimate-dental-cost.ts';
export type {
  DentalCostEstimate,
  DentalCostEstimateOffice,
  DentalCostEstimateLine,
  DentalCostEstimateTotals,
  DentalCostPlanYear,
  DentalServiceType,
  EstimableProcedure,
} from './mapping/dental-cost-estimate.ts';

// Registration, connecting a policy and profile security: fetchers
// with domain names (the registration feature owns the hooks), and the
// failure kinds the screens choose their §8 texts by.
export { findMemberForRegistration } from './calls/find-member-for-registration.ts';
export { submitDependentEmail } from './calls/submit-dependent-email.ts';
export { verifyRegistrationClaimNumber } from './calls/verify-registration-claim-number.ts';
export { requestRegistrationIdentityCode } from './calls/request-registration-identity-code.ts';
export { verifyRegistrationIdentityCode } from './calls/verify-registration-identity-code.ts';
export { verifyRegistrationMemberId } from './calls/verify-registration-member-id.ts';
export { submitRegistrationEmail } from './calls/submit-registration-email.ts';
export { verifyRegistrationEmailCode } from './calls/verify-registration-email-code.ts';
export { submitRegistrationPhone } from './calls/submit-registration-phone.ts';
export { verifyRegistrationPhoneCode } from './calls/verify-registration-phone-code.ts';
export { createRegistrationPassword } from './calls/create-registration-password.ts';
export { changePassword } from './calls/change-password.ts';
export { requestEmailChangeCode } from './calls/request-email-change-code.ts';
export { validateEmailChange } from './calls/validate-email-change.ts';
export { addMemberData } from './calls/add-member-data.ts';
export { getPasskeys } from './calls/get-passkeys.ts';
export { requestPasskeyOptions } from './calls/request-passkey-options.ts';
export { addPasskey } from './calls/add-passkey.ts';
export { removePasskey } from './calls/remove-passkey.ts';
export { getConnectedApps } from './calls/get-connected-apps.ts';
export { getClaimSharing, setClaimSharing } from './calls/claim-sharing.ts';
export type { ClaimSharing, ManagedDependent } from './mapping/claim-sharing.ts';
export { revokeConnectedApp } from './calls/revoke-connected-app.ts';
export { downloadMemberDataBundle, downloadMemberDataSummary } from './calls/download-member-data.ts';
export type { ConnectedApp, SharedResourceType } from './mapping/connected-apps.ts';
export { downloadAppleWalletPass, getGoogleWalletLink, getWalletPassOptions, type WalletPassOptions } from './calls/wallet-passes.ts';
export type { AddPasskeyInput, MemberPasskey, PasskeyCreationRequest, PasskeyRegistration } from './mapping/passkeys.ts';
export {
  confirmAuthenticator,
  getSecondFactorState,
  removeAuthenticator,
  renewRecoveryCodes,
  startAuthenticatorSetup,
} from './calls/authenticator-app.ts';
export type { AuthenticatorConfirmation, AuthenticatorSetup, SecondFactorState } from './mapping/authenticator-app.ts';
export {
  AccountCallError,
  accountCallFailure,
  type AccountCallFailure,
  type AccountCallFailureKind,
  type PasswordPolicyFailure,
  type PasswordPolicyRule,
} from './mapping/account-call-failure.ts';
export {
  registrationCallIds,
  selfServiceCallIds,
  type AccountCallId,
  type RegistrationCallId,
  type SelfServiceCallId,
} from './mapping/account-call-ids.ts';
export type { DependentEmailInput, FindMemberInput, FoundMember } from './mapping/registration.ts';
export type { CodeCheck, CodeRefusalReason, CodeSent } from './mapping/registration-codes.ts';
export type { ClaimNumberCheckInput, IdentityCheck, IdentityCodeInput, MemberIdCheckInput } from './mapping/registration-identity.ts';
export type {
  CreatedAccount,
  PhoneCodeChannel,
  PhoneCodeSent,
  RegistrationEmailCodeInput,
  RegistrationEmailInput,
  RegistrationPasswordInput,
  RegistrationPhoneCodeInput,
  RegistrationPhoneInput,
} from './mapping/registration-account.ts';
export type {
  ChangePasswordInput,
  EmailChange,
  EmailChangeCodeInput,
  EmailChangeValidationInput,
  MemberConnected,
  PasswordChanged,
} from './mapping/self-service.ts';

// Customer service, the member's account activity and messages, access
// management: fetchers with domain names (the csr package owns
// the hooks), and the failure kinds the screens choose their texts by.
export { searchMembersForCsr } from './calls/search-members-for-csr.ts';
export { getAccessLog, type AccessLogQuery } from './calls/get-access-log.ts';
export { getMessages } from './calls/get-messages.ts';
export { markMessage } from './calls/mark-message.ts';
export { getStaffAccounts } from './calls/get-staff-accounts.ts';
export { grantCsrRole } from './calls/grant-csr-role.ts';
export { revokeCsrRole } from './calls/revoke-csr-role.ts';
export { getMemberAuditEvents, type MemberAuditEventsQuery } from './calls/get-member-audit-events.ts';
export { auditExportFileName, exportAuditEvents } from './calls/export-audit-events.ts';
export type { CsrMemberMatch, CsrMemberSearch, CsrMemberSearchInput, CsrSearchInfo } from './mapping/csr-member-search.ts';
export type { AccountActivity, AccountActivityKind, AccountActivityPage, AccountArea } from './mapping/access-log.ts';
export type { MemberMessage, MessageInbox, MessageKind, MessageMarked } from './mapping/messages.ts';
export type { AuditActorKind, AuditEvent, AuditEventsPage, StaffAccount } from './mapping/access-management.ts';
export {
  csrSearchFailure,
  grantCsrRoleFailure,
  revokeCsrRoleFailure,
  staffCallFailure,
  type RoleChangeFailure,
  type StaffCallFailure,
} from './mapping/staff-call-failure.ts';

// Site speed: Web Vitals from real use, for an admin.
export { getSiteSpeed, type SiteSpeedQuery } from './calls/get-site-speed.ts';
export { toSiteSpeed } from './mapping/site-speed.ts';
export type { SiteSpeed, SiteSpeedMeasure, SiteSpeedMetric, SiteSpeedRoute } from './mapping/site-speed.ts';
