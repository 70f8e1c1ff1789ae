// The latency timeline as a text table, each interval's possible causes on
// the same row (stall-intervals.ts), and a legend of the columns.
import type { LatencyInterval, LatencyTimeline } from './latency-timeline.ts';
import type { IntervalCauses } from './stall-intervals.ts';

const columns = [
  // The measured requests (the load generator).
  't s', 'reqs', 'err', 'p50', 'p99', 'max', '>p99', '>slow',
  // The server's process.
  'gc ms', 'gc max', 'major', 'loop p99', 'loop max',
  // The generator's process.
  'gen max',
  // Who used the cores.
  'srv cpu', 'gen cpu', 'hrn cpu', 'pg cpu', 'oth cpu',
  // PostgreSQL.
  'ckpt', 'ckpt buf', 'WAL kB', 'FPI', 'WAL sync', 'autovac',
  // The machine.
  'busy%', 'usr%', 'sys%', 'io%', 'st%', 'load1',
  // The benchmark's PostgreSQL backends, last as it is the widest.
  'pg waits (sampled)',
] as const;

const ms = (value: number | undefined) => (value === undefined ? '–' : value >= 100 ? Math.round(value).toString() : value.toFixed(1));
const blankIfZero = (value: number, text = String(value)) => (value === 0 ? '' : text);
const percent = (share: number | undefined) => (share === undefined ? '–' : Math.round(share * 100).toString());

/** S a checkpoint began, w it was writing, E it ended (its fsyncs just done); its non-idle waits in brackets. */
function checkpointCell(causes: IntervalCauses): string {
  if (!causes.postgres) return '–';
  const checkpoint = causes.postgres.checkpoint;
  if (!checkpoint.inProgress) return '';
  const phases = `${checkpoint.started ? 'S' : ''}${checkpoint.buffersWritten > 0 || (!checkpoint.started && !checkpoint.ended) ? 'w' : ''}${checkpoint.ended ? 'E' : ''}`;
  const waits = checkpoint.waitEvents.filter((wait) => wait !== 'CheckpointWriteDelay');
  return waits.length ? `${phases}[${waits.join(',')}]` : phases;
}

function walSyncCell(causes: IntervalCauses): string {
  const wal = causes.postgres?.wal;
  if (!wal) return '–';
  if (wal.syncs === undefined) return '?';
  return wal.syncMs === undefined ? String(wal.syncs) : `${wal.syncs}/${ms(wal.syncMs)}ms`;
}

function backendWaitsCell(causes: IntervalCauses): string {
  const waits = causes.postgres?.benchBackendWaits;
  if (!waits) return '–';
  return Object.entries(waits)
    .sort(([, a], [, b]) => b - a)
    .map(([wait, backends]) => `${wait} ${backends}`)
    .join(', ');
}

const cores = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2));

function cpuCells(causes: IntervalCauses): string[] {
  const cpu = causes.cpuByProcess;
  return cpu ? [cores(cpu.server), cores(cpu.generator), cores(cpu.harness), cores(cpu.postgres), cores(cpu.other)] : ['–', '–', '–', '–', '–'];
}

function row(latency: LatencyInterval, causes: IntervalCauses): string[] {
  const wal = causes.postgres?.wal;
  const autovacuum = causes.postgres ? causes.postgres.autovacuumWorkers.length + causes.postgres.benchAutovacuums : undefined;
  return [
    String(latency.startSecond), String(latency.count), blankIfZero(latency.errors), ms(latency.p50), ms(latency.p99), ms(latency.max),
    blankIfZero(latency.overRunP99), blankIfZero(latency.overSlowMs),
    blankIfZero(causes.gcPauseTotalMs, ms(causes.gcPauseTotalMs)), blankIfZero(causes.gcPauseMaxMs, ms(causes.gcPauseMaxMs)), blankIfZero(causes.majorGcs), ms(causes.serverLoopDelayP99Ms), ms(causes.serverLoopDelayMaxMs),
    ms(latency.generatorLoopDelayMaxMs),
    ...cpuCells(causes),
    checkpointCell(causes), causes.postgres ? blankIfZero(causes.postgres.checkpoint.buffersWritten) : '–',
    wal ? Math.round(wal.bytes / 1024).toString() : '–', wal ? String(wal.fullPageImages) : '–', walSyncCell(causes),
    autovacuum === undefined ? '–' : blankIfZero(autovacuum),
    percent(causes.machineCpu?.busy), percent(causes.machineCpu?.user), percent(causes.machineCpu?.system), percent(causes.machineCpu?.iowait),
    percent(causes.machineCpu?.steal), causes.loadAverage1 === undefined ? '–' : causes.loadAverage1.toFixed(2),
    backendWaitsCell(causes),
  ];
}

function layout(rows: ReadonlyArray<readonly string[]>): string {
  const widths = columns.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padStart(widths[column]!))).join(' ').trimEnd();
  return [line(columns), ...rows.map(line)].join('\n');
}

/** The table for the intervals given (all of them, or the worst few), in that order. */
export function stallTimelineTable(timeline: LatencyTimeline, causes: readonly IntervalCauses[], only?: readonly number[]): string {
  const indexes = only ?? timeline.intervals.map((_interval, index) => index);
  return layout(indexes.map((index) => row(timeline.intervals[index]!, causes[index]!)));
}

export function stallTimelineLegend(timeline: LatencyTimeline, autovacuumWorkers: readonly string[]): string {
  return [
    `t s: start of the ${timeline.intervalSeconds}-s interval (requests counted where they were due); latencies in ms; ` +
      `>p99: requests slower than the run's p99 (${ms(timeline.runP99)} ms), >slow: slower than ${timeline.slowMs} ms.`,
    "gc ms / gc max / major: the server child process's GC pauses in the interval (sum, longest, major collections); " +
      "loop p99 / loop max: its event-loop delay (the worst second's p99, the max); gen max: the load generator's own loop delay.",
    "srv / gen / hrn / pg / oth cpu: cores used by the server child's process, the generator's, the harness's (the samplers, seeded data and tokens), " +
      "PostgreSQL's (the bench's backends and background processes), and everything else on the machine (busy cores less those four).",
    'ckpt: S a checkpoint began, w writing, E ended (fsyncs done), [waits] other than CheckpointWriteDelay seen at the samples; ' +
      'ckpt buf: buffers it wrote; WAL kB, FPI (full-page images), WAL sync (fsyncs, /ms with track_wal_io_timing): from pg_stat_wal; ' +
      'autovac: workers seen + runs on the bench schema.',
    'busy/usr/sys/io/st %: the whole machine (/proc/stat, all cores); load1: 1-minute load average; ' +
      "pg waits: the benchmark's active backends at the samples by wait event (running = on CPU). – not sampled.",
    ...(autovacuumWorkers.length ? [`autovacuum workers seen: ${autovacuumWorkers.join('; ')}`] : []),
  ].join('\n');
}
