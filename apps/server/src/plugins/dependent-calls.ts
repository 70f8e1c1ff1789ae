// The calls an adult dependent's own account may make (migration 036). Every
// member call is scoped to the token's member; a dependent's token names the
// policy's member too, so a call that does not also scope its answer to the
// dependent (their claimant number) would show them the whole household.
// Default deny: a call not listed here answers 403 to a dependent, so a new
// member call is closed to them until its service scopes it.
import { apiCalls, type ApiCallId } from '@portal/contract';
import type { FastifyRequest } from 'fastify';

/** Calls whose service scopes the answer to the dependent, or that hold nothing of the household. */
export const dependentCalls: ReadonlySet<ApiCallId> = new Set<ApiCallId>([
  // Scoped to the dependent: their name on GET members, their claims, EOBs, benefits usage and ID card.
  'getMembers',
  'getClaims',
  'getClaimDetail',
  'getEobPdf',
  'getPatientToothHistory',
  'getPatientDetails',
  'getPatientDetail',
  'getPatientDetailsPdf',
  'getIdCardPdf',
  'getClaimSharing',
  'setClaimSharing',
  'getAccessLog',
  'getMessages',
  'markMessage',
  // The plan's own terms, the same for everyone it covers.
  'getVisibilityRules',
  'getVisionBenefitSummary',
  'getBenefitSummaryPdf',
  'getPlanDocumentPdf',
  'getMemberDocuments',
  'getHearingBenefits',
  'getContacts',
  'getWalletPassOptions',
  // The dependent's own sign-in and the apps they connected.
  'changePassword',
  'requestEmailChangeCode',
  'validateEmailChange',
  'getPasskeys',
  'requestPasskeyOptions',
  'addPasskey',
  'removePasskey',
  'getSecondFactors',
  'setupTotp',
  'confirmTotp',
  'removeTotp',
  'regenerateRecoveryCodes',
  'getConnectedApps',
  'revokeConnectedApp',
]);

const callIdsByRoute = new Map<string, ApiCallId>(apiCalls.map((call) => [`${call.method} ${call.path}`, call.id]));

/** True when the request's call is one a dependent's own account may make. */
export function isDependentCall(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  const id = url === undefined ? undefined : callIdsByRoute.get(`${request.method} ${url}`);
  return id !== undefined && dependentCalls.has(id);
}

export const dependentCallMessage = "This part of the policy is the policyholder's. Your account shows your own coverage, claims and benefits.";
