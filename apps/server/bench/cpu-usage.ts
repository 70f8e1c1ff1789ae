// CPU time spent by the server's process (all its threads: the server, the PDF
// workers) — this process, or the server child `pnpm bench` runs its servers in —
// and by the local PostgreSQL backends serving it. Divided by the
// requests served, it tells what one request costs, which holds even when
// other work shares the machine and wall-clock rates drop.
import { readFile } from 'node:fs/promises';

import type { Queryable } from '../src/db/database.ts';

// Linux reports process times in clock ticks of 1/100 s (USER_HZ).
const microsPerTick = 10_000;

/**
 * The benchmark's connections say who they are (pg reads PGAPPNAME), so only their backends are counted.
 * With this process's id: two benchmarks running at once on one PostgreSQL (other people's, or
 * bench:scale beside pnpm bench) would otherwise count each other's backends.
 */
export const benchApplicationName = `portal-bench-${process.pid}`;

export interface CpuSample {
  readonly serverMicros: number;
  /** CPU of each PostgreSQL backend serving the benchmark, by process id; undefined where /proc cannot tell. */
  readonly postgresMicros: ReadonlyMap<number, number> | undefined;
}

/** CPU (user + system) a process has used so far, from /proc; undefined where /proc cannot tell. */
export async function processMicros(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  const close = stat?.lastIndexOf(')') ?? -1;
  if (!stat || close < 0) return undefined;
  const fields = stat.slice(close + 2).split(' ');
  // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the command.
  return (Number(fields[11]) + Number(fields[12])) * microsPerTick;
}

async function postgresMicros(db: Queryable): Promise<Map<number, number> | undefined> {
  const backends = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [benchApplicationName]);
  const micros = new Map<number, number>();
  for (const { pid } of backends) {
    const used = await processMicros(pid);
    if (used !== undefined) micros.set(pid, used);
  }
  return micros.size > 0 ? micros : undefined;
}

/** The server's CPU (this process's by default, else the server process `serverPid`'s) and its PostgreSQL backends'. */
export async function sampleCpu(db: Queryable, serverPid = process.pid): Promise<CpuSample> {
  let serverMicros: number;
  if (serverPid === process.pid) {
    const { user, system } = process.cpuUsage();
    serverMicros = user + system;
  } else {
    const used = await processMicros(serverPid);
    if (used === undefined) throw new Error(`cannot read the CPU time of the server process ${serverPid} (/proc/${serverPid}/stat)`);
    serverMicros = used;
  }
  return { serverMicros, postgresMicros: await postgresMicros(db) };
}

/** CPU microseconds per request between two samples (a backend opened in between counts from zero). */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number) {
  const per = (micros: number) => (requests > 0 ? micros / requests : 0);
  let postgres: number | undefined;
  if (after.postgresMicros) {
    postgres = 0;
    for (const [pid, used] of after.postgresMicros) postgres += used - (before.postgresMicros?.get(pid) ?? 0);
  }
  return { serverMicros: per(after.serverMicros - before.serverMicros), postgresMicros: postgres === undefined ? undefined : per(postgres) };
}
