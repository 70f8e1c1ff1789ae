// `pnpm exec tsx bench/id-cards-new.ts` (a script, not a
// test): the (d′) row of `pnpm bench` on its own, in a minute instead of
// several — ID-card PDFs through the real app, every request a different
// member, no card asked for twice, each member's GET members first (as the
// dashboard does). The members come from the bulk seed (scale-seed.ts), so
// the database is ready in seconds. Prints cards per second and, the figure
// to compare on a shared machine, the CPU a card costs: the server process
// (all threads, the PDF workers included) and its PostgreSQL backends.
//
//   tsx bench/id-cards-new.ts [--members 30000] [--cards 12000] [--connections 32] [--rounds 2]
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { testAccessTokenSigner } from '../test/support/test-tokens.ts';
import { benchApplicationName, cpuPerRequest, sampleCpu } from './cpu-usage.ts';
import type { LoadRequest } from './load-types.ts';
import { runLoad } from './run-load.ts';
import { copyBase, openBulkBenchDatabase } from './scale-seed.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '30000' },
    cards: { type: 'string', default: '12000' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '2' },
  },
});
const settings = { members: Number(values.members), cards: Number(values.cards), connections: Number(values.connections), rounds: Number(values.rounds) };
process.env.PGAPPNAME = benchApplicationName;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

async function main(): Promise<void> {
  console.info(`${settings.members} members (bulk seed) …`);
  const sized = await openBulkBenchDatabase(databaseUrl, settings.members, { maxConnections: 20 });
  cleanups.push(() => sized.bench.dispose());
  const { db } = sized.bench;
  const folder = await mkdtemp(join(tmpdir(), 'portal-cards-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: folder, SITES_DIR: folder });
  const app = await buildApp(config, { db });
  cleanups.push(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  // Copies of alic template members whose dental line has an ID card, each used once.
  const copies = settings.members - sized.template.length;
  const cardTemplates = await db.query<{ k: number }>(
    `SELECT t.k FROM scale_template t JOIN members m ON m.id = t.id
      WHERE m.partner = 'alic' AND EXISTS (SELECT 1 FROM coverage_lines l WHERE l.member_id = t.id AND l.lob IN ('DEN', 'PPD')
        AND l.effective_date > 0 AND l.id_card_ind = 'Y')`,
  );
  const withCard = new Set(cardTemplates.map((row) => row.k));
  const sign = await testAccessTokenSigner(db, config, { partner: 'alic' });
  const members: Array<{ get: LoadRequest; card: LoadRequest }> = [];
  for (let n = 0; n < copies && members.length < settings.cards * settings.rounds; n++) {
    const template = sized.template[n % sized.template.length]!;
    if (!withCard.has(template.k) || !template.dental) continue;
    const memberId = String(copyBase + n);
    const headers = { authorization: `Bearer ${await sign({ memberId, subject: `bench-${memberId}`, expiresInSeconds: 3_600 })}` };
    members.push({ get: { headers }, card: { headers, body: JSON.stringify({ ...template.dental, certificateNumber: copyBase + n }) } });
  }
  const check = await app.inject({ method: 'POST', url: '/api/alic/members/idcard/desktop', headers: { ...members[0]!.card.headers, 'content-type': 'application/json' }, payload: members[0]!.card.body! });
  if (check.statusCode !== 200) throw new Error(`the ID card answered ${check.statusCode}: ${check.body.slice(0, 300)}`);
  console.info(`${members.length} members with a card signed in; load average ${loadavg()[0]!.toFixed(1)}`);

  // Each member's dashboard first (GET members): the server has seen the token, never the card. Newest last.
  await runLoad({ url, method: 'GET', path: '/api/alic/members', pool: [...members].reverse().map((member) => member.get), connections: 50, durationSeconds: 0, amount: members.length });
  const warmUp = settings.connections * 10;
  for (let round = 0; round < settings.rounds; round++) {
    const pool = members.slice(round * settings.cards, (round + 1) * settings.cards).map((member) => member.card);
    const job = { url, method: 'POST', path: '/api/alic/members/idcard/desktop', connections: settings.connections, durationSeconds: 0 } as const;
    await runLoad({ ...job, pool: pool.slice(0, warmUp), amount: warmUp });
    const measured = pool.slice(warmUp);
    const before = await sampleCpu(db);
    const result = await runLoad({ ...job, pool: measured, amount: measured.length });
    const cpu = cpuPerRequest(before, await sampleCpu(db), result.completed);
    console.info(
      `round ${round + 1}: ${result.completed} cards each new, ${Math.round(result.requestsPerSecond)}/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}; CPU per card: server ${Math.round(cpu.serverMicros)} µs, PostgreSQL ${Math.round(cpu.postgresMicros ?? Number.NaN)} µs; load average ${loadavg()[0]!.toFixed(1)}`,
    );
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`The ID-card benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
