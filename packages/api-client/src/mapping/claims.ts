// §2 claims list, §3 rows from CLM-OUT (dental claims system: yyyymmdd dates,
// upper-case names) or claimTable (vision system: camelCase, ISO dates),
// mapped to one row type. Money stays dollars; dates are ISO yyyy-mm-dd.
import type { ClaimsResponse, DentalClaimRow, VisionClaimRow } from '@portal/contract';
import { claimKindOf, claimStatusOf, visionClaimStatusOf, type ClaimKind, type ClaimStatus } from './claim-values.ts';
import { isoDateOrNull, textOrUndefined, wireDateToIso, wireDateToOptionalIso } from './wire-values.ts';

export interface ClaimSummary {
  claimNumber: string;
  kind: ClaimKind;
  /** With the claim number it identifies a claim (§5); vision rows carry none. */
  sourceCode?: string;
  /** CLMT of the patient, as a string like Patient.claimant ('1' is the member). */
  claimantNumber: string;
  /** As the claims system writes it (dental names are upper case). */
  patientName: string;
  serviceDate: string;
  /** Absent while the claim is pending. */
  processedDate?: string;
  providerName: string;
  providerCharges: number;
  planPaid: number;
  patientOwes: number;
  status: ClaimStatus;
  /** members/eob/pdf/{objectId} (downloadEob); absent when the claim has no EOB. */
  eobObjectId?: string;
}

export interface ClaimsPaging {
  page: number;
  pageSize: number;
  /** Rows matching the filters on every page. */
  totalCount: number;
  totalPages: number;
}

export interface ClaimsPage {
  /** Newest service first, dental and vision rows together. */
  claims: ClaimSummary[];
  paging: ClaimsPaging;
}

export function toDentalClaimSummary(row: DentalClaimRow): ClaimSummary {
  return {
    claimNumber: row['CLM-NO'],
    kind: claimKindOf(row['CLM-TYPE']),
    sourceCode: textOrUndefined(row['SRC-CD']),
    claimantNumber: String(row.CLMT),
    patientName: row['PAT-NAME'],
    // The claims system always has a service date; '' would only mark a broken row.
    serviceDate: wireDateToIso(row['SVC-DT']) ?? '',
    processedDate: wireDateToOptionalIso(row['CLM-PRCS-DT']),
    providerName: row['PROV-NAME'],
    providerCharges: row['PROV-CHG-AMT'],
    planPaid: row['PLAN-PAID-AMT'],
    patientOwes: row['PAT-RESP-AMT'],
    status: claimStatusOf(row['CLM-STATUS']),
    eobObjectId: textOrUndefined(row['EOB-OBJ-ID']),
  };
}

export function toVisionClaimSummary(row: VisionClaimRow): ClaimSummary {
  return {
    claimNumber: row.claimNumber,
    kind: 'vision',
    claimantNumber: String(row.claimant),
    patientName: row.patientName,
    serviceDate: isoDateOrNull(row.dateOfService) ?? '',
    processedDate: isoDateOrNull(row.processedDate) ?? undefined,
    providerName: row.providerName,
    providerCharges: row.providerCharges,
    planPaid: row.planPaid,
    patientOwes: row.patientResponsibility,
    status: visionClaimStatusOf(row.status),
    eobObjectId: textOrUndefined(row.eobObjectId),
  };
}

/**
 * One list, newest service first. A member key with a dental and a vision
 * line answers both tables in one page, each sorted by the server; they are
 * merged here by date of service (ISO dates sort as text; the sort is
 * stable, so claims of the same day keep the server's order, dental first).
 */
export function toClaimsPage(wire: ClaimsResponse): ClaimsPage {
  const claims = [...wire['CLM-OUT'].map(toDentalClaimSummary), ...wire.claimTable.map(toVisionClaimSummary)];
  return {
    claims: claims.sort((a, b) => b.serviceDate.localeCompare(a.serviceDate)),
    paging: {
      page: wire.paging.page,
      pageSize: wire.paging.pageSize,
      totalCount: wire.paging.totalCount,
      totalPages: wire.paging.totalPages,
    },
  };
}
