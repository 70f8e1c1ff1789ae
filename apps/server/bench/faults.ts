// `pnpm bench:faults` (a script, not a test): PostgreSQL
// "stopped" for 20 s under load. The machine's PostgreSQL is shared, so it is
// never stopped: the app reaches it through a TCP proxy on loopback
// (pg-proxy.ts, in a child process of its own) which is cut — open connections destroyed, new ones refused —
// and restored. Meanwhile the dashboard mix runs at a fixed rate (child
// process) and this process sends writes a member makes — paperless changes,
// contact-form messages, vision-claim uploads — each a new one, recording
// every write answered 2xx. Checks and prints:
//   · while cut: answers are 503 with Retry-After (nothing else fails);
//   · no request hangs (every one answered within --timeout-ms), no crash;
//   · recovery: the last failed request is due within 10 s of the restore;
//   · no acknowledged write lost: each one found in the database afterwards.
//
//   pnpm bench:faults [--duration 60] [--cut-at 15] [--cut-for 20] [--rate 1000] [--write-rate 15]
//                     [--members 10000] [--tokens 3000] [--timeout-ms 10000] [--connections 256]
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test (loopback only)
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Spdc } from '@portal/contract';
import type { Database } from '../src/db/database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { samplePdf } from '../test/support/uploads/sample-files.ts';
import { uploadForm } from '../test/support/uploads/upload-form.ts';
import { testAccessTokenSigner } from '../test/support/test-tokens.ts';
import { openBenchDatabase, seedBenchDatabase, settleBenchDatabase } from './bench-database.ts';
import type { Failure } from './load-mix-generator.ts';
import { dashboardMix, defaultDatabaseUrl, mixMembers, mixTable, requireLoopback, runMixInChild, startBenchApp } from './load-mix-setup.ts';
import { startPgProxyProcess } from './pg-proxy-process.ts';
import { benchMembers } from './tokens.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    'cut-at': { type: 'string', default: '15' },
    'cut-for': { type: 'string', default: '20' },
    rate: { type: 'string', default: '1000' },
    'write-rate': { type: 'string', default: '15' },
    members: { type: 'string', default: '10000' },
    tokens: { type: 'string', default: '3000' },
    'timeout-ms': { type: 'string', default: '10000' },
    connections: { type: 'string', default: '256' },
  },
});

