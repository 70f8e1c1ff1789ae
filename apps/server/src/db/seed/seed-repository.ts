// SQL of the seed: multi-row INSERTs so large data sets load quickly.
import type { Queryable } from '../database.ts';
import type { SeedAccount, SeedMember } from './seed-types.ts';

// PostgreSQL allows 65 535 parameters per statement; stay well below.
const maxParameters = 30_000;

async function insertRows(db: Queryable, table: string, columns: readonly string[], rows: readonly unknown[][]) {
  const perStatement = Math.max(1, Math.floor(maxParameters / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk
      .map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`)
      .join(', ');
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
}

export async function insertMembers(db: Queryable, members: readonly SeedMember[]): Promise<void> {
  await insertRows(
    db,
    'members',
    [
      'id', 'partner', 'first_name', 'middle_name', 'last_name', 'email', 'date_of_birth', 'zip_code', 'state_code',
      'address_line1', 'address_line2', 'city', 'phone', 'opt_in_display_ind',
    ],
    members.map((m) => [
      m.id, m.partner, m.firstName, m.middleName, m.lastName, m.email, m.dateOfBirth, m.zipCode, m.stateCode,
      m.addressLine1, m.addressLine2, m.city, m.phone, m.optInDisplayInd,
    ]),
  );
  await insertRows(
    db,
    'coverage_lines',
    [
      'member_id', 'subsidiary_number', 'policy_number', 'division_number', 'certificate_number', 'lob',
      'plan_sponsor_name', 'effective_date', 'term_date', 'group_ppo_code', 'eligibility_ind', 'id_card_ind',
    ],
    members.flatMap((m) =>
      m.coverageLines.map((l) => [
        m.id, l.subsidiaryNumber, l.policyNumber, l.divisionNumber, l.certificateNumber, l.lob,
        l.planSponsorName, l.effectiveDate, l.termDate, l.groupPpoCode, l.eligibilityInd, l.idCardInd,
      ]),
    ),
  );
  await insertRows(
    db,
    'patients',
    ['member_id', 'claimant_number', 'name', 'date_of_birth', 'coverage_type', 'term_date'],
    members.flatMap((m) => m.patients.map((p) => [m.id, p.claimantNumber, p.name, p.dateOfBirth, p.coverageType, p.termDate])),
  );
}

export async function insertAccounts(
  db: Queryable,
  accounts: ReadonlyArray<Omit<SeedAccount, 'password'> & { passwordHash: string }>,
): Promise<void> {
  await insertRows(
    db,
    'accounts',
    ['id', 'partner', 'email', 'password_hash', 'roles', 'member_id', 'display_name'],
    accounts.map((a) => [a.id, a.partner, a.email.toLowerCase(), a.passwordHash, a.roles, a.memberId, a.displayName]),
  );
  const dependents = accounts.filter((a) => a.dependentOf !== undefined);
  if (dependents.length > 0) {
    await insertRows(
      db,
      'dependent_accounts',
      ['account_id', 'member_id', 'claimant_number'],
      dependents.map((a) => [a.id, a.dependentOf!.memberId, a.dependentOf!.claimantNumber]),
    );
  }
}

export async function countMembersAndAccounts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT ((SELECT count(*) FROM members) + (SELECT count(*) FROM accounts))::int AS count',
  );
  return row?.count ?? 0;
}

/** The next synthetic member number (ids below the demo range 900000000). */
export async function nextSyntheticMemberNumber(db: Queryable, firstId: number): Promise<number> {
  const [row] = await db.query<{ last: string | null }>(
    "SELECT max(id) AS last FROM members WHERE length(id) = 9 AND id < '900000000'",
  );
  return row?.last ? Number(row.last) - firstId + 1 : 0;
}

const seedLock = 727_002;

export async function lockSeeding(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [seedLock]);
}
