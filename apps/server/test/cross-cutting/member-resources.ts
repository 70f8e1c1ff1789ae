// Everything of one member another member must never reach:
// coverage lines, patients, claims, EOBs, plan documents of their plans,
// enrollment applications and uploads — read straight from the database, so
// the access matrix does not depend on the routes it tests. A table that is
// missing fails the query (it once counted as empty, and the cases that named
// its rows dropped out unnoticed); emptyResourceKinds names the kinds a member
// has none of, so a matrix can insist on the ones it expects.
import type { Spdc } from '@portal/contract';
import type { Queryable } from '../../src/db/database.ts';

export interface CoverageLineOfMember {
  readonly spdc: Spdc;
  readonly lob: string;
  readonly groupPpoCode: string;
}

export interface MemberResources {
  readonly memberId: string;
  /** Words that name the member: full names of the member and the patients, last name, email. */
  readonly names: readonly string[];
  readonly lines: readonly CoverageLineOfMember[];
  readonly claimants: readonly number[];
  readonly claimNumbers: readonly string[];
  readonly eobObjectIds: readonly string[];
  /** Plan documents of the member's plans that `other` is not on. */
  readonly planDocumentIds: readonly string[];
  readonly enrollmentApplicationIds: readonly string[];
  readonly uploadIds: readonly string[];
  /** Group PPO codes of the member's lines that `other` does not have. */
  readonly ppoCodes: readonly string[];
}

/** The kinds of resource a matrix names or looks for in answers. */
export const resourceKinds = [
  'lines', 'claimants', 'claimNumbers', 'eobObjectIds', 'planDocumentIds', 'enrollmentApplicationIds', 'uploadIds', 'ppoCodes',
] as const satisfies ReadonlyArray<keyof MemberResources>;
export type ResourceKind = (typeof resourceKinds)[number];

/** The kinds of which the member has nothing: a matrix cannot ask for those, so it must expect them. */
export function emptyResourceKinds(resources: MemberResources): ResourceKind[] {
  return resourceKinds.filter((kind) => resources[kind].length === 0);
}

async function column<T>(db: Queryable, sql: string, params: readonly unknown[]): Promise<T[]> {
  const rows = await db.query<{ value: T }>(sql, params);
  return rows.map((row) => row.value).filter((value) => value !== null && value !== '');
}

const lineKey = 'l.subsidiary_number = d.subsidiary_number AND l.policy_number = d.policy_number AND l.division_number = d.division_number AND l.lob = d.lob';

/** `memberId`'s resources, leaving out what `otherMemberId` shares (their plan's documents, PPO codes). */
export async function findMemberResources(db: Queryable, memberId: string, otherMemberId: string): Promise<MemberResources> {
  const [member] = await db.query<{ firstName: string; lastName: string; email: string }>(
    'SELECT first_name AS "firstName", last_name AS "lastName", email FROM members WHERE id = $1',
    [memberId],
  );
  if (!member) throw new Error(`No member ${memberId} in the test database`);
  const lines = await db.query<{ s: number; p: number; d: number; c: number; lob: string; ppo: string }>(
    `SELECT subsidiary_number AS s, policy_number AS p, division_number AS d, certificate_number AS c, lob, group_ppo_code AS ppo
       FROM coverage_lines WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
  const patients = await db.query<{ claimant: number; name: string }>(
    'SELECT claimant_number AS claimant, name FROM patients WHERE member_id = $1 ORDER BY claimant_number',
    [memberId],
  );
  const otherPpoCodes = await column<string>(db, 'SELECT group_ppo_code AS value FROM coverage_lines WHERE member_id = $1', [otherMemberId]);
  return {
    memberId,
    names: [...new Set([`${member.firstName} ${member.lastName}`, member.lastName, member.email, ...patients.map((p) => p.name)])].filter(Boolean),
    lines: lines.map((line) => ({
      spdc: { subsidiaryNumber: line.s, policyNumber: line.p, divisionNumber: line.d, certificateNumber: line.c },
      lob: line.lob,
      groupPpoCode: line.ppo,
    })),
    claimants: patients.map((patient) => patient.claimant),
    claimNumbers: await column(db, 'SELECT claim_number AS value FROM claims WHERE member_id = $1 ORDER BY id', [memberId]),
    eobObjectIds: await column(db, 'SELECT eob_object_id AS value FROM claims WHERE member_id = $1 ORDER BY id', [memberId]),
    planDocumentIds: await column(
      db,
      `SELECT DISTINCT d.doc_id AS value FROM plan_documents d JOIN coverage_lines l ON ${lineKey}
        WHERE l.member_id = $1
          AND NOT EXISTS (SELECT 1 FROM coverage_lines l WHERE l.member_id = $2 AND ${lineKey})`,
      [memberId, otherMemberId],
    ),
    enrollmentApplicationIds: await column(
      db,
      'SELECT application_id AS value FROM enrollment_applications WHERE member_id = $1',
      [memberId],
    ),
    uploadIds: await column(db, 'SELECT id::text AS value FROM vision_claim_uploads WHERE member_id = $1', [memberId]),
    ppoCodes: [...new Set(lines.map((line) => line.ppo))].filter((code) => code !== '' && !otherPpoCodes.includes(code)),
  };
}

/** The strings that must not appear in an answer to another member. */
export function identifiersOf(resources: MemberResources): string[] {
  const longEnough = (value: string) => value.length >= 5;
  return [
    resources.memberId,
    ...resources.names,
    ...resources.lines.map((line) => String(line.spdc.certificateNumber)),
    ...resources.claimNumbers,
    ...resources.eobObjectIds,
    ...resources.enrollmentApplicationIds,
    ...resources.uploadIds,
  ].filter(longEnough);
}
