import type { Partner } from '@portal/core';
import type { CoverageLineRecord } from '../../db/coverage-line-record.ts';
import type { Queryable } from '../../db/database.ts';

export interface MemberRecord {
  id: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  stateCode: string;
  /** §3 member display: address and phone on file ('' when none; migration 011). */
  addressLine1: string;
  addressLine2: string;
  city: string;
  zipCode: string;
  /** Ten digits or ''. */
  phone: string;
  optInDisplayInd: '' | 'Y' | 'N';
}

export interface MemberWithLines {
  member: MemberRecord;
  coverageLines: CoverageLineRecord[];
}

export interface MembersRepository {
  /**
   * The member (of this partner) and their lines in one round trip: active lines first, newest effective date
   * first; terminated lines by latest end (§4 first item auto-selected).
   */
  findMemberWithLines(memberId: string, partner: Partner): Promise<MemberWithLines | undefined>;
  /** A covered person of the member's policy (claimant 1 is the member): their name as on the plan. */
  findPatientName(memberId: string, claimantNumber: number): Promise<string | undefined>;
}

// One row per line (member columns repeated), or one row with lineId null for a member without lines.
const memberWithLinesSql = `SELECT m.id, m.first_name AS "firstName", m.middle_name AS "middleName", m.last_name AS "lastName", m.email,
        m.state_code AS "stateCode", m.address_line1 AS "addressLine1", m.address_line2 AS "addressLine2", m.city,
        m.zip_code AS "zipCode", m.phone, m.opt_in_display_ind AS "optInDisplayInd",
        l.id AS "lineId", l.subsidiary_number AS "subsidiaryNumber", l.policy_number AS "policyNumber",
        l.division_number AS "divisionNumber", l.certificate_number AS "certificateNumber", l.lob,
        l.plan_sponsor_name AS "planSponsorName", l.effective_date AS "effectiveDate", l.term_date AS "termDate",
        l.group_ppo_code AS "groupPpoCode", l.eligibility_ind AS "eligibilityInd", l.id_card_ind AS "idCardInd"
   FROM members m LEFT JOIN coverage_lines l ON l.member_id = m.id
  WHERE m.id = $1 AND m.partner = $2
  ORDER BY (l.effective_date = 0), l.effective_date DESC, l.term_date DESC, l.id`;

type MemberWithLineRow = MemberRecord & { lineId: unknown } & { [K in keyof CoverageLineRecord]: CoverageLineRecord[K] | null };

function memberWithLinesOf(rows: readonly MemberWithLineRow[]): MemberWithLines | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const member: MemberRecord = {
    id: first.id, firstName: first.firstName, middleName: first.middleName, lastName: first.lastName, email: first.email,
    stateCode: first.stateCode, addressLine1: first.addressLine1, addressLine2: first.addressLine2, city: first.city,
    zipCode: first.zipCode, phone: first.phone, optInDisplayInd: first.optInDisplayInd,
  };
  const coverageLines: CoverageLineRecord[] = [];
  for (const row of rows) {
    if (row.lineId === null) continue;
    coverageLines.push({
      subsidiaryNumber: row.subsidiaryNumber!, policyNumber: row.policyNumber!, divisionNumber: row.divisionNumber!,
      certificateNumber: row.certificateNumber!, lob: row.lob!, planSponsorName: row.planSponsorName!,
      effectiveDate: row.effectiveDate!, termDate: row.termDate!, groupPpoCode: row.groupPpoCode!,
      eligibilityInd: row.eligibilityInd!, idCardInd: row.idCardInd!,
    });
  }
  return { member, coverageLines };
}

export function createMembersRepository(db: Queryable): MembersRepository {
  return {
    async findMemberWithLines(memberId, partner) {
      return memberWithLinesOf(await db.query<MemberWithLineRow>(memberWithLinesSql, [memberId, partner]));
    },
    async findPatientName(memberId, claimantNumber) {
      const [row] = await db.query<{ name: string }>('SELECT name FROM patients WHERE member_id = $1 AND claimant_number = $2', [
        memberId, claimantNumber,
      ]);
      return row?.name;
    },
  };
}
