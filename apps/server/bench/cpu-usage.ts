// CPU time spent by this process (all its threads: the server, the PDF
// workers) and by the local PostgreSQL server processes. Divided by the
// requests served, it tells what one request costs, which holds even when
// other work shares the machine and wall-clock rates drop.
import { readdir, readFile } from 'node:fs/promises';

// Linux reports process times in clock ticks of 1/100 s (USER_HZ).
const microsPerTick = 10_000;

export interface CpuSample {
  readonly serverMicros: number;
  /** Undefined where /proc cannot tell (not Linux, or PostgreSQL on another machine). */
  readonly postgresMicros: number | undefined;
}

async function postgresMicros(): Promise<number | undefined> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  let found = false;
  for (const pid of entries.filter((entry) => /^\d+$/.test(entry))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const close = stat.lastIndexOf(')');
    if (close < 0 || !stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
    const fields = stat.slice(close + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are 11 and 12 after the command.
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? ticks * microsPerTick : undefined;
}

export async function sampleCpu(): Promise<CpuSample> {
  const { user, system } = process.cpuUsage();
  return { serverMicros: user + system, postgresMicros: await postgresMicros() };
}

/** CPU microseconds per request between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number) {
  const per = (micros: number) => (requests > 0 ? micros / requests : 0);
  return {
    serverMicros: per(after.serverMicros - before.serverMicros),
    postgresMicros:
      before.postgresMicros === undefined || after.postgresMicros === undefined ? undefined : per(after.postgresMicros - before.postgresMicros),
  };
}
