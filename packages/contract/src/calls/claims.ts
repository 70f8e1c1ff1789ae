// §2 claims list: filter by patient, type (Dental, Ortho, Estimate) and date
// range (all time, current year, previous year, last 90 days), with paging;
// §3 list rows come from CLM-OUT (dental) or claimTable (vision).
import { claimDateFilters } from '@portal/core';
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { spdcProperties } from '../spdc.ts';
import { claimantNumber, isoDate, money, stringEnum, text, wireDate } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

/** §2/§3 claim types a member filters by. */
export const claimTypes = ['Dental', 'Ortho', 'Estimate'] as const;
export const dentalClaimStatuses = ['PAID', 'PARTIAL', 'DENIED', 'PENDING', 'ESTIMATED'] as const;
export const visionClaimStatuses = ['paid', 'partiallyPaid', 'denied', 'pending'] as const;

export const claimNumber = (description = 'claim number') =>
  Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9-]+$', description });

export const ClaimsRequest = Type.Object(
  {
    ...spdcProperties,
    claimant: Type.Optional(claimantNumber('only claims of this patient (CLMT); every patient when absent')),
    claimType: Type.Optional(stringEnum(claimTypes, 'only claims of this type (dental lines); every type when absent')),
    dateRange: Type.Optional(
      Type.Enum(claimDateFilters, {
        type: 'string',
        default: 'allTime',
        description: 'date of service range (§9): allTime, currentYear, previousYear, last90Days',
      }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'page number, from 1' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: 'rows per page' })),
  },
  { additionalProperties: false, description: 'selected coverage line (spdc) and the list filters' },
);
export type ClaimsRequest = Type.Static<typeof ClaimsRequest>;

/** A row of the dental list (claims system). */
export const DentalClaimRow = Type.Object({
  'CLM-NO': claimNumber(),
  'CLM-TYPE': stringEnum(claimTypes, 'claim type'),
  'SRC-CD': text('source code of the claim (with the claim number it identifies a claim, §5)', 8),
  CLMT: claimantNumber(),
  'PAT-NAME': text("patient's full name"),
  'SVC-DT': wireDate('date of service (first procedure)'),
  'CLM-PRCS-DT': wireDate('date the claim was processed'),
  'PROV-NAME': text('treating provider or practice'),
  'PROV-CHG-AMT': money('provider charges'),
  'PLAN-PAID-AMT': money('amount the plan pays (or would pay, for an estimate)'),
  'PAT-RESP-AMT': money('patient responsibility'),
  'CLM-STATUS': stringEnum(dentalClaimStatuses, 'claim status'),
  'EOB-OBJ-ID': text("object id of the claim's EOB PDF; '' when none", 64),
});
export type DentalClaimRow = Type.Static<typeof DentalClaimRow>;

/** A row of the vision list (vision system, camelCase). */
export const VisionClaimRow = Type.Object({
  claimNumber: claimNumber(),
  claimant: claimantNumber(),
  patientName: text("patient's full name"),
  dateOfService: isoDate('date of service'),
  processedDate: Type.Optional(isoDate('date the claim was processed; absent while pending')),
  providerName: text('provider or store'),
  providerCharges: money('provider charges'),
  planPaid: money('amount the plan paid'),
  patientResponsibility: money('patient responsibility'),
  status: stringEnum(visionClaimStatuses, 'claim status'),
  eobObjectId: Type.Optional(text("object id of the claim's EOB PDF; absent when none", 64)),
});
export type VisionClaimRow = Type.Static<typeof VisionClaimRow>;

export const Paging = Type.Object({
  page: Type.Integer({ minimum: 1, description: 'page returned, from 1' }),
  pageSize: Type.Integer({ minimum: 1, description: 'rows per page' }),
  totalCount: Type.Integer({ minimum: 0, description: 'rows matching the filters, all pages' }),
  totalPages: Type.Integer({ minimum: 0, description: 'pages at this page size' }),
});
export type Paging = Type.Static<typeof Paging>;

export const ClaimsResponse = Type.Object({
  'CLM-OUT': Type.Array(DentalClaimRow, { description: 'dental claim rows; empty for a vision line' }),
  claimTable: Type.Array(VisionClaimRow, { description: 'vision claim rows; empty for a dental line' }),
  paging: Paging,
});
export type ClaimsResponse = Type.Static<typeof ClaimsResponse>;

export const getClaims = defineCall({
  id: 'getClaims',
  ...callRoutes.getClaims,
  summary: 'Claims of the selected coverage line, filtered and paged, newest first',
  params: SubsidiaryParams,
  body: ClaimsRequest,
  response: { 200: ClaimsResponse, ...memberErrorResponses },
});
