// CPU time from /proc: the whole machine's (/proc/stat, all cores, every
// process) and its shares between two readings — user, system, waiting on
// I/O, stolen by the hypervisor — and single processes' (/proc/<pid>/stat),
// to tell who had the cores: the server child, the generator, the harness,
// PostgreSQL, or something else on the machine. Read synchronously: a few µs
// a file, and a reading is taken at the moment it is asked for.
import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s (USER_HZ). */
export const cpuTicksPerSecond = 100;

/** Cumulative clock ticks of all cores since boot (the /proc/stat "cpu" line). */
export interface CpuTimes {
  readonly user: number;
  readonly system: number;
  readonly idle: number;
  readonly iowait: number;
  readonly steal: number;
  readonly total: number;
}

export interface CpuShares {
  readonly user: number;
  readonly system: number;
  readonly iowait: number;
  readonly steal: number;
  /** Neither idle nor waiting on I/O. */
  readonly busy: number;
}

/** Undefined where /proc/stat cannot be read (not Linux). */
export function readCpuTimes(): CpuTimes | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  const line = stat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return undefined;
  // cpu user nice system idle iowait irq softirq steal (guest and guest_nice are already in user and nice).
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return { user: user + nice, system: system + irq + softirq, idle, iowait, steal, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/** Ticks the machine's cores were busy (neither idle nor waiting on I/O) between two readings. */
export function busyTicksBetween(before: CpuTimes, after: CpuTimes): number {
  const busy = (times: CpuTimes) => times.total - times.idle - times.iowait;
  return busy(after) - busy(before);
}

export function cpuShares(before: CpuTimes, after: CpuTimes): CpuShares | undefined {
  const total = after.total - before.total;
  if (total <= 0) return undefined;
  const share = (key: keyof CpuTimes) => (after[key] - before[key]) / total;
  return { user: share('user'), system: share('system'), iowait: share('iowait'), steal: share('steal'), busy: 1 - share('idle') - share('iowait') };
}

/** User + system ticks of each process that can be read (one that has gone is left out). */
export function readProcessCpuTicks(pids: Iterable<number>): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields 14 and 15 (utime, stime) are 11 and 12 (from 0) after the command name, which may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Gone, or not Linux.
    }
  }
  return ticks;
}

/** Ticks used between two readings by the processes present in both. */
export function processTicksBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let used = 0;
  for (const [pid, ticks] of after) {
    const earlier = before.get(pid);
    if (earlier !== undefined) used += ticks - earlier;
  }
  return used;
}

/** This process's children (the server child, the load generator), from every thread's list. */
export function childProcessIds(): number[] {
  try {
    return readdirSync(`/proc/${process.pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${process.pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}
