// Every claim of every member `npm start` seeds, read through the portal API
// as the claim screen reads it (list, then each claim's detail), and what the
// plain-language waterfall must agree with. Shared by the suites that check
// each seeded claim, so the 200 members are seeded and read once.
import type { FastifyInstance } from 'fastify';
import type { ClaimDetailResponse, ClaimsResponse } from '@portal/contract';
import { claimWaterfall, partners, type ClaimWaterfallLine, type ClaimWaterfallStepName, type Partner } from '@portal/core';
import type { Config } from '../../../src/config.ts';
import type { Database } from '../../../src/db/database.ts';
import { demoSyntheticMembers, seedSyntheticMembers } from '../../../src/db/seed/seed.ts';
import { testAccessTokenSigner } from '../test-tokens.ts';

export interface SeededClaim {
  readonly memberId: string;
  readonly partner: Partner;
  /** The plan has decided it (the list shows it processed): what a FHIR EOB is made for. */
  readonly processed: boolean;
  readonly detail: ClaimDetailResponse;
}

/** A member's coverage line, by its SPDC. */
export interface SeededCoverage {
  memberId: string;
  partner: Partner;
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
}

export const cents = (dollars: number) => Math.round(dollars * 100);

/** The procedure lines as the screens see them (api-client maps the same wire names). */
export function waterfallLineOf(line: ClaimDetailResponse['PROC-TABLE'][number]): ClaimWaterfallLine {
  return {
    charges: line['CHG-AMT'],
    providerAdjustment: line['PROV-ADJ-AMT'],
    amountCovered: line['COV-AMT'],
    deductibleApplied: line['DED-AMT'],
    percentPlanPays: line['PLAN-PCT'],
    amountPayable: line['PAY-AMT'],
    patientResponsibility: line['PAT-RESP-AMT'],
  };
}

/** The waterfall's steps of a claim, in cents. */
export function waterfallStepsOf(detail: ClaimDetailResponse): Record<ClaimWaterfallStepName, number> {
  return Object.fromEntries(
    claimWaterfall(detail['PROC-TABLE'].map(waterfallLineOf)).map(({ step, amount }) => [step, cents(amount)]),
  ) as Record<ClaimWaterfallStepName, number>;
}

/** Tops the test app's 20 synthetic members up to the ones `npm start` seeds (same seed, same numbers). */
export async function seedTheDemoMembers(db: Database): Promise<void> {
  const [{ synthetic } = { synthetic: 0 }] = await db.query<{ synthetic: number }>(
    "SELECT count(*)::int AS synthetic FROM members WHERE length(id) = 9 AND id < '900000000'",
  );
  await seedSyntheticMembers(db, { count: demoSyntheticMembers - synthetic });
}

/** Every claim of every coverage line of every member, each read once: every page of the list, then its detail. */
export async function readEverySeededClaim(app: FastifyInstance, db: Database, config: Config): Promise<SeededClaim[]> {
  const coverages = await db.query<SeededCoverage>(
    `SELECT DISTINCT m.id AS "memberId", m.partner, l.subsidiary_number AS "subsidiaryNumber", l.policy_number AS "policyNumber",
            l.division_number AS "divisionNumber", l.certificate_number AS "certificateNumber"
       FROM members m JOIN coverage_lines l ON l.member_id = m.id
      ORDER BY m.id, 3, 4, 5, 6`,
  );
  const signers = new Map(await Promise.all(partners.map(async (partner) => [partner, await testAccessTokenSigner(db, config, { partner })] as const)));
  const read: SeededClaim[] = [];
  for (const { memberId, partner, ...spdc } of coverages) {
    const authorization = `Bearer ${await signers.get(partner)!({ memberId, subject: `seeded-claims-${memberId}` })}`;
    const post = async <T>(url: string, payload: object): Promise<T> => {
      const response = await app.inject({ method: 'POST', url: `/api/${partner}/${url}`, headers: { authorization }, payload });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const list = await post<ClaimsResponse>('members/claims', { ...spdc, page, pageSize: 100 });
      pages = list.paging.totalPages;
      const claims = [
        ...list['CLM-OUT'].map((row) => ({ claimNumber: row['CLM-NO'], isEstimate: row['CLM-TYPE'] === 'Estimate', processed: row['CLM-STATUS'] !== 'PENDING' })),
        ...list.claimTable.map((row) => ({ claimNumber: row.claimNumber, isEstimate: false, processed: row.processedDate !== undefined })),
      ];
      for (const { claimNumber, isEstimate, processed } of claims) {
        const detail = await post<ClaimDetailResponse>(`members/claims/${encodeURIComponent(claimNumber)}?isEstimate=${isEstimate}`, spdc);
        read.push({ memberId, partner, processed, detail });
      }
    }
  }
  return read;
}
