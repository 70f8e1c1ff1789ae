// The numbers must agree: for every member, every dental line and
// every patient, the benefit snapshot's maximum used and deductible met of the
// current plan year equal what the member's processed claims paid and applied
// in that plan year, read back through the claims API (list + detail). The
// demo data and the synthetic members of the test app on PGlite and
// PostgreSQL, then a generated set of 1 000 members (PGlite only: seeding
// 1 000 members twice would make the suite several minutes longer) checked
// against the claims tables directly.
import { expect, it } from 'vitest';
import type { AccumulatorRow, ClaimsResponse, PatientDataSection } from '@portal/contract';
import type { Database } from '../../db/database.ts';
import { seedSyntheticMembers } from '../../db/seed/seed.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { claimsCalls } from '../../../test/support/claims/claims-calls.ts';
import type { SeededCoverage } from '../../../test/support/claims/every-seeded-claim.ts';

interface DentalLineOfMember extends SeededCoverage {
  lob: string;
  planYearStartMonth: number;
  claimants: number[];
}

async function dentalLinesOf(db: Database, memberIds?: readonly string[]): Promise<DentalLineOfMember[]> {
  return db.query<DentalLineOfMember>(
    `SELECT m.id AS "memberId", m.partner, cl.subsidiary_number AS "subsidiaryNumber", cl.policy_number AS "policyNumber",
            cl.division_number AS "divisionNumber", cl.certificate_number AS "certificateNumber", cl.lob,
            dp.plan_year_start_month::int AS "planYearStartMonth",
            -- The patients the policyholder sees: not an adult dependent who keeps their claims to themself.
            ARRAY(SELECT p.claimant_number FROM patients p
                   WHERE p.member_id = m.id
                     AND NOT EXISTS (SELECT 1 FROM dependent_accounts d
                                      WHERE d.member_id = p.member_id AND d.claimant_number = p.claimant_number AND NOT d.claims_shared)
                   ORDER BY 1) AS claimants
       FROM coverage_lines cl JOIN dental_plans dp ON dp.coverage_line_id = cl.id JOIN members m ON m.id = cl.member_id
      WHERE $1::text[] IS NULL OR m.id = ANY($1::text[])
      ORDER BY m.id, cl.id`,
    [memberIds ?? null],
  );
}

const spdcOf = (line: DentalLineOfMember) => ({
  subsidiaryNumber: line.subsidiaryNumber, policyNumber: line.policyNumber,
  divisionNumber: line.divisionNumber, certificateNumber: line.certificateNumber,
});

const cents = (amount: number) => Math.round(amount * 100);

