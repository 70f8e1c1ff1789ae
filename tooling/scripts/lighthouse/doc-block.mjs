// The Lighthouse block of docs/performance.md (between its markers): every
// labelled run's table, and "before" against each later run. Each run's
// figures are kept in the block itself (an HTML comment beside its table), so
// a run with one label rewrites that run and leaves the others as they were.
const start = '<!-- lighthouse:start -->';
const end = '<!-- lighthouse:end -->';
const runPattern = /^<!-- lighthouse:run (\{.*\}) -->$/gm;

export function replaceBlock(doc, block) {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to < from) throw new Error(`the doc has no ${start} … ${end} block`);
  return `${doc.slice(0, from + start.length)}\n${block}\n${doc.slice(to)}`;
}

/** The runs kept in the doc's block, oldest first. */
export function runsIn(doc) {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to < from) return [];
  return [...doc.slice(from, to).matchAll(runPattern)].map((match) => JSON.parse(match[1]));
}

/** `runs` with `run` in place of the one with its label (or added last); "before" always first. */
export function mergeRun(runs, run) {
  const others = runs.filter((r) => r.label !== run.label);
  const merged = [...others, run];
  return [...merged.filter((r) => r.label === 'before'), ...merged.filter((r) => r.label !== 'before')];
}

const kib = (bytes) => (bytes == null ? '—' : (bytes / 1024).toFixed(1));
const ms = (value) => (value == null ? '—' : Math.round(value).toLocaleString('en-US'));
const cls = (value) => (value == null ? '—' : value.toFixed(3));
const num = (value) => (value == null ? '—' : String(value));
const load = (value) => (value == null ? '—' : value.toFixed(1));

// Runs before the cold open was measured have no way: their signed-in rows were reloads.
const wayOf = (row) => row.way ?? (row.path === '/landing' ? 'signed out' : 'reload');
const rowKey = (row) => `${row.brand} ${row.path} ${row.formFactor} ${wayOf(row)}`;

function runHeading(run) {
  const commit = `${run.commit}${run.dirty ? ' with uncommitted changes in the built paths' : ''}`;
  return [
    `#### ${run.label}: ${run.date}, commit ${commit}`,
    '',
    `${run.command ? `\`${run.command}\` on ` : ''}${run.machine}; Chromium ${run.chromium}, Lighthouse ${run.lighthouse}, Node ${run.node}. ` +
      `Load average (1 min) ${load(run.loadStart)} at the start, ${load(run.loadEnd)} at the end${run.note ? `; ${run.note}` : ''}.`,
  ].join('\n');
}

/** A load that ended on another page than it asked for (a signed-in page that sent the member to sign in again). */
function endedElsewhere(row) {
  if (!row.finalPath) return false;
  const asked = row.path.split('?')[0];
  return asked === '/claims/first' ? !row.finalPath.startsWith('/claims/') : row.finalPath !== asked;
}

function runTable(run) {
  const header = [
    '| brand | page | form factor | way | perf | a11y | best pr. | FCP ms | LCP ms | TBT ms | CLS | JS transferred KiB | requests | load 1 min | benchmark index |',
    '|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const rows = run.rows.map((r) =>
    r.runtimeError
      ? `| ${r.brand} | ${r.path} | ${r.formFactor} | ${wayOf(r)} | ${r.runtimeError.replaceAll('|', '/')} | | | | | | | | | ${load(r.load1?.[0])} | |`
      : `| ${r.brand} | ${endedElsewhere(r) ? `${r.path} (ended at ${r.finalPath})` : r.path} | ${r.formFactor} | ${wayOf(r)} | ${r.performanceError ? `— (${r.performanceError})` : num(r.performance)} | ${num(r.accessibility)} | ${num(r.bestPractices)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${cls(r.cls)} | ${kib(r.scriptBytes)} | ${num(r.requests)} | ${load(r.load1?.[0])} | ${num(r.benchmarkIndex)} |`,
  );
  return [...header, ...rows].join('\n');
}

function comparison(before, after) {
  const old = new Map(before.rows.map((r) => [rowKey(r), r]));
  const pair = (a, b, format) => `${format(a)} → ${format(b)}`;
  const rows = after.rows
    .filter((r) => old.has(rowKey(r)))
    .map((r) => {
      const b = old.get(rowKey(r));
      const failure = r.runtimeError ?? b.runtimeError;
      if (failure) return `| ${r.brand} | ${r.path} | ${r.formFactor} | ${wayOf(r)} | not measured (${failure.replaceAll('|', '/')}) | | | | | | ${pair(b.scriptBytes, r.scriptBytes, kib)} | ${pair(b.requests, r.requests, num)} |`;
      return `| ${r.brand} | ${r.path} | ${r.formFactor} | ${wayOf(r)} | ${pair(b.performance, r.performance, num)} | ${pair(b.accessibility, r.accessibility, num)} | ${pair(b.bestPractices, r.bestPractices, num)} | ${pair(b.lcpMs, r.lcpMs, ms)} | ${pair(b.tbtMs, r.tbtMs, ms)} | ${pair(b.cls, r.cls, cls)} | ${pair(b.scriptBytes, r.scriptBytes, kib)} | ${pair(b.requests, r.requests, num)} |`;
    });
  return [
    `#### before → ${after.label}`,
    '',
    '| brand | page | form factor | way | perf | a11y | best pr. | LCP ms | TBT ms | CLS | JS transferred KiB | requests |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const method = `Measured by \`pnpm lighthouse\` (tooling/scripts/lighthouse/): for each brand, Lighthouse in headless Chromium on /landing
signed out, then on the signed-in pages (/dashboard, /claims, the newest claim's detail as /claims/first, /benefits?tab=dental)
as \`<brand>.member\`, signed in through /login and the identity provider's form. Two ways: "reload" is the page loaded in the tab
the member signed in with (Lighthouse keeps its storage); "cold" a new tab on the page's address with only the identity
provider's session cookie, so the silent sign-in is part of the load. The script clears the HTTP cache before each signed-in run.
"mobile" is Lighthouse's default (simulated slow 4G, 4× CPU slowdown, a phone's screen), "desktop" its desktop preset.
Scores 0–100; JS transferred: the scripts' bytes over the wire during the load (compressed when the server compresses).
The machine has 2 cores shared with other work: the load average and Lighthouse's benchmark index (higher is a faster,
less busy CPU) are beside each row; numbers are from one run each, not the best of several.
Run it after building the sites and the server: \`pnpm lighthouse\` starts the built server on port 8415 when nothing answers
there, \`--no-server\` uses the one that does, \`--label\` names the run (a run replaces the one with its label), \`--help\` lists
the rest. Raw reports: tooling/scripts/lighthouse/reports/<label>/ (not committed).`;

export function renderBlock(runs) {
  const before = runs.find((r) => r.label === 'before');
  const parts = [method];
  if (before) for (const run of runs.filter((r) => r !== before)) parts.push(comparison(before, run));
  for (const run of runs) parts.push(`${runHeading(run)}\n\n${runTable(run)}\n<!-- lighthouse:run ${JSON.stringify(run)} -->`);
  return parts.join('\n\n');
}
