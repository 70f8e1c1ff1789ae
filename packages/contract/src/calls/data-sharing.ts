// Data sharing on /profile: the third-party apps the member connected to their
// FHIR data (list, disconnect) and "Download my data" — a FHIR R4 Bundle of
// type collection with everything the member may see, and a PDF summary of
// the same bundle. And the ID card in a phone wallet (Apple Wallet .pkpass,
// a Save to Google Wallet link), under the ID card's own rules (§2).
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { callRoutes } from '../call-routes.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams, subsidiaryParamsWith } from '../params.ts';
import { Spdc } from '../spdc.ts';
import { PdfDocument } from './pdf-documents.ts';
import { successStatus } from './registration/fields.ts';

/** The FHIR resources an app may be allowed to read (its SMART patient scopes). */
export const sharedResourceTypes = ['Patient', 'Coverage', 'ExplanationOfBenefit'] as const;
export type SharedResourceType = (typeof sharedResourceTypes)[number];

const clientId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._~-]+$', description: "the app's OAuth client_id" });

export const ConnectedApp = Type.Object({
  clientId,
  name: Type.String({ description: 'the app’s name as registered' }),
  resourceTypes: Type.Array(Type.Enum(sharedResourceTypes, { type: 'string' }), {
    description: 'what the app can read: the FHIR resource types of the scopes the member allowed',
  }),
  connectedAt: Type.String({ format: 'date-time', description: 'when the member last allowed the app' }),
});
export type ConnectedApp = Type.Static<typeof ConnectedApp>;

export const ConnectedAppsResponse = Type.Object({ status: successStatus, data: Type.Array(ConnectedApp, { maxItems: 100 }) });
export type ConnectedAppsResponse = Type.Static<typeof ConnectedAppsResponse>;

export const ConnectedAppParams = subsidiaryParamsWith({ clientId });
export type ConnectedAppParams = Type.Static<typeof ConnectedAppParams>;

export const RevokeConnectedAppResponse = Type.Object({ status: successStatus, data: Type.Boolean({ description: 'true when the app was disconnected' }) });
export type RevokeConnectedAppResponse = Type.Static<typeof RevokeConnectedAppResponse>;

/** A FHIR R4 Bundle (type collection); its entries are FHIR resources, validated on the server against base R4. */
export const MemberDataBundle = Type.Object(
  {
    resourceType: Type.Literal('Bundle'),
    type: Type.Literal('collection'),
    timestamp: Type.String({ format: 'date-time' }),
    entry: Type.Array(
      Type.Object({ fullUrl: Type.Optional(Type.String()), resource: Type.Object({ resourceType: Type.String() }, { additionalProperties: true }) }),
    ),
  },
  { additionalProperties: true, description: 'FHIR R4 Bundle of type collection (application/fhir+json)' },
);
export type MemberDataBundle = Type.Static<typeof MemberDataBundle>;

export const getConnectedApps = defineCall({
  id: 'getConnectedApps',
  ...callRoutes.getConnectedApps,
  summary: 'The third-party apps the member connected to their FHIR data',
  description: 'A CSR acting for the member sees the list too.',
  params: SubsidiaryParams,
  response: { 200: ConnectedAppsResponse, ...memberErrorResponses },
});

export const revokeConnectedApp = defineCall({
  id: 'revokeConnectedApp',
  ...callRoutes.revokeConnectedApp,
  summary: 'Disconnect an app: its next FHIR call is refused and its refresh tokens are gone',
  description: '404 when the member has not connected that app; 403 for a CSR acting for the member (the consent is the member’s).',
  params: ConnectedAppParams,
  response: { 200: RevokeConnectedAppResponse, ...memberErrorResponses },
});

export const exportMemberData = defineCall({
  id: 'exportMemberData',
  ...callRoutes.exportMemberData,
  summary: '"Download my data": a FHIR R4 Bundle (collection) of everything the member may see',
  description: 'Patients, coverages, organizations and an ExplanationOfBenefit per processed claim and estimate — the FHIR API’s own resources.',
  params: SubsidiaryParams,
  response: { 200: MemberDataBundle, ...memberErrorResponses },
});

export const getMemberDataSummaryPdf = defineCall({
  id: 'getMemberDataSummaryPdf',
  ...callRoutes.getMemberDataSummaryPdf,
  summary: '"Download my data": a readable PDF summary of the same bundle',
  produces: 'application/pdf',
  params: SubsidiaryParams,
  response: { 200: PdfDocument, ...memberErrorResponses },
});

export const WalletPassOptionsResponse = Type.Object({
  status: successStatus,
  data: Type.Object({
    apple: Type.Boolean({ description: 'an Apple Wallet pass can be made (a signing certificate is configured, or the development one)' }),
    google: Type.Boolean({ description: 'a Google Wallet link can be made (issuer id and service-account key configured)' }),
  }),
});
export type WalletPassOptionsResponse = Type.Static<typeof WalletPassOptionsResponse>;

export const GoogleWalletLinkResponse = Type.Object({
  status: successStatus,
  data: Type.Object({ saveUrl: Type.String({ description: 'https://pay.google.com/gp/v/save/<signed JWT>' }) }),
});
export type GoogleWalletLinkResponse = Type.Static<typeof GoogleWalletLinkResponse>;

export const getWalletPassOptions = defineCall({
  id: 'getWalletPassOptions',
  ...callRoutes.getWalletPassOptions,
  summary: 'Which phone wallets the ID card can be added to on this site',
  params: SubsidiaryParams,
  response: { 200: WalletPassOptionsResponse, ...memberErrorResponses },
});

export const getAppleWalletPass = defineCall({
  id: 'getAppleWalletPass',
  ...callRoutes.getAppleWalletPass,
  summary: 'The ID card of the selected coverage line as an Apple Wallet pass (.pkpass)',
  description: 'The ID card’s rules (§2): 403 when the line offers no ID card; 404 when no pass certificate is configured.',
  produces: 'application/vnd.apple.pkpass',
  params: SubsidiaryParams,
  body: Spdc,
  response: { 200: Type.String({ description: 'application/vnd.apple.pkpass (zip)' }), ...memberErrorResponses },
});

export const getGoogleWalletLink = defineCall({
  id: 'getGoogleWalletLink',
  ...callRoutes.getGoogleWalletLink,
  summary: 'A "Save to Google Wallet" link for the ID card of the selected coverage line',
  description: 'The ID card’s rules (§2): 403 when the line offers no ID card; 404 when Google Wallet is not configured.',
  params: SubsidiaryParams,
  body: Spdc,
  response: { 200: GoogleWalletLinkResponse, ...memberErrorResponses },
});
