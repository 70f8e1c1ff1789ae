// The benchmark's figures: a table on the terminal, and the same in
// docs/performance.md between the results markers (the rest of that page,
// the analysis, is kept as written).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { cpus, totalmem } from 'node:os';

export interface Measurement {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
  /** 99th percentile of the server's event-loop delay during the measurement. */
  readonly eventLoopP99Ms: number;
  /** CPU time of the server process (all threads) per request. */
  readonly serverCpuMicros: number;
  /** CPU time of the local PostgreSQL processes per request, when /proc tells. */
  readonly postgresCpuMicros: number | undefined;
  readonly note: string;
}

export interface Target {
  /** The issue that set the goal. */
  readonly issue: number;
  readonly name: string;
  readonly goal: string;
  readonly measured: string;
  readonly met: boolean;
}

export interface BenchReport {
  readonly date: string;
  readonly command: string;
  readonly nodeVersion: string;
  readonly postgresVersion: string;
  readonly members: number;
  readonly seedSeconds: number;
  readonly settings: string;
  /** 1-minute load average before the measurements and after them: other work on the machine. */
  readonly loadAverage: readonly [before: number, after: number];
  readonly measurements: readonly Measurement[];
  readonly targets: readonly Target[];
}

export const resultsStart = '<!-- bench:results:start -->';
export const resultsEnd = '<!-- bench:results:end -->';

const micros = (value: number | undefined) => (value === undefined ? '–' : Math.round(value).toLocaleString('en-US'));
const delay = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const round = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));

export function machineDescription(): string {
  const processors = cpus();
  return `${processors.length} cores (${processors[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM`;
}

export function resultsMarkdown(report: BenchReport): string {
  const rows = report.measurements.map(
    (m) =>
      `| ${m.name} | ${round(m.requestsPerSecond)} | ${m.p50Ms} | ${m.p99Ms} | ${m.non2xx + m.errors} | ${micros(m.serverCpuMicros)} | ${micros(m.postgresCpuMicros)} | ${delay(m.eventLoopP99Ms)} | ${m.note} |`,
  );
  const targets = report.targets.map((t) => `| ${t.name} | ${t.issue} | ${t.goal} | ${t.measured} | ${t.met ? 'met' : '**missed**'} |`);
  return [
    resultsStart,
    `Measured ${report.date} on ${machineDescription()}, Node ${report.nodeVersion}, ${report.postgresVersion}.`,
    `Command: \`${report.command}\` (${report.settings}).`,
    `Load average (1 min) before the measurements ${report.loadAverage[0].toFixed(1)}, after ${report.loadAverage[1].toFixed(1)}${
      Math.max(...report.loadAverage) > 1.5 ? ': other work shared the cores, compare the CPU per request rather than the rates' : ''
    }.`,
    '',
    `Seeding ${report.members.toLocaleString('en-US')} synthetic members with every domain's data into PostgreSQL: **${report.seedSeconds.toFixed(1)} s**.`,
    '',
    '| Measurement | req/s | p50 ms | p99 ms | errors / non-2xx | server CPU µs/req | PostgreSQL CPU µs/req | event-loop delay p99 ms | Note |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    '| Target | Issue | Goal | Measured | |',
    '|---|---:|---|---|---|',
    ...targets,
    resultsEnd,
  ].join('\n');
}

function textTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function printReport(report: BenchReport): void {
  console.info(`\nseeding ${report.members} members: ${report.seedSeconds.toFixed(1)} s\n`);
  console.info(
    textTable(
      ['measurement', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'server µs/req', 'PostgreSQL µs/req', 'loop delay p99 ms'],
      report.measurements.map((m) => [
        m.name, round(m.requestsPerSecond), String(m.p50Ms), String(m.p99Ms), String(m.non2xx + m.errors), micros(m.serverCpuMicros),
        micros(m.postgresCpuMicros), delay(m.eventLoopP99Ms),
      ]),
    ),
  );
  console.info('');
  console.info(
    textTable(['target', 'issue', 'goal', 'measured', 'met'], report.targets.map((t) => [t.name, String(t.issue), t.goal, t.measured, t.met ? 'yes' : 'NO'])),
  );
}

/** Replaces the results between the markers of `file`, or writes a new page around them. */
export async function writeResults(file: string, report: BenchReport): Promise<void> {
  const results = resultsMarkdown(report);
  let page: string;
  try {
    page = await readFile(file, 'utf8');
  } catch {
    page = `# Performance\n\nWritten by \`pnpm bench\` (apps/server/bench/run.ts).\n\n${resultsStart}\n${resultsEnd}\n`;
  }
  const start = page.indexOf(resultsStart);
  const end = page.indexOf(resultsEnd);
  const updated =
    start >= 0 && end > start ? `${page.slice(0, start)}${results}${page.slice(end + resultsEnd.length)}` : `${page.trimEnd()}\n\n${results}\n`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, updated);
}
