// `pnpm bench:csr-search` (a script, not a test): the
// CSR SPDC search at 10 000 and at 1 000 000 members. Creates a throwaway
// PostgreSQL database `bench_csr`, migrates it, generates alic members with
// their coverage lines (and an account for every third) with generate_series,
// then per size: VACUUM ANALYZE, EXPLAIN ANALYZE of one search, and ≥ 10 000
// searches of distinct random SPDCs, one after the other, through the real
// service (modules/csr-search: service → repository → the pg pool), a quarter
// of them narrowed by last name and date of birth and an eighth by the account
// email. Prints p50/p99 and both plans, writes the "CSR SPDC search" block of
// docs/performance.md, and drops the database however the run ends.
//
//   pnpm bench:csr-search [--members 1000000] [--small 10000] [--queries 10000] [--no-write]
//   BENCH_CSR_URL  default postgres://postgres@127.0.0.1:5432 (trust); the database is bench_csr
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { CsrMemberSearchRequest } from '@portal/contract';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { createCsrSearchRepository, csrSearchParams, csrSearchSql } from '../src/modules/csr-search/repository.ts';
import { createCsrSearchService } from '../src/modules/csr-search/service.ts';
import { seededRandom } from './seeded-random.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '10000' },
    queries: { type: 'string', default: '10000' },
    'warm-up': { type: 'string', default: '500' },
    write: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const largeSize = Number(values.members);
