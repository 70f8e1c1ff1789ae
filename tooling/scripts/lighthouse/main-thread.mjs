#!/usr/bin/env node
// The main thread's long tasks on a signed-in reload, measured the same way
// many times so a change smaller than Lighthouse's run-to-run noise shows.
//
// Signs the brand's demo member in (sign-in.mjs, the built portal started by
// portal-server.mjs as `pnpm lighthouse` does), then N times: clears the HTTP
// cache (as Lighthouse's "reload" way does), opens the page in the signed-in
// tab with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, what
// devtools' "4× slowdown" does, where Lighthouse's mobile preset multiplies
// observed task times by 4 instead), records a Chrome trace until the network
// has been quiet, and reads the renderer's main-thread tasks from it.
//
// Per reload: blocking time (Σ over tasks ≥ 50 ms of duration − 50 ms) from the
// navigation's start and from the first contentful paint on (Lighthouse counts
// from FCP), the number of long tasks and the longest. Then the median and the
// spread (min–max) of each. With --attribute, each long task is attributed from
// the trace's CPU samples, mapped through the build's source maps: React's
// render, its commit, its passive effects, styled-components, module
// evaluation…, and the member call whose answer came just before it.
//
//   node tooling/scripts/lighthouse/main-thread.mjs                         # alic /dashboard, 7 reloads
//   node tooling/scripts/lighthouse/main-thread.mjs --runs 5 --path /claims --attribute
//   node tooling/scripts/lighthouse/main-thread.mjs --help
//
// A measurement, not a test. Heavy: run it under `flock /tmp/heavy.lock` on a shared machine.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChromium } from './chromium.mjs';
import { brandNames, defaultOrigin } from './options.mjs';
import { ensurePortal } from './portal-server.mjs';
import { signInMember } from './sign-in.mjs';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

const usage = `node tooling/scripts/lighthouse/main-thread.mjs [options]
  --brand alic           the brand whose demo member signs in (default alic)
  --path /dashboard      the signed-in page reloaded (default /dashboard)
  --runs 7               how many reloads (default 7)
  --cpu 4                CPU slowdown (default 4, Lighthouse's mobile preset)
  --port 8417            where the portal answers; the built server is started there when none does (default 8417)
  --no-server            never start one
  --attribute            attribute each long task from CPU samples (adds the profiler's overhead to every task)
  --traces <dir>         keep each reload's trace there (open in Chrome's Performance panel)
  --json <file>          write the per-reload figures there
  --chromium <path>      the browser (default $CHROME_PATH or /usr/bin/chromium)`;

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      brand: { type: 'string', default: 'alic' },
      path: { type: 'string', default: '/dashboard' },
      runs: { type: 'string', default: '7' },
      cpu: { type: 'string', default: '4' },
      port: { type: 'string', default: '8417' },
      'no-server': { type: 'boolean', default: false },
      attribute: { type: 'boolean', default: false },
      traces: { type: 'string' },
      json: { type: 'string' },
      chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      help: { type: 'boolean', default: false },
    },
  });
  if (!brandNames.includes(values.brand)) throw new Error(`--brand: one of ${brandNames.join(', ')}`);
  return { ...values, runs: Number(values.runs), cpu: Number(values.cpu), port: Number(values.port) };
}

const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// What a task was doing, by the trace's own events inside it (first one found, outermost first).
const describing = ['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'TimerFire', 'FireAnimationFrame', 'FunctionCall', 'EventDispatch', 'ParseHTML', 'RunMicrotasks', 'HandlePostMessage', 'UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet', 'Paint'];

/** The renderer's main-thread tasks of the navigation to `url` in a trace, with their descriptions. */
export function tasksOf(events, url) {
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && (e.args.data.documentLoaderURL ?? '').startsWith(url));
  const navigation = navigations.at(-1);
  if (!navigation) throw new Error(`no navigationStart for ${url} in the trace`);
  const { pid, tid } = navigation;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= navigation.ts);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= navigation.ts);
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid && e.ts >= navigation.ts);
  const tasks = [];
  let end = -1;
  for (const event of thread.filter((e) => taskNames.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    if (event.ts < end) continue; // nested inside the previous task
    end = event.ts + (event.dur ?? 0);
    tasks.push({ ts: event.ts, dur: (event.dur ?? 0) / 1000 });
  }
  const inside = thread.filter((e) => !taskNames.has(e.name)).sort((a, b) => a.ts - b.ts);
  let i = 0;
  for (const task of tasks) {
    if (task.dur < 50) continue;
    const until = task.ts + task.dur * 1000;
    while (i < inside.length && inside[i].ts < task.ts) i++;
    const children = [];
    for (let j = i; j < inside.length && inside[j].ts < until; j++) children.push(inside[j]);
    const first = describing.map((name) => children.find((c) => c.name === name)).filter(Boolean).sort((a, b) => a.ts - b.ts)[0];
    const data = first?.args?.data ?? {};
    const where = data.url ? basename(new URL(data.url, 'http://x').pathname) : '';
    task.what = first ? [first.name, where, data.functionName].filter(Boolean).join(' ') : 'other';
    const sum = (names) => children.filter((c) => names.includes(c.name)).reduce((s, c) => s + (c.dur ?? 0) / 1000, 0);
    task.styleLayoutMs = sum(['UpdateLayoutTree', 'Layout']);
  }
  return { navigation, fcpTs: fcp?.ts ?? null, lcpTs: lcps.at(-1)?.ts ?? null, tasks };
}

