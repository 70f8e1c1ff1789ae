// The claims as the API answers them (the wire of packages/contract),
// so a test compares what the screens show with what the server holds: the
// member's coverage lines, a page of a line's claims with the list's
// filters, and one claim's calculation totals.
import type { Page } from '@playwright/test';
import type { BrandUnderTest } from './brands.ts';
import { callApi } from './session.ts';

interface MemberLineWire {
  'T-SUB': number;
  'T-POL': number;
  'T-DIV': number;
  'T-CERT': number;
  LOB: string;
  'MEM-EFF-DT': number;
  'T-GR-PPO-CD': string;
}
interface MembersWire {
  'OUT-TABLE': MemberLineWire[];
}

interface DentalClaimRowWire {
  'CLM-NO': string;
  'CLM-TYPE': 'Dental' | 'Ortho' | 'Estimate';
  'CLM-STATUS': string;
  'EOB-OBJ-ID': string;
}
interface VisionClaimRowWire {
  claimNumber: string;
  eobObjectId?: string;
}
interface ClaimsListWire {
  'CLM-OUT': DentalClaimRowWire[];
  claimTable: VisionClaimRowWire[];
  paging: { page: number; pageSize: number; totalCount: number; totalPages: number };
}

interface ClaimDetailWire {
  'CALC-TOTALS': {
    'TOT-CHG-AMT': number;
    'TOT-PROV-ADJ-AMT': number;
    'TOT-COV-AMT': number;
    'TOT-DED-AMT': number;
    'TOT-PAY-AMT': number;
    'TOT-PAT-RESP-AMT': number;
  };
}

/** The four numbers of a member key 'sub-pol-div-cert', as the API's bodies carry them (§3). */
export function spdcOf(key: string) {
  const [subsidiaryNumber, policyNumber, divisionNumber, certificateNumber] = key.split('-').map(Number);
  return { subsidiaryNumber, policyNumber, divisionNumber, certificateNumber };
}

/** The §2 claim types and §9 date filters as the list's URL writes them. */
export type ClaimTypeInUrl = 'dental' | 'ortho' | 'estimate';
export type DateRangeInUrl = 'allTime' | 'currentYear' | 'previousYear' | 'last90Days';

export interface ClaimsFilter {
  type?: ClaimTypeInUrl;
  range?: DateRangeInUrl;
  page?: number;
  /** Rows per page (the list's ?size=); 10 when absent, as the list. */
  size?: number;
}

const wireClaimType: Record<ClaimTypeInUrl, DentalClaimRowWire['CLM-TYPE']> = { dental: 'Dental', ortho: 'Ortho', estimate: 'Estimate' };

export interface ClaimsPageFromApi {
  /** Claim numbers of the page, dental and vision rows together. */
  claimNumbers: string[];
  /** Claims of type Dental with an EOB, for the download. */
  withEob: string[];
  totalCount: number;
  totalPages: number;
}

/** One page (10 rows unless `filter.size` says otherwise, as the list) of a line's claims with the list's filters, straight from the API. */
export async function claimsFromApi(page: Page, brand: BrandUnderTest, coverage: string, filter: ClaimsFilter = {}): Promise<ClaimsPageFromApi> {
  const list = await callApi<ClaimsListWire>(page, brand, 'POST', '/members/claims', {
    ...spdcOf(coverage),
    ...(filter.type ? { claimType: wireClaimType[filter.type] } : {}),
    ...(filter.range ? { dateRange: filter.range } : {}),
    page: filter.page ?? 1,
    pageSize: filter.size ?? 10,
  });
  return {
    claimNumbers: [...list['CLM-OUT'].map((row) => row['CLM-NO']), ...list.claimTable.map((row) => row.claimNumber)],
    withEob: list['CLM-OUT'].filter((row) => row['CLM-TYPE'] === 'Dental' && row['EOB-OBJ-ID'] !== '').map((row) => row['CLM-NO']),
    totalCount: list.paging.totalCount,
    totalPages: list.paging.totalPages,
  };
}

/** The calculation totals of one claim (§2 claim detail), straight from the API. */
export async function claimTotalsFromApi(page: Page, brand: BrandUnderTest, coverage: string, claimNumber: string, isEstimate: boolean) {
  const detail = await callApi<ClaimDetailWire>(
    page,
    brand,
    'POST',
    `/members/claims/${encodeURIComponent(claimNumber)}?isEstimate=${String(isEstimate)}`,
    spdcOf(coverage),
  );
  return detail['CALC-TOTALS'];
}

/** The member key of the member's first active line of `lineOfBusiness` (§6 classes), from the member list. */
export async function activeLineKey(page: Page, brand: BrandUnderTest, isLineOfBusiness: (lob: string) => boolean): Promise<{ key: string; ppoCode: string } | undefined> {
  const members = await callApi<MembersWire>(page, brand, 'GET', '/members');
  const line = members['OUT-TABLE'].find((row) => row['MEM-EFF-DT'] !== 0 && isLineOfBusiness(row.LOB));
  return line ? { key: `${line['T-SUB']}-${line['T-POL']}-${line['T-DIV']}-${line['T-CERT']}`, ppoCode: line['T-GR-PPO-CD'] } : undefined;
}

/** §6 line of business classes. */
export const isDentalLine = (lob: string) => lob === 'DEN' || lob === 'PPD';
export const isVisionLine = (lob: string) => ['VIS', 'EYE', 'PER', 'VSP', 'DHS', 'VSX', 'VSD', 'EYD', 'EXA'].includes(lob);

/** US dollars as the English screens write them ($1,234.50). */
export const dollars = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** '$1,234.50' (or '−$12.00') back to a number, for sums. */
export function amountOf(text: string): number {
  const negative = /^[-\u2212]/.test(text.trim());
  const value = Number(text.replace(/[^0-9.]/g, ''));
  return negative ? -value : value;
}