const smallSize = Number(values.small);
const queryCount = Number(values.queries);
const warmUp = Number(values['warm-up']);
const serverUrl = (process.env.BENCH_CSR_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');
const databaseName = 'bench_csr';
const p99TargetMs = 20;

// The generated members, as SQL and as the same formulas here, so a query knows
// a member's SPDC, name and date of birth without asking the database.
const firstNames = ['Maria', 'José', 'Peter', 'Linda', 'Wei', 'Ana', 'Samuel', 'Grace'];
const lastNames = ['McAllister', 'Núñez', "O'Neill", 'Ortiz-Baker', 'Kim', 'Patel', 'García', 'Whitaker', 'Smith', 'Nguyen'];
const subsidiaries = [0, 10, 26, 30];
const membersPerPolicy = 500;
const birthEpoch = Date.UTC(1940, 0, 1);

const sqlArray = (items: readonly string[]) => `ARRAY[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]`;

function memberOf(n: number) {
  return {
    spdc: {
      subsidiaryNumber: subsidiaries[n % 4]!,
      policyNumber: 200_000 + Math.floor(n / membersPerPolicy),
      divisionNumber: 1 + (n % 5),
      certificateNumber: n,
    },
    lastName: lastNames[Math.floor(n / 7) % lastNames.length]!,
    dateOfBirth: new Date(birthEpoch + ((n * 37) % 25_000) * 86_400_000).toISOString().slice(0, 10),
    email: n % 3 === 0 ? `member${n}@example.com` : undefined,
  };
}

/** Members first..last (ids 3xxxxxxxx), a dental line each, vision for even ones, an older terminated line for every tenth, an account for every third. */
async function generateMembers(db: Database, first: number, last: number) {
  const chunk = 100_000;
  for (let from = first; from <= last; from += chunk) {
    const to = Math.min(last, from + chunk - 1);
    await db.transaction(async (tx) => {
      await tx.exec(`
        INSERT INTO members (id, partner, first_name, last_name, email, date_of_birth, zip_code, state_code)
        SELECT (300000000 + n)::text, 'alic', (${sqlArray(firstNames)})[1 + n % ${firstNames.length}],
               (${sqlArray(lastNames)})[1 + (n / 7) % ${lastNames.length}], '', date '1940-01-01' + (n * 37) % 25000,
               lpad(((n::bigint * 7919) % 99999)::text, 5, '0'), 'NE'
          FROM generate_series(${from}, ${to}) AS n;
        INSERT INTO coverage_lines (member_id, subsidiary_number, policy_number, division_number, certificate_number, lob, plan_sponsor_name, effective_date, term_date)
        SELECT (300000000 + n)::text, (ARRAY[${subsidiaries.join(', ')}])[1 + n % 4], 200000 + n / ${membersPerPolicy}, 1 + n % 5, n,
               lob, 'Sponsor ' || (n / ${membersPerPolicy}), 20240101, 0
          FROM generate_series(${from}, ${to}) AS n, unnest(CASE WHEN n % 2 = 0 THEN ARRAY['DEN', 'VIS'] ELSE ARRAY['DEN'] END) AS lob;
        INSERT INTO coverage_lines (member_id, subsidiary_number, policy_number, division_number, certificate_number, lob, plan_sponsor_name, effective_date, term_date)
        SELECT (300000000 + n)::text, (ARRAY[${subsidiaries.join(', ')}])[1 + n % 4], 200000 + n / ${membersPerPolicy}, 1 + n % 5, n,
               'DEN', 'Former sponsor', 0, 20231231
          FROM generate_series(${from}, ${to}) AS n WHERE n % 10 = 0;
        INSERT INTO accounts (id, partner, email, password_hash, roles, member_id)
        SELECT 'bench-' || n, 'alic', 'member' || n || '@example.com', 'not-a-hash', ARRAY['member'], (300000000 + n)::text
          FROM generate_series(${from}, ${to}) AS n WHERE n % 3 = 0;
      `);
    });
    process.stdout.write(`  members ${to.toLocaleString('en-US')}\r`);
  }
  process.stdout.write('\n');
  await db.exec('VACUUM (ANALYZE) members, coverage_lines, accounts');
}

const random = seededRandom;

/** `count` searches of distinct members among 1..size; some narrowed by name and birth date, some by email. */
function searchesOf(size: number, count: number, seed: number): CsrMemberSearchRequest[] {
  const next = random(seed);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, size)) chosen.add(1 + Math.floor(next() * size));
  return [...chosen].map((n, index) => {
    const member = memberOf(n);
    if (index % 8 === 7 && member.email) return { ...member.spdc, email: member.email.toUpperCase() };
    if (index % 4 === 3) return { ...member.spdc, lastName: member.lastName.toUpperCase(), dateOfBirth: member.dateOfBirth };
    return member.spdc;
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface SizeResult {
  members: number;
  lines: number;
  queries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  perSecond: number;
  plan: string;
  planShape: string;
}

async function measure(db: Database, size: number): Promise<SizeResult> {
  const service = createCsrSearchService({ repository: createCsrSearchRepository(db) });
  for (const criteria of searchesOf(size, warmUp, 7)) await service.searchMembers(criteria, 'en');
  const searches = searchesOf(size, queryCount, size);
  const times: number[] = [];
  const started = performance.now();
  for (const criteria of searches) {
    const before = performance.now();
    const answer = await service.searchMembers(criteria, 'en');
    times.push(performance.now() - before);
    if (answer.members.length === 0) throw new Error(`no member found for ${JSON.stringify(criteria)}`);
  }
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  const sample = searches.find((criteria) => criteria.lastName) ?? searches[0]!;
  const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${csrSearchSql}`, csrSearchParams(sample, 50)))
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  const [{ lines } = { lines: 0 }] = await db.query<{ lines: number }>('SELECT count(*)::int AS lines FROM coverage_lines');
  return {
    members: size,
    lines,
    queries: searches.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1)!,
    perSecond: searches.length / elapsed,
    plan,
    // The nodes and the index each uses, without row counts: what "the same plan" compares.
    planShape: plan
      .split('\n')
      .filter((line) => line.includes('(actual'))
      .map((line) => line.replace(/^\s*(->\s*)?/, '').replace(/\s*\(actual.*$/, '').replace(/ \w+$/, (alias) => (/ (cl|m|a)$/.test(alias) ? '' : alias)))
      .join(' / '),
  };
}

const ms = (value: number) => value.toFixed(2);

function report(results: readonly SizeResult[], postgresVersion: string): string {
  const samePlan = results.every((result) => result.planShape === results[0]!.planShape);
  const rows = results.map((r) =>
    `| ${r.members.toLocaleString('en-US')} | ${r.lines.toLocaleString('en-US')} | ${r.queries.toLocaleString('en-US')} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${ms(r.maxMs)} | ${Math.round(r.perSecond).toLocaleString('en-US')} | ${r.p99Ms <= p99TargetMs ? 'met' : 'missed'} |`);
  return [
    '<!-- csr-search:begin (written by `pnpm bench:csr-search`) -->',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`pnpm bench:csr-search --members ${largeSize} --small ${smallSize} --queries ${queryCount}\`,`,
    `Node ${process.version}, ${postgresVersion.split(' on ')[0]}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
    '',
    '| members | coverage lines | searches | p50 ms | p99 ms | max ms | searches/s (one at a time) | p99 ≤ 20 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Same plan at both sizes: **${samePlan ? 'yes' : 'no'}** (${results[0]!.planShape}).`,
    '',
    ...results.flatMap((r) => [`EXPLAIN ANALYZE at ${r.members.toLocaleString('en-US')} members (a search narrowed by last name and date of birth):`, '', '```', r.plan, '```', '']),
    '<!-- csr-search:end -->',
  ].join('\n');
}

async function writeSection(results: string) {
  const page = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
  const text = await readFile(page, 'utf8');
  const begin = text.indexOf('<!-- csr-search:begin');
  const end = text.indexOf('<!-- csr-search:end -->');
  if (begin >= 0 && end > begin) {
    await writeFile(page, `${text.slice(0, begin)}${results}${text.slice(end + '<!-- csr-search:end -->'.length)}`);
  } else {
    await writeFile(page, `${text.trimEnd()}\n\n## CSR SPDC search\n\n${results}\n`);
  }
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function main() {
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${databaseName}`);
    await client.query(`CREATE DATABASE ${databaseName}`);
  });
  const db = await openPostgresDatabase({ connectionString: `${serverUrl}/${databaseName}`, maxConnections: 2 });
  try {
    await migrate(db);
    const [{ version } = { version: '' }] = await db.query<{ version: string }>('SELECT version()');
    const results: SizeResult[] = [];
    let generated = 0;
    for (const size of [smallSize, largeSize]) {
      const started = performance.now();
      console.info(`generating ${size.toLocaleString('en-US')} members…`);
      await generateMembers(db, generated + 1, size);
      generated = size;
      console.info(`  ${((performance.now() - started) / 1000).toFixed(0)} s; ${queryCount.toLocaleString('en-US')} searches…`);
      const result = await measure(db, size);
      results.push(result);
      console.info(`  p50 ${ms(result.p50Ms)} ms, p99 ${ms(result.p99Ms)} ms, max ${ms(result.maxMs)} ms, ${Math.round(result.perSecond)}/s\n${result.plan}\n`);
    }
    const section = report(results, version);
    console.info(section);
    if (values.write) await writeSection(section);
  } finally {
    await db.close();
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName}`));
  }
}

await main();