/** Σ(duration − 50 ms) of the tasks from `from` (µs) on; a task that straddles it counts only from there, as Lighthouse's TBT does. */
function blockingTime(tasks, from) {
  let total = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur * 1000;
    if (end <= from) continue;
    const dur = (end - Math.max(task.ts, from)) / 1000;
    if (task.ts < from) {
      // Lighthouse: the part before FCP is not blocking time; what remains blocks by its excess over 50 ms of the whole task.
      total += Math.max(0, Math.min(dur, task.dur - 50));
    } else total += Math.max(0, dur - 50);
  }
  return total;
}

// ---- attribution from the trace's CPU samples, mapped through the build's source maps ----

function sourceMaps(distDir) {
  const { SourceMapConsumer } = createRequire(createRequire(import.meta.url).resolve('vite/package.json'))('source-map-js');
  const cache = new Map();
  return (url) => {
    const file = basename(new URL(url).pathname);
    if (!cache.has(file)) {
      const path = join(distDir, 'assets', `${file}.map`);
      cache.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    return cache.get(file);
  };
}

function frameNamer(mapFor) {
  const cache = new Map();
  return (callFrame) => {
    const key = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}:${callFrame.functionName}`;
    if (cache.has(key)) return cache.get(key);
    let named = { name: callFrame.functionName || '(anonymous)', source: callFrame.url ? basename(callFrame.url) : callFrame.functionName };
    const map = callFrame.url?.includes('/assets/') ? mapFor(callFrame.url) : null;
    if (map) {
      const at = map.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
      if (at.source) {
        const content = map.sourceContentFor(at.source, true) ?? '';
        const line = content.split('\n')[at.line - 1] ?? '';
        const rest = line.slice(Math.max(0, at.column - 20));
        const declared = /function\*?\s+([\w$]+)/.exec(rest)?.[1] ?? /([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function|\()/.exec(rest)?.[1] ?? /^\s*(?:async\s+)?([\w$]+)\s*\(/.exec(line)?.[1];
        const source = at.source.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/packages\//, '@portal/');
        named = { name: at.name ?? declared ?? `${basename(at.source)}:${at.line}`, source };
        if (declared) named.name = declared;
      }
    }
    cache.set(key, named);
    return named;
  };
}

const reactCommit = /^(commitRoot|commitRootImpl|commitRootWhenReady|commitMutationEffects\w*|commitLayoutEffects\w*|commitBeforeMutationEffects\w*|flushMutationEffects|flushLayoutEffects|flushSpawnedWork|commitHostMount|commitHostUpdate|commitPlacement|commitDeletionEffects\w*|recursivelyTraverseMutationEffects|recursivelyTraverseLayoutEffects|commitReconciliationEffects)$/;
const reactPassive = /^(flushPassiveEffects\w*|commitPassiveMountEffects\w*|commitPassiveUnmountEffects\w*|recursivelyTraversePassiveMountEffects|recursivelyTraversePassiveUnmountEffects\w*)$/;
const reactRender = /^(performWorkOnRoot|renderRootSync|renderRootConcurrent|workLoopSync|workLoopConcurrent\w*|performUnitOfWork|beginWork|completeWork|completeUnitOfWork)$/;

/** One bucket per sample: the innermost of React's phases on its stack, else what kind of code it is. */
function bucketOf(stack) {
  // stack: leaf first
  for (const frame of stack) {
    if (reactPassive.test(frame.name)) return 'react passive effects';
    if (reactCommit.test(frame.name)) return 'react commit';
    if (reactRender.test(frame.name)) return 'react render';
  }
  const leaf = stack[0];
  if (!leaf) return 'idle';
  if (['(garbage collector)', '(program)', '(idle)'].includes(leaf.name)) return leaf.name;
  const js = stack.filter((f) => f.source && !f.source.startsWith('('));
  if (js.some((f) => /styled-components/.test(f.source))) return 'styled-components';
  if (js.some((f) => /i18next/.test(f.source))) return 'i18next';
  if (js.some((f) => /@tanstack/.test(f.source))) return 'tanstack query';
  const root = js.at(-1);
  if (root && root.name === '(anonymous)' && root.lineOnly) return `module evaluation ${root.source}`;
  return `other ${js[0]?.source ?? leaf.name}`;
}

function samplesOf(events, pid, tid, nameFrame) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
  const nodes = new Map();
  let ts = profile.args.data.startTime;
  const samples = [];
  for (const chunk of chunks) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let k = 0; k < ids.length; k++) {
      ts += deltas[k] ?? 0;
      samples.push({ ts, id: ids[k] });
    }
  }
  const stacks = new Map();
  const stackOf = (id) => {
    if (stacks.has(id)) return stacks.get(id);
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      if (node.callFrame.functionName === '(root)') break;
      const frame = nameFrame(node.callFrame);
      stack.push({ ...frame, lineOnly: node.callFrame.functionName === '' && node.callFrame.lineNumber === 0 });
    }
    stacks.set(id, stack);
    return stack;
  };
  // parents: the profile's nodes name their children; give each its parent
  return { samples, stackOf, link: () => { for (const node of nodes.values()) for (const child of node.children ?? []) if (nodes.get(child)) nodes.get(child).parent = node.id; } };
}

function attribute(events, found, distDir) {
  const { pid, tid } = found.navigation;
  const nameFrame = frameNamer(sourceMaps(distDir));
  const profile = samplesOf(events, pid, tid, nameFrame);
  if (!profile.samples) return;
  profile.link();
  // The member calls' answers: when each /api/ response finished.
  const requests = new Map();
  for (const e of events) {
    if (e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/api/')) requests.set(e.args.data.requestId, new URL(e.args.data.url).pathname.replace(/^\/api\/\w+\//, ''));
  }
  const answers = events.filter((e) => e.name === 'ResourceFinish' && requests.has(e.args?.data?.requestId)).map((e) => ({ ts: e.ts, call: requests.get(e.args.data.requestId) })).sort((a, b) => a.ts - b.ts);
  let s = 0;
  for (const task of found.tasks) {
    if (task.dur < 50) continue;
    const until = task.ts + task.dur * 1000;
    while (s < profile.samples.length && profile.samples[s].ts < task.ts) s++;
    const buckets = new Map();
    const owners = new Map();
    const leaves = new Map();
    let previous = task.ts;
    for (let k = s; k < profile.samples.length && profile.samples[k].ts < until; k++) {
      const sample = profile.samples[k];
      const stack = profile.stackOf(sample.id);
      const bucket = bucketOf(stack);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + (sample.ts - previous) / 1000);
      // Whose code React (or a library) was running: the outermost frame of the portal's own packages.
      const leaf = stack[0] ? `${stack[0].name} (${stack[0].source})` : '(idle)';
      leaves.set(leaf, (leaves.get(leaf) ?? 0) + (sample.ts - previous) / 1000);
      const own = stack.findLast((f) => f.source?.startsWith('@portal/'));
      if (own) {
        const key = `${own.name} (${own.source.replace(/^@portal\/[^/]+\/src\//, '')})`;
        owners.set(key, (owners.get(key) ?? 0) + (sample.ts - previous) / 1000);
      }
      previous = sample.ts;
    }
    task.buckets = [...buckets].sort((a, b) => b[1] - a[1]);
    task.owners = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 5);
    task.leaves = [...leaves].sort((a, b) => b[1] - a[1]).slice(0, 5);
    const before = answers.filter((a) => a.ts <= task.ts && a.ts > task.ts - 300_000).at(-1);
    task.after = before ? `${before.call} answered ${((task.ts - before.ts) / 1000).toFixed(0)} ms before` : '';
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

async function main() {
  const opts = options(process.argv.slice(2));
  if (opts.help) return console.log(usage);
  const origin = defaultOrigin(opts.brand, opts.port);
  const url = `${origin}${opts.path}`;
  const portal = await ensurePortal({ port: opts.port, checkout: repoRoot, mayStart: !opts['no-server'], mustStart: false });
  console.log(portal.started ? `started the built server on port ${opts.port}` : `using the portal already answering on port ${opts.port}`);
  const chromium = await startChromium(opts.chromium);
  const load = [loadavg()[0]];
  const rows = [];
  try {
    const page = await chromium.browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await signInMember(page, opts.brand, origin);
    const session = await page.createCDPSession();
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing', 'loading'];
    if (opts.attribute) categories.push('disabled-by-default-v8.cpu_profiler');
    for (let run = 1; run <= opts.runs; run++) {
      await session.send('Network.clearBrowserCache');
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto('about:blank');
      await sleep(500);
      await session.send('Emulation.setCPUThrottlingRate', { rate: opts.cpu });
      await page.tracing.start({ categories });
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForNetworkIdle({ idleTime: 1500, timeout: 60_000 }).catch(() => {});
      await sleep(1000);
      const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString("utf8"));
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (opts.traces) {
        mkdirSync(opts.traces, { recursive: true });
        writeFileSync(join(opts.traces, `${opts.brand}${opts.path.replaceAll(/[/?=]/g, '-')}-${run}.json`), JSON.stringify(trace));
      }
      const events = trace.traceEvents ?? trace;
      const found = tasksOf(events, url);
      if (new URL(page.url()).pathname !== opts.path.split('?')[0]) throw new Error(`the reload ended at ${page.url()}, not ${opts.path}`);
      if (opts.attribute) attribute(events, found, join(repoRoot, 'apps', opts.brand, 'dist'));
      const long = found.tasks.filter((t) => t.dur >= 50);
      const row = {
        run,
        tbtFromStart: blockingTime(found.tasks, found.navigation.ts),
        tbtFromFcp: found.fcpTs ? blockingTime(found.tasks, found.fcpTs) : null,
        longTasks: long.length,
        longest: Math.max(0, ...long.map((t) => t.dur)),
        fcpMs: found.fcpTs ? (found.fcpTs - found.navigation.ts) / 1000 : null,
        busyMs: found.tasks.reduce((sum, t) => sum + t.dur, 0),
        tasks: long.map((t) => ({ atMs: Math.round((t.ts - found.navigation.ts) / 1000), durMs: Math.round(t.dur), what: t.what, after: t.after, buckets: t.buckets?.map(([b, ms]) => `${b} ${Math.round(ms)}`), owners: t.owners?.map(([o, ms]) => `${o} ${Math.round(ms)}`), leaves: t.leaves?.map(([o, ms]) => `${o} ${Math.round(ms)}`) })),
      };
      rows.push(row);
      console.log(`reload ${run}: TBT ${Math.round(row.tbtFromStart)} ms from start, ${Math.round(row.tbtFromFcp ?? NaN)} ms from FCP (${Math.round(row.fcpMs)} ms); ${row.longTasks} long tasks, longest ${Math.round(row.longest)} ms; main thread busy ${Math.round(row.busyMs)} ms`);
      for (const task of row.tasks) console.log(`    @${task.atMs} ms ${task.durMs} ms  ${task.what}${task.after ? `  [${task.after}]` : ''}${task.buckets ? `\n        ${task.buckets.slice(0, 6).join(' · ')}` : ''}${task.owners?.length ? `\n        in: ${task.owners.join(' · ')}` : ''}${task.leaves?.length ? `\n        self: ${task.leaves.join(' · ')}` : ''}`);
    }
    load.push(loadavg()[0]);
  } finally {
    await chromium.close();
    await portal.stop();
  }
  const col = (key) => rows.map((r) => r[key]).filter((v) => v != null);
  console.log(`\n${opts.brand} ${opts.path}, ${rows.length} reloads at ${opts.cpu}× CPU${opts.attribute ? ' (with the CPU profiler)' : ''}, load average ${load.map((l) => l.toFixed(1)).join(' → ')}:`);
  for (const [label, key] of [['TBT from navigation start', 'tbtFromStart'], ['TBT from FCP', 'tbtFromFcp'], ['long tasks', 'longTasks'], ['longest task', 'longest'], ['main thread busy', 'busyMs'], ['FCP', 'fcpMs']]) {
    console.log(`  ${label.padEnd(26)} median ${String(Math.round(median(col(key)))).padStart(5)}   spread ${spread(col(key))}`);
  }
  if (opts.json) writeFileSync(opts.json, JSON.stringify({ brand: opts.brand, path: opts.path, cpu: opts.cpu, load, rows }, null, 2));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => process.exit(130));

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`main-thread: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  });
}
