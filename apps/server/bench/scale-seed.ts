// `pnpm bench:scale`: fills a schema with up to a million members in
// minutes, where the domain seeders take 150–300 s per 100 000. A template of
// members seeded the normal way (every domain's rows) is copied with new ids by
// `INSERT … SELECT generate_series`, into exactly the tables that GET members
// and the claims list read: members, coverage_lines, patients, claims. Copy n
// of template member k = n mod T gets id 500000000 + n and certificate number
// 500000000 + n on its lines and claims (an SPDC of its own), so each copy has
// its template's row counts, dates, types and amounts. Columns are read from
// the catalogue, so a column another migration adds is copied too.
import type { Database, Queryable } from '../src/db/database.ts';
import { openBenchDatabase, seedBenchDatabase, settleBenchDatabase, type BenchDatabase } from './bench-database.ts';

/** Copies are numbered from 0; their ids and certificate numbers start here. */
export const copyBase = 500_000_000;

export interface TemplateMember {
  readonly k: number;
  readonly id: string;
  readonly partner: string;
  /** An active dental line, one with an ID card first, then the most claims (the dashboard's card and claims list), if any. */
  readonly dental?: { subsidiaryNumber: number; policyNumber: number; divisionNumber: number };
}

/** The synthetic members, numbered k = 0… in id order, as the template (also kept in table scale_template). */
export async function prepareTemplate(db: Database): Promise<TemplateMember[]> {
  await db.exec(`
    DROP TABLE IF EXISTS scale_template;
    CREATE TABLE scale_template AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id FROM members WHERE id ~ '^1[0-9]{8}$';
    ALTER TABLE scale_template ADD PRIMARY KEY (k);`);
  const rows = await db.query<{ k: number; id: string; partner: string; s: number | null; p: number | null; d: number | null }>(
    `SELECT t.k, t.id, m.partner, l.subsidiary_number AS s, l.policy_number AS p, l.division_number AS d
       FROM scale_template t JOIN members m ON m.id = t.id
       LEFT JOIN LATERAL (
         SELECT l.* FROM coverage_lines l
          WHERE l.member_id = t.id AND l.lob IN ('DEN', 'PPD') AND l.effective_date > 0
          ORDER BY (l.id_card_ind = 'Y') DESC, (SELECT count(*) FROM claims c WHERE c.member_id = l.member_id AND c.certificate_number = l.certificate_number
                      AND c.policy_number = l.policy_number AND c.division_number = l.division_number) DESC, l.id
          LIMIT 1) l ON true
      ORDER BY t.k`,
  );
  return rows.map((row) => ({
    k: row.k,
    id: row.id,
    partner: row.partner,
    ...(row.s === null ? {} : { dental: { subsidiaryNumber: row.s, policyNumber: row.p!, divisionNumber: row.d! } }),
  }));
}

async function copyableColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_identity = 'NO' AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

const newId = `(${copyBase} + n)::text`;
const newCertificate = `${copyBase} + n`;
/** Unique claim numbers (≤ 20 characters, the CHECK of migration 004) and EOB ids of the copies. */
const copied = {
  members: { id: newId },
  coverage_lines: { member_id: newId, certificate_number: newCertificate },
  patients: { member_id: newId },
  claims: {
    member_id: newId,
    certificate_number: newCertificate,
    claim_number: `'S' || lpad(n::text, 7, '0') || '-' || src.id`,
    eob_object_id: `CASE WHEN src.eob_object_id IS NULL THEN NULL ELSE 'S' || lpad(n::text, 7, '0') || '-' || src.id END`,
  },
} as const satisfies Record<string, Record<string, string>>;
const sourceKey = { members: 'id', coverage_lines: 'member_id', patients: 'member_id', claims: 'member_id' } as const;

/**
 * Inserts copies first..last (inclusive) of the template, 100 000 members per
 * transaction. Made for speed, in a bench database only: commits do not wait
 * for the disk; foreign-key triggers are off (session_replication_role
 * replica: every copy points at its own new member and patients, by
 * construction); the secondary indexes are dropped first and built again at
 * the end from their own definitions, so the schema ends as migrated. Claim
 * numbers grow with n, so their unique index is filled in order.
 */
export async function copyTemplateMembers(db: Database, first: number, last: number, onProgress: (done: number) => void): Promise<void> {
  const [{ templateSize } = { templateSize: 0 }] = await db.query<{ templateSize: number }>('SELECT count(*)::int AS "templateSize" FROM scale_template');
  if (templateSize === 0) throw new Error('no template members: seed some synthetic members first');
  const statements: string[] = [];
  for (const table of Object.keys(copied) as Array<keyof typeof copied>) {
    const overrides: Record<string, string> = copied[table];
    const columns = await copyableColumns(db, table);
    const values = columns.map((column) => overrides[column] ?? `src.${column}`);
    statements.push(
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT ${values.join(', ')}
         FROM generate_series($1::int, $2::int) AS n
         JOIN scale_template t ON t.k = n % ${templateSize}
         JOIN ${table} src ON src.${sourceKey[table]} = t.id`,
    );
  }
  // Indexes that back no constraint (primary keys and UNIQUE stay: they are checked as rows go in).
  const secondary = await db.query<{ name: string; definition: string }>(
    `SELECT format('%I', i.indexname) AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [Object.keys(copied)],
  );
  for (const index of secondary) await db.exec(`DROP INDEX ${index.name}`);
  const chunk = 100_000;
  for (let from = first; from <= last; from += chunk) {
    const to = Math.min(last, from + chunk - 1);
    await db.transaction(async (tx) => {
      await tx.exec("SET LOCAL synchronous_commit = off; SET LOCAL session_replication_role = 'replica'");
      for (const statement of statements) await tx.query(statement, [from, to]);
    });
    onProgress(to - first + 1);
  }
  await db.exec("SET maintenance_work_mem = '256MB'");
  for (const index of secondary) await db.exec(index.definition);
}

/** Row counts of the copied tables. */
export async function tableSizes(db: Queryable): Promise<Record<keyof typeof copied, number>> {
  const [row] = await db.query<Record<keyof typeof copied, number>>(
    `SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM coverage_lines)::int AS coverage_lines,
            (SELECT count(*) FROM patients)::int AS patients, (SELECT count(*) FROM claims)::int AS claims`,
  );
  return row!;
}

export interface BulkBenchDatabase {
  readonly bench: BenchDatabase;
  readonly size: number;
  readonly template: TemplateMember[];
  /** Seconds from the empty schema to the settled database. */
  readonly seedSeconds: number;
}

/**
 * A schema of its own with `size` members: migrated, `templateSize` members
 * seeded by the domain seeders, the rest copies of them; then vacuumed,
 * analysed and checkpointed (settleBenchDatabase). Dispose of `bench` when done.
 */
export async function openBulkBenchDatabase(
  connectionString: string,
  size: number,
  { templateSize = 1000, maxConnections = 8, onProgress = () => undefined }: { templateSize?: number; maxConnections?: number; onProgress?: (copies: number) => void } = {},
): Promise<BulkBenchDatabase> {
  const bench = await openBenchDatabase(connectionString, maxConnections);
  try {
    const started = performance.now();
    await seedBenchDatabase(bench.db, Math.min(templateSize, size), () => undefined);
    const template = await prepareTemplate(bench.db);
    if (size > template.length) await copyTemplateMembers(bench.db, 0, size - template.length - 1, onProgress);
    await settleBenchDatabase(bench.db, bench.schema);
    return { bench, size, template, seedSeconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await bench.dispose();
    throw error;
  }
}
