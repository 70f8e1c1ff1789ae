// What `pnpm bench:load` and `pnpm bench:faults` share: the
// bench schema seeded (bench-database.ts), the real app on loopback over a
// database of the caller's choice (the fault run puts a proxy in between;
// bench:load runs the app in a child process instead, bench-server-process.ts),
// members' tokens (tokens.ts), the dashboard mix, and the generator in a
// child process (load-mix-generator.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { benchAppConfig } from './bench-app-config.ts';
import type { MixCall, MixJob, MixMember, MixResult } from './load-mix-generator.ts';
import { runChild } from './run-load.ts';
import { benchMembers } from './tokens.ts';

export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** Refuses anything but loopback: these scripts load a server hard. */
export function requireLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`Loopback only: ${host} is not this machine`);
}

export interface RunningApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly url: string;
  close(): Promise<void>;
}

/** A fresh data and sites folder for the app (remove it after). */
export function makeBenchAppFolder(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'portal-load-'));
}

export async function startBenchApp(db: Database): Promise<RunningApp> {
  const folder = await makeBenchAppFolder();
  const config = benchAppConfig(folder);
  const app = await buildApp(config, { db });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app, config, url,
    async close() {
      await app.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const metadataCapture = JSON.stringify({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  language: 'en', page: '/dashboard', screenWidth: 1440, screenHeight: 900, timeZone: 'America/Chicago',
});

/**
 * The calls the SPA makes when a signed-in member opens /dashboard (as
 * bench/dashboard-open-load.ts follows them): the site configuration,
 * features and members at start; for the first policy its patients (when
 * the partner shows the benefit snapshot), quick-link documents and chat
 * availability (when on); then the member's own benefits (claimant 1, SELF).
 * The partner's features are asked of the running app at `url` over HTTP, as
 * the SPA does: the app may be in another process.
 */
export async function dashboardMix(url: string, partner: string): Promise<MixCall[]> {
  const answer = await fetch(new URL(`/api/${partner}/features`, url));
  if (!answer.ok) throw new Error(`GET /api/${partner}/features answered ${answer.status}`);
  const features = (await answer.json()) as { memberChat?: boolean; memberDentalFeatures?: { patientDetails?: boolean } };
  const snapshot = features.memberDentalFeatures?.patientDetails === true;
  return [
    // The site sends what it knows of the browser with this call (api-client get-subsidiary-config).
    { tag: 'GET config', method: 'GET', path: '/config', headers: { 'x-metadata-capture': metadataCapture } },
    { tag: 'GET features', method: 'GET', path: '/features' },
    { tag: 'GET members', method: 'GET', path: '/members' },
    ...(snapshot ? [{ tag: 'POST patientDetails', method: 'POST', path: '/members/patientDetails', sendsSpdc: true } as const] : []),
    { tag: 'POST documents', method: 'POST', path: '/members/documents', sendsSpdc: true },
    ...(features.memberChat ? [{ tag: 'GET chat/availability', method: 'GET', path: '/chat/availability' } as const] : []),
    ...(snapshot ? [{ tag: 'POST patientDetails/1', method: 'POST', path: '/members/patientDetails/1', sendsSpdc: true } as const] : []),
  ];
}

/** `count` distinct alic members with a token each (tokens.ts), as the generator takes them. */
export async function mixMembers(db: Database, config: Config, count: number, skip = 0): Promise<MixMember[]> {
  const members = await benchMembers(db, config, count, { skip });
  return members.map(({ authorization, spdc }) => ({ partner: 'alic', authorization, spdc: { ...spdc } }));
}

const generatorScript = fileURLToPath(new URL('./load-mix-generator.ts', import.meta.url));

/** Runs the job in a child process and resolves to its result. */
export function runMixInChild(job: MixJob): Promise<MixResult> {
  requireLoopback(job.url);
  return runChild<MixResult>(generatorScript, job);
}

const right = (value: string | number, width: number) => String(value).padStart(width);

/** A table of the result: per call and overall, errors and p50/p95/p99/max. */
export function mixTable(result: MixResult): string {
  const rows = [...Object.entries(result.byCall), ['overall', result.overall] as const];
  const lines = [`${'call'.padEnd(24)}${right('count', 9)}${right('errors', 8)}${['p50', 'p95', 'p99', 'max'].map((h) => right(h, 9)).join('')}  (ms)`];
  for (const [tag, s] of rows) {
    lines.push(`${tag.padEnd(24)}${right(s.count, 9)}${right(s.non2xx + s.errors + s.hung, 8)}${[s.p50, s.p95, s.p99, s.max].map((v) => right(v.toFixed(1), 9)).join('')}`);
  }
  return lines.join('\n');
}
