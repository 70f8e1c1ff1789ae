// SQL of registration: the people step 1 may find, the
// registrations by the hash of their referenceId, the answers step 2 checks,
// the account step 5 creates and the member addMemberData connects.
import type { Partner } from '@portal/core';
import type { Database, Queryable } from '../../db/database.ts';

export type IdentityMethod = 'claimNumber' | 'emailCode' | 'memberId' | 'ssn';
export type PhoneChannel = 'text' | 'voice';

export interface MemberToFind {
  id: string;
  firstName: string;
  lastName: string;
  /** The email on file; '' when none. */
  email: string;
}

/** A dependent on a member's policy (claimant 2 and up), found by registration step 1's dependent path. */
export interface DependentToFind {
  memberId: string;
  claimantNumber: number;
  /** The name as on the plan (patients.name): the service compares its first word and the rest. */
  name: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
}

export interface RegistrationRecord {
  referenceHash: string;
  partner: Partner;
  memberId: string;
  /** The dependent path (migration 036): which dependent of the member registers; null for the member. */
  dependentClaimant: number | null;
  firstName: string;
  lastName: string;
  /** The member's email on file; '' when none. */
  memberEmail: string;
  identityVerifiedAt: Date | null;
  identityFailures: number;
  email: string | null;
  emailVerifiedAt: Date | null;
  phone: string | null;
  phoneChannel: PhoneChannel | null;
  phoneFactorId: string | null;
  phoneVerifiedAt: Date | null;
  completedAt: Date | null;
  /** The account the registration created (step 5) or connected its member to (addMemberData). */
  accountId: string | null;
  expiresAt: Date;
}

export interface NewAccount {
  id: string;
  partner: Partner;
  email: string;
  passwordHash: string;
  memberId: string;
  /** An adult dependent's account: their claimant number (the account's member_id stays NULL, migration 036). */
  dependentClaimant: number | null;
}

export type CreateAccountOutcome = 'created' | 'gone' | 'memberHasAccount' | 'emailExists';
export type ConnectOutcome = 'connected' | 'alreadyConnected' | 'memberOfAnotherAccount' | 'accountHasAnotherMember' | 'noAccount';

const uniqueViolation = '23505';

const selectRegistration = `
  SELECT r.reference_hash AS "referenceHash", r.partner, r.member_id AS "memberId",
         r.dependent_claimant_number AS "dependentClaimant",
         coalesce(split_part(p.name, ' ', 1), m.first_name) AS "firstName",
         coalesce(nullif(substr(p.name, length(split_part(p.name, ' ', 1)) + 2), ''), m.last_name) AS "lastName",
         CASE WHEN p.name IS NULL THEN m.email ELSE '' END AS "memberEmail",
         r.identity_verified_at AS "identityVerifiedAt", r.identity_failures AS "identityFailures",
         r.email, r.email_verified_at AS "emailVerifiedAt",
         r.phone, r.phone_channel AS "phoneChannel", r.phone_factor_id AS "phoneFactorId", r.phone_verified_at AS "phoneVerifiedAt",
         r.completed_at AS "completedAt", r.account_id AS "accountId", r.expires_at AS "expiresAt"
    FROM registrations r JOIN members m ON m.id = r.member_id
    LEFT JOIN patients p ON p.member_id = r.member_id AND p.claimant_number = r.dependent_claimant_number`;

function toDate(value: unknown): Date | null {
  return value === null || value === undefined ? null : new Date(value as string | Date);
}

function registrationOf(row: RegistrationRecord): RegistrationRecord {
  return {
    ...row,
    identityVerifiedAt: toDate(row.identityVerifiedAt),
    emailVerifiedAt: toDate(row.emailVerifiedAt),
    phoneVerifiedAt: toDate(row.phoneVerifiedAt),
    completedAt: toDate(row.completedAt),
    expiresAt: toDate(row.expiresAt)!,
  };
}

async function memberHasAccount(db: Queryable, memberId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM accounts WHERE member_id = $1', [memberId])).length > 0;
}

async function dependentHasAccount(db: Queryable, memberId: string, claimantNumber: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM dependent_accounts WHERE member_id = $1 AND claimant_number = $2', [memberId, claimantNumber])).length > 0;
}

async function emailHasAccount(db: Queryable, partner: Partner, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM accounts WHERE partner = $1 AND email = $2', [partner, email.trim().toLowerCase()])).length > 0;
}