describeApp('the benefit snapshot agrees with the claims', ({ app, db, config, kind }) => {
  const claims = claimsCalls(app, db, config);

  async function snapshotOf(line: DentalLineOfMember, claimant: number, authorization: string) {
    const response = await app().inject({
      method: 'POST', url: `/api/${line.partner}/members/patientDetails/${claimant}`, headers: { authorization }, payload: spdcOf(line),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ 'DATA-SECTION': PatientDataSection; 'ACCUM-TABLE': AccumulatorRow[] }>();
    const current = body['ACCUM-TABLE'][0]!;
    return { section: body['DATA-SECTION'], current };
  }

  it('for every seeded member, dental line and patient: maximum used and deductible met = the processed claims of the plan year (claims API)', async () => {
    const lines = await dentalLinesOf(db());
    expect(lines.length).toBeGreaterThan(20);
    let claimsChecked = 0;
    let patientsWithUsage = 0;
    for (const line of lines) {
      const who = { partner: line.partner, memberId: line.memberId };
      const authorization = await claims.bearer(who);
      // Every dental claim of the line, all pages.
      const rows: ClaimsResponse['CLM-OUT'] = [];
      for (let page = 1; ; page += 1) {
        const response = await claims.list(who, { ...spdcOf(line), pageSize: 100, page });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<ClaimsResponse>();
        rows.push(...body['CLM-OUT']);
        if (page >= body.paging.totalPages) break;
      }
      const processed = rows.filter((row) => row['CLM-TYPE'] !== 'Estimate' && row['CLM-STATUS'] !== 'PENDING');
      const details = await Promise.all(processed.map((row) => claims.detailOf(who, row['CLM-NO'], spdcOf(line))));
      for (const claimant of line.claimants) {
        const { section, current } = await snapshotOf(line, claimant, authorization);
        const inPlanYear = (day: number) => day >= section['PLAN-YR-BEG-DT'] && day <= section['PLAN-YR-END-DT'];
        let paid = 0;
        let deductible = 0;
        for (const detail of details.filter((d) => d['CLM-HDR'].CLMT === claimant)) {
          for (const procedure of detail['PROC-TABLE'].filter((p) => inPlanYear(p['SVC-DT']))) {
            // Orthodontic payments count against the orthodontic lifetime maximum, not the annual one.
            if (procedure['SVC-TYPE'] !== 'Orthodontics') paid += cents(procedure['PAY-AMT']);
            deductible += cents(procedure['DED-AMT']);
          }
          claimsChecked += 1;
        }
        const where = `${line.memberId} ${line.certificateNumber} ${line.lob} CLMT ${claimant} [${kind}]`;
        expect(cents(current['ANN-MAX-USED-AMT']), where).toBe(paid);
        expect(cents(current['DED-MET-AMT']), where).toBe(deductible);
        // The claims were paid by the plan the snapshot shows.
        if (current['ANN-MAX-AMT'] > 0) expect(current['ANN-MAX-USED-AMT'], where).toBeLessThanOrEqual(current['ANN-MAX-AMT']);
        expect(current['DED-MET-AMT'], where).toBeLessThanOrEqual(current['DED-AMT']);
        expect(current['ANN-MAX-REM-AMT'], where).toBe(Math.max(0, cents(current['ANN-MAX-AMT']) - paid) / 100);
        if (paid > 0) patientsWithUsage += 1;
      }
    }
    // The check means something only when there were claims to add up.
    expect(claimsChecked).toBeGreaterThan(30);
    expect(patientsWithUsage).toBeGreaterThan(10);
  }, 240_000);

  it.skipIf(kind !== 'pglite')(
    'for 1 000 generated members: every snapshot equals the sums over the claims tables',
    async () => {
      const first = await seedSyntheticMembers(db(), { count: 1_000, seed: 77 });
      const ids = Array.from({ length: 1_000 }, (_, n) => String(100_000_001 + first + n));
      const lines = await dentalLinesOf(db(), ids);
      expect(lines.length).toBeGreaterThanOrEqual(1_000);
      // The oracle: every processed, non-estimate dental procedure line of these members, straight from the tables.
      const procedureLines = await db().query<{
        memberId: string; certificateNumber: number; lob: string; claimant: number;
        serviceDate: string; serviceType: string; paid: string; deductible: string;
      }>(
        `SELECT c.member_id AS "memberId", c.certificate_number AS "certificateNumber", c.lob, c.claimant_number AS claimant,
                to_char(l.service_date, 'YYYYMMDD') AS "serviceDate", coalesce(pc.service_type, '') AS "serviceType",
                l.amount_payable::text AS paid, l.deductible_applied::text AS deductible
           FROM claims c JOIN claim_procedure_lines l ON l.claim_id = c.id LEFT JOIN procedure_codes pc ON pc.code = l.paid_code
          WHERE c.member_id = ANY($1::text[]) AND c.processed_date IS NOT NULL AND c.claim_type <> 'estimate'`,
        [ids],
      );
      const linesOf = new Map<string, typeof procedureLines>();
      for (const row of procedureLines) {
        const key = `${row.memberId}/${row.certificateNumber}/${row.lob}/${row.claimant}`;
        linesOf.set(key, [...(linesOf.get(key) ?? []), row]);
      }
      let compared = 0;
      let withUsage = 0;
      for (const line of lines) {
        const authorization = `Bearer ${await signTestAccessToken(db(), config(), { partner: line.partner, memberId: line.memberId })}`;
        for (const claimant of line.claimants) {
          const { section, current } = await snapshotOf(line, claimant, authorization);
          const inYear = (linesOf.get(`${line.memberId}/${line.certificateNumber}/${line.lob}/${claimant}`) ?? [])
            .filter((row) => Number(row.serviceDate) >= section['PLAN-YR-BEG-DT'] && Number(row.serviceDate) <= section['PLAN-YR-END-DT']);
          const paid = inYear.filter((row) => row.serviceType !== 'Orthodontics').reduce((sum, row) => sum + cents(Number(row.paid)), 0);
          const deductible = inYear.reduce((sum, row) => sum + cents(Number(row.deductible)), 0);
          const where = `${line.memberId} ${line.certificateNumber} ${line.lob} CLMT ${claimant}`;
          expect(cents(current['ANN-MAX-USED-AMT']), where).toBe(paid);
          expect(cents(current['DED-MET-AMT']), where).toBe(deductible);
          if (current['ANN-MAX-AMT'] > 0) expect(current['ANN-MAX-USED-AMT'], where).toBeLessThanOrEqual(current['ANN-MAX-AMT']);
          expect(current['DED-MET-AMT'], where).toBeLessThanOrEqual(current['DED-AMT']);
          compared += 1;
          if (paid > 0) withUsage += 1;
        }
      }
      expect(compared).toBeGreaterThan(2_000);
      expect(withUsage).toBeGreaterThan(500);
    },
    600_000,
  );
});