function bounded(name: keyof typeof values, min: number, max: number): number {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be between ${min} and ${max}`);
  return value;
}

const settings = {
  durationSeconds: bounded('duration', 10, 1_800),
  cutAtSeconds: bounded('cut-at', 1, 600),
  cutForSeconds: bounded('cut-for', 1, 600),
  rate: bounded('rate', 1, 5_000),
  writeRate: bounded('write-rate', 1, 200),
  members: bounded('members', 1_000, 1_000_000),
  tokens: bounded('tokens', 100, 200_000),
  timeoutMs: bounded('timeout-ms', 100, 60_000),
  connections: bounded('connections', 1, 2_000),
};
if (settings.cutAtSeconds + settings.cutForSeconds + 10 > settings.durationSeconds) {
  throw new Error('--duration must leave at least 10 s after the cut ends (the recovery window)');
}
const recoveryLimitSeconds = 10;
const databaseUrl = process.env.DATABASE_URL ?? defaultDatabaseUrl;
requireLoopback(databaseUrl);

type WriteKind = 'paperless' | 'contact form' | 'vision upload';
interface Writer {
  readonly authorization: string;
  readonly memberId: string;
  readonly spdc: Spdc;
}
interface Write {
  readonly kind: WriteKind;
  readonly memberId: string;
  /** What to look for afterwards: the paperless email, the contact form's reference, the upload's id. */
  proof?: string;
  status: number; // 0 failed, -1 hung
}

/** Members with an active vision line and a claimant 1, with a token each (the upload's patient). */
async function visionWriters(db: Database, config: Parameters<typeof testAccessTokenSigner>[1], count: number): Promise<Writer[]> {
  const rows = await db.query<{ id: string; s: number; p: number; d: number; c: number }>(
    `SELECT DISTINCT ON (l.member_id) l.member_id AS id, l.subsidiary_number AS s, l.policy_number AS p, l.division_number AS d, l.certificate_number AS c
       FROM coverage_lines l JOIN members m ON m.id = l.member_id
      WHERE m.partner = 'alic' AND l.lob IN ('VIS', 'VSP', 'EYE') AND l.effective_date > 0
        AND EXISTS (SELECT 1 FROM patients p WHERE p.member_id = l.member_id AND p.claimant_number = 1)
      ORDER BY l.member_id, l.id LIMIT $1`,
    [count],
  );
  const sign = await testAccessTokenSigner(db, config, { partner: 'alic' });
  return Promise.all(
    rows.map(async (row) => ({
      memberId: row.id,
      authorization: `Bearer ${await sign({ memberId: row.id, subject: `bench-${row.id}`, expiresInSeconds: 3_600 })}`,
      spdc: { subsidiaryNumber: row.s, policyNumber: row.p, divisionNumber: row.d, certificateNumber: row.c },
    })),
  );
}

async function sendWrite(url: string, kind: WriteKind, writer: Writer, n: number): Promise<Write> {
  const write: Write = { kind, memberId: writer.memberId, status: 0 };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  const headers = { authorization: writer.authorization };
  try {
    let response: Response;
    if (kind === 'paperless') {
      write.proof = `fault-${n}-${randomUUID().slice(0, 8)}@example.com`;
      response = await fetch(`${url}/api/alic/members/edelivery`, {
        method: 'POST', signal, headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...writer.spdc, action: 'optIn', email: write.proof }),
      });
    } else if (kind === 'contact form') {
      response = await fetch(`${url}/api/alic/members/contactForm`, {
        method: 'POST', signal, headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...writer.spdc, subject: 'other', phone: '4025550142', comments: `Fault run message ${n}.` }),
      });
    } else {
      const fields = Object.fromEntries([...Object.entries(writer.spdc), ['claimant', 1]].map(([k, v]) => [k, String(v)]));
      const form = await uploadForm(fields, [{ name: 'receipt.pdf', bytes: samplePdf(`Fault run receipt ${n}`), declaredType: 'application/pdf' }]);
      response = await fetch(`${url}/api/alic/members/claims/vision/upload`, {
        method: 'POST', signal, headers: { ...headers, ...form.headers, 'idempotency-key': randomUUID() }, body: form.payload,
      });
    }
    write.status = response.status;
    const text = await response.text();
    if (response.ok && kind === 'contact form') write.proof = (JSON.parse(text) as { referenceNumber: string }).referenceNumber;
    if (response.ok && kind === 'vision upload') write.proof = (JSON.parse(text) as { uploadId: string }).uploadId;
  } catch (error) {
    write.status = (error as Error).name === 'TimeoutError' ? -1 : 0;
  }
  return write;
}

/** The acknowledged writes not found in the database. */
async function lostWrites(db: Database, acknowledged: readonly Write[]): Promise<Write[]> {
  const lost: Write[] = [];
  for (const write of acknowledged) {
    const [row] =
      write.kind === 'paperless'
        ? await db.query('SELECT 1 FROM paperless_preferences WHERE member_id = $1 AND email = $2 AND enrolled', [write.memberId, write.proof])
        : write.kind === 'contact form'
          ? await db.query('SELECT 1 FROM contact_form_submissions WHERE reference_number = $1 AND member_id = $2', [write.proof, write.memberId])
          : await db.query('SELECT 1 FROM vision_claim_uploads WHERE id = $1 AND member_id = $2', [write.proof, write.memberId]);
    if (!row) lost.push(write);
  }
  return lost;
}

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('cleanup:', error));
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  const bench = await openBenchDatabase(databaseUrl, 10);
  cleanups.push(() => bench.dispose());
  console.info(`schema ${bench.schema}: migrating and seeding ${settings.members} members …`);
  await seedBenchDatabase(bench.db, settings.members, () => undefined);
  await settleBenchDatabase(bench.db, bench.schema);
  const proxy = await startPgProxyProcess(databaseUrl);
  cleanups.push(() => proxy.close());
  // The app's own pool (and its LISTEN client) goes through the proxy; checks afterwards go direct.
  const appDb = await openPostgresDatabase({ connectionString: proxy.connectionString, schema: bench.schema, maxConnections: 20 });
  cleanups.push(() => appDb.close());
  const running = await startBenchApp(appDb);
  cleanups.push(() => running.close());
  const calls = await dashboardMix(running.url, 'alic');
  const members = await mixMembers(bench.db, running.config, settings.tokens);
  // Writers: paperless and contact form by dental members not in the read pool, uploads by vision members.
  const writesPlanned = Math.ceil(settings.writeRate * settings.durationSeconds);
  // Each paperless change is a different member's (a later change would replace an earlier one's email).
  const dentalWriters: Writer[] = await benchMembers(bench.db, running.config, Math.ceil(writesPlanned / 3), { skip: settings.tokens });
  if (dentalWriters.length < Math.ceil(writesPlanned / 3)) {
    throw new Error(`${dentalWriters.length} dental members left for ${Math.ceil(writesPlanned / 3)} paperless changes: raise --members or lower --tokens / --write-rate`);
  }
  const uploaders = await visionWriters(bench.db, running.config, 2_000);
  if (dentalWriters.length === 0 || uploaders.length === 0) throw new Error('No members to write as');

  console.info(`${settings.rate} req/s of the dashboard mix for ${settings.durationSeconds} s, ${settings.writeRate} writes/s; the database cut at ${settings.cutAtSeconds} s for ${settings.cutForSeconds} s …`);
  const loadBefore = loadavg();
  const reads = runMixInChild({
    url: running.url, rate: settings.rate, durationSeconds: settings.durationSeconds, connections: settings.connections,
    timeoutMs: settings.timeoutMs, calls, members, recordFailures: true,
  });
  const startedAt = Date.now();
  let cutAt = 0;
  let restoredAt = 0;
  // The cut counts from the moment it starts (connections are being destroyed), the restore from when the proxy listens again.
  const schedule = [
    setTimeout(() => {
      cutAt = Date.now();
      void proxy.cut().then(() => console.info('  database cut'));
    }, settings.cutAtSeconds * 1000),
    setTimeout(() => void proxy.restore().then(() => {
      restoredAt = Date.now();
      console.info('  database back');
    }), (settings.cutAtSeconds + settings.cutForSeconds) * 1000),
  ];
  const writes: Array<Promise<Write>> = [];
  const kinds: WriteKind[] = ['paperless', 'contact form', 'vision upload'];
  await new Promise<void>((done) => {
    let n = 0;
    const timer = setInterval(() => {
      if (Date.now() - startedAt >= settings.durationSeconds * 1000 || n >= writesPlanned) {
        clearInterval(timer);
        return done();
      }
      const kind = kinds[n % kinds.length]!;
      const writer = kind === 'vision upload' ? uploaders[Math.floor(n / 3) % uploaders.length]! : dentalWriters[Math.floor(n / 3)]!;
      writes.push(sendWrite(running.url, kind, writer, n));
      n += 1;
    }, 1000 / settings.writeRate);
  });
  const result = await reads;
  const sent = await Promise.all(writes);
  schedule.forEach(clearTimeout);
  const loadAfter = loadavg();

  // The failed reads by phase: 'before' answered before the cut began; 'after' due once the database was back;
  // 'cut' the rest (due during the cut, or due before it and still in flight when it began).
  const failures: readonly Failure[] = result.failures ?? [];
  const phase = ([at, , latency]: Failure) => (at + latency < cutAt ? 'before' : at >= restoredAt ? 'after' : 'cut');
  const byPhase: Record<string, Record<string, number>> = { before: {}, cut: {}, after: {} };
  for (const failure of failures) {
    const counts = byPhase[phase(failure)]!;
    counts[String(failure[1])] = (counts[String(failure[1])] ?? 0) + 1;
  }
  const afterRestore = failures.filter(([at]) => at >= restoredAt);
  const lastFailureAfterRestore = afterRestore.length ? Math.max(...afterRestore.map(([at]) => at)) : restoredAt;
  const recoverySeconds = (lastFailureAfterRestore - restoredAt) / 1000;
  const cutNon503 = Object.entries(byPhase.cut!).filter(([status]) => status !== '503').reduce((sum, [, count]) => sum + count, 0);

  // The writes, and whether each acknowledged one is in the database.
  const acknowledged = sent.filter((w) => w.status >= 200 && w.status < 300);
  const lost = await lostWrites(bench.db, acknowledged);
  const countBy = (list: readonly Write[], kind: WriteKind) => list.filter((w) => w.kind === kind).length;

  console.info(`\n${mixTable(result)}`);
  console.info(`\nreads: sent ${result.sent}; statuses ${JSON.stringify(result.statuses)}; 503 without Retry-After ${result.unavailableWithoutRetryAfter}`);
  console.info(`failed reads by phase (status: count): before ${JSON.stringify(byPhase.before)}, cut ${JSON.stringify(byPhase.cut)}, after ${JSON.stringify(byPhase.after)}`);
  console.info(`hung (no answer in ${settings.timeoutMs} ms): ${result.overall.hung}; slowest answer ${result.overall.max} ms`);
  console.info(`recovery: last failed read due ${recoverySeconds.toFixed(1)} s after the database came back (limit ${recoveryLimitSeconds} s)`);
  console.info('\nwrites          sent  acknowledged  503  other  failed/hung  found  lost');
  for (const kind of kinds) {
    const ofKind = sent.filter((w) => w.kind === kind);
    const acked = countBy(acknowledged, kind);
    const other = ofKind.filter((w) => w.status > 0 && (w.status < 200 || w.status >= 300) && w.status !== 503).length;
    console.info(`${kind.padEnd(14)}${String(ofKind.length).padStart(6)}${String(acked).padStart(14)}${String(ofKind.filter((w) => w.status === 503).length).padStart(5)}${String(other).padStart(7)}${String(ofKind.filter((w) => w.status <= 0).length).padStart(13)}${String(acked - countBy(lost, kind)).padStart(7)}${String(countBy(lost, kind)).padStart(6)}`);
  }
  const otherWrites = sent.filter((w) => w.status > 0 && (w.status < 200 || w.status >= 300) && w.status !== 503);
  if (otherWrites.length) console.info(`writes answered neither 2xx nor 503: ${JSON.stringify(otherWrites.slice(0, 10).map((w) => [w.kind, w.status]))}`);
  console.info(`\n${cpus().length} CPUs; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  const checks = {
    'only 503 (with Retry-After) while cut': cutNon503 === 0 && result.unavailableWithoutRetryAfter === 0,
    'no hung request': result.overall.hung === 0 && sent.every((w) => w.status !== -1),
    [`recovered within ${recoveryLimitSeconds} s`]: recoverySeconds <= recoveryLimitSeconds,
    'no failure before the cut': Object.keys(byPhase.before!).length === 0,
    'no acknowledged write lost': lost.length === 0,
    'writes acknowledged outside the cut': acknowledged.length > 0,
  };
  for (const [check, ok] of Object.entries(checks)) console.info(`${ok ? 'ok  ' : 'FAIL'} ${check}`);
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} finally {
  await cleanUp();
}
