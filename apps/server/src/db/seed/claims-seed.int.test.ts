import { expect, it } from 'vitest';
import { dentalLobs, visionLobs } from '@portal/core';
import { describeOnEachDatabase } from '../../../test/support/test-databases.ts';
import { dentalProcedures, visionItems } from './claims-catalogue.ts';
import { seedDemoDataIfEmpty } from './seed.ts';

// The claims tables keep codes without foreign keys (a large seed loads twice
// as fast); these checks stand in for them on seeded data.
describeOnEachDatabase('claims seed', ({ db }) => {
  it('loads claims, lines, payments and ortho installments for the demo and synthetic members', async () => {
    await seedDemoDataIfEmpty(db(), 60);
    const [counts] = await db().query<{ claims: number; lines: number; payments: number; installments: number; members: number }>(
      `SELECT (SELECT count(*) FROM claims)::int AS claims, (SELECT count(*) FROM claim_procedure_lines)::int AS lines,
              (SELECT count(*) FROM claim_payments)::int AS payments, (SELECT count(*) FROM claim_ortho_installments)::int AS installments,
              (SELECT count(DISTINCT member_id) FROM claims)::int AS members`,
    );
    expect(counts!.claims).toBeGreaterThan(200);
    expect(counts!.lines).toBeGreaterThan(counts!.claims);
    expect(counts!.payments).toBeGreaterThan(0);
    expect(counts!.installments).toBeGreaterThan(0);
    expect(counts!.members).toBeGreaterThan(40);
  });

  it('uses only codes of procedure_codes, with the service types the seed adjudicated them as', async () => {
    const missing = await db().query(
      `SELECT code FROM (SELECT submitted_code AS code FROM claim_procedure_lines UNION SELECT paid_code FROM claim_procedure_lines) used
        WHERE code NOT IN (SELECT code FROM procedure_codes)`,
    );
    expect(missing).toEqual([]);
    const listed = await db().query<{ code: string; service_type: string }>('SELECT code, service_type FROM procedure_codes');
    const typeOf = new Map(listed.map((row) => [row.code, row.service_type]));
    for (const [code, { serviceType }] of [...Object.entries(dentalProcedures), ...Object.entries(visionItems)]) {
      expect(typeOf.get(code), code).toBe(serviceType);
    }
  });

  it('uses only remark codes of remark_codes', async () => {
    const missing = await db().query(
      'SELECT DISTINCT remark_code FROM claim_procedure_lines WHERE remark_code IS NOT NULL AND remark_code NOT IN (SELECT code FROM remark_codes)',
    );
    expect(missing).toEqual([]);
  });

  it("puts every claim on one of its member's coverage lines: dental-family claims on DEN/PPD, vision claims on vision LOBs (§6)", async () => {
    const orphans = await db().query(
      `SELECT c.claim_number FROM claims c
        WHERE NOT EXISTS (SELECT 1 FROM coverage_lines l WHERE l.member_id = c.member_id AND l.lob = c.lob
                             AND l.subsidiary_number = c.subsidiary_number AND l.policy_number = c.policy_number
                             AND l.division_number = c.division_number AND l.certificate_number = c.certificate_number)`,
    );
    expect(orphans).toEqual([]);
    const misplaced = await db().query(
      `SELECT claim_number FROM claims
        WHERE (claim_type = 'vision' AND NOT lob = ANY($1::text[])) OR (claim_type <> 'vision' AND NOT lob = ANY($2::text[]))`,
      [visionLobs, dentalLobs],
    );
    expect(misplaced).toEqual([]);
  });

  it("gives claims the patient's relationship (PAT-REL) as the patients table has it (migration 003)", async () => {
    const differing = await db().query(
      `SELECT c.claim_number FROM claims c JOIN patients p ON p.member_id = c.member_id AND p.claimant_number = c.claimant_number
        WHERE p.relationship <> c.patient_relationship`,
    );
    expect(differing).toEqual([]);
  });
});
