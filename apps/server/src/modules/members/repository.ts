import type { Partner } from '@portal/core';
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

/** A coverage_lines row as the API reads it and the seed writes it (migrations/001_initial.sql). */
export interface CoverageLineRecord {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
  lob: string;
  planSponsorName: string;
  /** yyyymmdd; 0 = terminated (§3). */
  effectiveDate: number;
  /** yyyymmdd; 0 = none. */
  termDate: number;
  groupPpoCode: string;
  eligibilityInd: '' | 'Y' | 'N';
  idCardInd: '' | 'Y' | 'N';
}

export interface MembersRepository {
  findMemberOfPartner(memberId: string, partner: Partner): Promise<MemberRecord | undefined>;
  /** Active lines first, newest effective date first; terminated lines by latest end (§4 first item auto-selected). */
  findCoverageLinesOfMember(memberId: string): Promise<CoverageLineRecord[]>;
}

export function createMembersRepository(db: Queryable): MembersRepository {
  return {
    async findMemberOfPartner(memberId, partner) {
      const [row] = await db.query<MemberRecord>(
        `SELECT id, first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName", email,
                state_code AS "stateCode", address_line1 AS "addressLine1", address_line2 AS "addressLine2", city,
                zip_code AS "zipCode", phone, opt_in_display_ind AS "optInDisplayInd"
           FROM members WHERE id = $1 AND partner = $2`,
        [memberId, partner],
      );
      return row;
    },
    async findCoverageLinesOfMember(memberId) {
      return db.query<CoverageLineRecord>(
        `SELECT subsidiary_number AS "subsidiaryNumber", policy_number AS "policyNumber",
                division_number AS "divisionNumber", certificate_number AS "certificateNumber", lob,
                plan_sponsor_name AS "planSponsorName", effective_date AS "effectiveDate", term_date AS "termDate",
                group_ppo_code AS "groupPpoCode", eligibility_ind AS "eligibilityInd", id_card_ind AS "idCardInd"
           FROM coverage_lines WHERE member_id = $1
          ORDER BY (effective_date = 0), effective_date DESC, term_date DESC, id`,
        [memberId],
      );
    },
  };
}