export function createRegistrationRepository(db: Database) {
  return {
    /** The partner's members born that day with that ZIP: a handful at most, whose names the service compares. */
    async membersBornOn(partner: Partner, dateOfBirth: string, zipCode: string): Promise<MemberToFind[]> {
      return db.query<MemberToFind>(
        `SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM members
          WHERE partner = $1 AND date_of_birth = $2::date AND zip_code = $3 ORDER BY id LIMIT 50`,
        [partner, dateOfBirth, zipCode],
      );
    },

    /** The partner's dependents (not members themselves) born that day whose member lives at that ZIP. */
    async dependentsBornOn(partner: Partner, dateOfBirth: string, zipCode: string): Promise<DependentToFind[]> {
      return db.query<DependentToFind>(
        `SELECT p.member_id AS "memberId", p.claimant_number AS "claimantNumber", p.name,
                to_char(p.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth"
           FROM patients p JOIN members m ON m.id = p.member_id
          WHERE m.partner = $1 AND p.date_of_birth = $2::date AND m.zip_code = $3 AND p.claimant_number > 1 AND p.term_date = 0
          ORDER BY p.member_id, p.claimant_number LIMIT 50`,
        [partner, dateOfBirth, zipCode],
      );
    },

    async start(registration: {
      referenceHash: string; partner: Partner; memberId: string; dependentClaimant?: number; now: Date; expiresAt: Date;
    }) {
      // Housekeeping: registrations a day past their expiry are of no use to anyone.
      await db.query(`DELETE FROM registrations WHERE expires_at < $1::timestamptz - interval '1 day'`, [registration.now]);
      await db.query(
        `INSERT INTO registrations (reference_hash, partner, member_id, dependent_claimant_number, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          registration.referenceHash, registration.partner, registration.memberId, registration.dependentClaimant ?? null,
          registration.now, registration.expiresAt,
        ],
      );
    },

    async find(referenceHash: string): Promise<RegistrationRecord | undefined> {
      const [row] = await db.query<RegistrationRecord>(`${selectRegistration} WHERE r.reference_hash = $1`, [referenceHash]);
      return row ? registrationOf(row) : undefined;
    },

    async identityVerified(referenceHash: string, method: IdentityMethod, now: Date, expiresAt: Date) {
      await db.query(
        `UPDATE registrations SET identity_method = $2, identity_verified_at = $3, identity_failures = 0, expires_at = $4
          WHERE reference_hash = $1`,
        [referenceHash, method, now, expiresAt],
      );
    },

    /** Counts a wrong step-2 answer; resolves to the failures so far. */
    async identityFailed(referenceHash: string): Promise<number> {
      const [row] = await db.query<{ failures: number }>(
        `UPDATE registrations SET identity_failures = identity_failures + 1 WHERE reference_hash = $1
          RETURNING identity_failures AS failures`,
        [referenceHash],
      );
      return row?.failures ?? 0;
    },

    /** Ends a registration now (too many wrong answers): later calls answer 410. */
    async expire(referenceHash: string, now: Date) {
      await db.query('UPDATE registrations SET expires_at = $2 WHERE reference_hash = $1', [referenceHash, now]);
    },

    /** A (new) email for step 3: its code must be confirmed again, and a phone step starts over. */
    async emailChosen(referenceHash: string, email: string, expiresAt: Date) {
      await db.query(
        `UPDATE registrations SET email = $2, email_verified_at = NULL, expires_at = $3 WHERE reference_hash = $1`,
        [referenceHash, email, expiresAt],
      );
    },

    async emailVerified(referenceHash: string, now: Date, expiresAt: Date) {
      await db.query('UPDATE registrations SET email_verified_at = $2, expires_at = $3 WHERE reference_hash = $1', [
        referenceHash, now, expiresAt,
      ]);
    },

    async phoneChosen(referenceHash: string, phone: { number: string; channel: PhoneChannel; factorId: string }, expiresAt: Date) {
      await db.query(
        `UPDATE registrations SET phone = $2, phone_channel = $3, phone_factor_id = $4, phone_verified_at = NULL, expires_at = $5
          WHERE reference_hash = $1`,
        [referenceHash, phone.number, phone.channel, phone.factorId, expiresAt],
      );
    },

    async phoneVerified(referenceHash: string, now: Date, expiresAt: Date) {
      await db.query('UPDATE registrations SET phone_verified_at = $2, expires_at = $3 WHERE reference_hash = $1', [
        referenceHash, now, expiresAt,
      ]);
    },

    /** A claim of the member with that number and source code (§4 step 2). */
    async memberHasClaim(memberId: string, claimNumber: string, sourceCode: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM claims WHERE member_id = $1 AND claim_number = $2 AND source_code = $3', [
        memberId, claimNumber, sourceCode,
      ]);
      return rows.length > 0;
    },

    /** The dependent path's step 2 by claim: a claim of that dependent (their own treatment), not the household's. */
    async dependentHasClaim(memberId: string, claimantNumber: number, claimNumber: string, sourceCode: string): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM claims WHERE member_id = $1 AND claimant_number = $2 AND claim_number = $3 AND source_code = $4',
        [memberId, claimantNumber, claimNumber, sourceCode],
      );
      return rows.length > 0;
    },

    async ssnDigestOf(memberId: string): Promise<string | undefined> {
      const [row] = await db.query<{ digest: string }>('SELECT ssn_digest AS digest FROM member_ssn_digests WHERE member_id = $1', [memberId]);
      return row?.digest;
    },

    emailHasAccount: (partner: Partner, email: string) => emailHasAccount(db, partner, email),

    /**
     * Step 5: the account, once. The registration row is locked, so two calls
     * of one registration create one account; the unique indexes on
     * (partner, email) and (member_id) settle two registrations of one person.
     */
    async createAccount(referenceHash: string, account: NewAccount, now: Date): Promise<CreateAccountOutcome> {
      return db.transaction(async (tx): Promise<CreateAccountOutcome> => {
        const [locked] = await tx.query<{ completed: boolean; expired: boolean }>(
          `SELECT completed_at IS NOT NULL AS completed, expires_at <= $2 AS expired
             FROM registrations WHERE reference_hash = $1 FOR UPDATE`,
          [referenceHash, now],
        );
        if (!locked || locked.completed || locked.expired) return 'gone';
        const dependent = account.dependentClaimant;
        const personHasAccount = () =>
          dependent === null ? memberHasAccount(tx, account.memberId) : dependentHasAccount(tx, account.memberId, dependent);
        if (await personHasAccount()) return 'memberHasAccount';
        if (await emailHasAccount(tx, account.partner, account.email)) return 'emailExists';
        const inserted = await tx.query(
          `INSERT INTO accounts (id, partner, email, password_hash, roles, member_id, display_name)
           VALUES ($1, $2, $3, $4, ARRAY['member'], $5, '') ON CONFLICT DO NOTHING RETURNING id`,
          [account.id, account.partner, account.email, account.passwordHash, dependent === null ? account.memberId : null],
        );
        if (inserted.length === 0) {
          // Lost a race with another registration between the checks and the insert.
          return (await personHasAccount()) ? 'memberHasAccount' : 'emailExists';
        }
        if (dependent !== null) {
          // The dependent's own account (migration 036); its unique (member, claimant) settles two registrations racing
          // (the error rolls the account back and answers memberHasAccount below).
          await tx.query('INSERT INTO dependent_accounts (account_id, member_id, claimant_number) VALUES ($1, $2, $3)', [
            account.id, account.memberId, dependent,
          ]);
        }
        await tx.query('UPDATE registrations SET completed_at = $2, account_id = $3 WHERE reference_hash = $1', [
          referenceHash, now, account.id,
        ]);
        return 'created' as const;
      }).catch((error: unknown): CreateAccountOutcome => {
        if ((error as { code?: string }).code === uniqueViolation && account.dependentClaimant !== null) return 'memberHasAccount';
        throw error;
      });
    },

    /**
     * addMemberData: the member joins the account, if neither is taken, and
     * the registration is used up (its referenceId, which travels in the
     * call's URL, is then worth nothing to whoever reads it later).
     */
    async connectMember(partner: Partner, accountId: string, referenceHash: string, memberId: string, now: Date): Promise<ConnectOutcome> {
      return db.transaction(async (tx): Promise<ConnectOutcome> => {
        const [account] = await tx.query<{ memberId: string | null }>(
          `SELECT member_id AS "memberId" FROM accounts WHERE partner = $1 AND id = $2 FOR UPDATE`,
          [partner, accountId],
        );
        if (!account) return 'noAccount';
        if (account.memberId === memberId) return 'alreadyConnected';
        if (account.memberId !== null) return 'accountHasAnotherMember';
        const updated = await tx.query(
          `UPDATE accounts SET member_id = $2 WHERE id = $1 AND member_id IS NULL
             AND NOT EXISTS (SELECT 1 FROM accounts other WHERE other.member_id = $2) RETURNING id`,
          [accountId, memberId],
        );
        if (updated.length === 0) return 'memberOfAnotherAccount';
        await tx.query('UPDATE registrations SET completed_at = $2, account_id = $3 WHERE reference_hash = $1', [referenceHash, now, accountId]);
        return 'connected';
      }).catch((error: unknown) => {
        // Two accounts racing for one member: the unique index on accounts(member_id) decides.
        if ((error as { code?: string }).code === uniqueViolation) return 'memberOfAnotherAccount';
        throw error;
      });
    },

    async addDependentEmail(partner: Partner, request: { email: string; firstName: string; lastName: string }) {
      await db.query('INSERT INTO dependent_email_requests (partner, email, first_name, last_name) VALUES ($1, $2, $3, $4)', [
        partner, request.email, request.firstName, request.lastName,
      ]);
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
