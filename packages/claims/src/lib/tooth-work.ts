// The work done on each tooth, arch or quadrant, from the
// procedure lines of a patient's dental claims. Estimates are left out (the
// work is only planned) and so are vision claims and lines with no tooth.
import type { ClaimDetail } from '@portal/api-client';
import { byChartOrder, toothSite } from './tooth-numbering.ts';

/** One procedure on one site, as the tooth chart shows it. */
export interface ToothWork {
  /** Tooth (1–32, A–T), arch (UA, LA) or quadrant (UR, UL, LR, LL). */
  toothArchQuad: string;
  /** Tooth surfaces, e.g. 'MOD'; '' when none. */
  surface: string;
  /** ISO yyyy-mm-dd. */
  serviceDate: string;
  /** The procedure code done (CDT). */
  code: string;
  /** The server's description of it, shown when the code has no plain name. */
  description: string;
  claimNumber: string;
}

/** The chart's work from claims' details: what was done (the submitted code), on which site, when. */
export function toothWorkOf(claims: readonly Pick<ClaimDetail, 'header' | 'lines'>[]): ToothWork[] {
  return claims
    .filter(({ header }) => header.kind === 'dental' || header.kind === 'ortho')
    .flatMap(({ header, lines }) =>
      lines
        .filter((line) => toothSite(line.toothArchQuad) !== undefined)
        .map((line) => ({
          toothArchQuad: line.toothArchQuad,
          surface: line.surface,
          serviceDate: line.serviceDate,
          code: line.submittedCode,
          // The description names the paid code; it describes the work only when the plan paid what was done.
          description: line.submittedCode === line.paidCode ? line.description : '',
          claimNumber: header.claimNumber,
        })),
    );
}

/** Work grouped by site in chart order, each site's work oldest first. */
export function workBySite(work: readonly ToothWork[]): Map<string, ToothWork[]> {
  const sites = new Map<string, ToothWork[]>();
  const known = work.filter((item) => toothSite(item.toothArchQuad) !== undefined);
  for (const item of [...known].sort((a, b) => byChartOrder(a.toothArchQuad, b.toothArchQuad) || a.serviceDate.localeCompare(b.serviceDate))) {
    const list = sites.get(item.toothArchQuad) ?? [];
    list.push(item);
    sites.set(item.toothArchQuad, list);
  }
  return sites;
}
