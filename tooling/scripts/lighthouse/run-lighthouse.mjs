#!/usr/bin/env node
// `pnpm lighthouse`: Lighthouse scores and Web Vitals of each brand's /landing
// (signed out) and the signed-in pages members use every day (/dashboard,
// /claims, a claim, /benefits?tab=dental), each reached two ways (a reload in
// the signed-in tab, and cold in a new tab), mobile and desktop, against the
// built portal; writes the table to docs/performance.md's Lighthouse block and
// the raw reports to tooling/scripts/lighthouse/reports/<label>/.
// A measurement, not a test: it exits 1 only when it could not measure.
//
//   pnpm lighthouse                              # starts the built server on 8415 when none answers there
//   pnpm lighthouse --port 8416 --no-server --label before
//   pnpm lighthouse --help
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { auditPage } from './audit-page.mjs';
import { startChromium } from './chromium.mjs';
import { mergeRun, renderBlock, replaceBlock, runsIn } from './doc-block.mjs';
import { checkoutState, machineNote } from './machine.mjs';
import { parseOptions, usage } from './options.mjs';
import { ensurePortal } from './portal-server.mjs';
import { signInMember } from './sign-in.mjs';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const docPath = join(repoRoot, 'docs', 'performance.md');

/** The address of the newest claim's detail page: the first link of the member's claims table. */
async function firstClaimPath(page, origin) {
  await page.goto(`${origin}/claims`, { waitUntil: 'load' });
  const link = await page.waitForSelector('main table a[href^="/claims/"]', { timeout: 30_000 });
  return link.evaluate((anchor) => anchor.getAttribute('href'));
}

/**
 * The brand's measurements: /landing signed out, then each signed-in page
 * each way. A page Lighthouse cannot measure, or a sign-in that fails, is
 * recorded as that row's error and the run goes on: the doc shows what
 * happened rather than only the runs that went well.
 */
async function measureBrand(browser, brand, origin, options, reportDir, log) {
  const rows = [];
  const page = await browser.newPage();
  const failed = (path, formFactor, way, error) => {
    log(`  ${brand} ${path} ${formFactor} ${way ?? ''}: ${error.message}`);
    rows.push({ brand, path, formFactor, way, runtimeError: error.code ?? error.message.slice(0, 80), load1: [Math.round(loadavg()[0] * 10) / 10] });
  };
  const audit = async (tab, path, url, formFactor, way) => {
    log(`${brand} ${path} ${formFactor}${way ? ` ${way}` : ''}…`);
    try {
      const { lhr, summary } = await auditPage(tab, url, { formFactor, keepSession: way !== undefined });
      writeFileSync(join(reportDir, `${brand}${path.replaceAll(/[/?=]/g, '-')}-${formFactor}${way ? `-${way}` : ''}.json`), JSON.stringify(lhr));
      log(`  perf ${summary.performance} a11y ${summary.accessibility} bp ${summary.bestPractices} LCP ${summary.lcpMs} ms TBT ${summary.tbtMs} ms JS ${((summary.scriptBytes ?? 0) / 1024).toFixed(1)} KiB, ${summary.requests} requests, ended at ${summary.finalPath}${summary.runtimeError ? ` (${summary.runtimeError})` : ''}`);
      rows.push({ brand, path, formFactor, way, ...summary });
    } catch (error) {
      failed(path, formFactor, way, error);
    }
  };
  try {
    if (options.landing) for (const formFactor of options.formFactors) await audit(page, '/landing', `${origin}/landing`, formFactor, undefined);
    if (options.pages.length === 0) return rows;
    log(`${brand}: signing in as the demo member`);
    try {
      await signInMember(page, brand, origin);
    } catch (error) {
      for (const path of options.pages) for (const formFactor of options.formFactors) for (const way of options.ways) failed(path, formFactor, way, new Error(`sign-in failed: ${error.message}`));
      return rows;
    }
    const claimPath = options.pages.includes('/claims/first') ? await firstClaimPath(page, origin).catch(() => null) : null;
    for (const path of options.pages) {
      const address = path === '/claims/first' ? claimPath : path;
      for (const formFactor of options.formFactors) {
        for (const way of options.ways) {
          if (!address) {
            failed(path, formFactor, way, new Error('no claim to open'));
            continue;
          }
          if (way === 'reload') {
            await audit(page, path, `${origin}${address}`, formFactor, way);
            continue;
          }
          // A new tab: the browser's cookies (the identity provider's session) but none of the first tab's sessionStorage.
          const tab = await browser.newPage();
          try {
            await audit(tab, path, `${origin}${address}`, formFactor, way);
          } finally {
            await tab.close().catch(() => {});
          }
        }
      }
    }
  } finally {
    await page.close().catch(() => {});
  }
  return rows;
}

async function main() {
  const options = parseOptions(process.argv.slice(2), repoRoot);
  if (options.help) return console.log(usage);
  const log = (line) => console.log(line);
  const reportDir = join(import.meta.dirname, 'reports', options.label);
  mkdirSync(reportDir, { recursive: true });

  const loadStart = loadavg()[0];
  const portal = await ensurePortal({ port: options.port, checkout: options.checkout, mayStart: options.startServer, mustStart: options.checkoutNamed });
  log(portal.started ? `started the built server of ${options.checkout} on port ${options.port}` : `using the portal already answering on port ${options.port}`);
  const chromium = await startChromium(options.chromium);
  const rows = [];
  try {
    for (const brand of options.brands) rows.push(...(await measureBrand(chromium.browser, brand, options.origins[brand], options, reportDir, log)));
  } finally {
    await chromium.close();
    await portal.stop();
  }

  const run = {
    label: options.label,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    ...checkoutState(options.checkout),
    command: ['pnpm lighthouse', ...process.argv.slice(2).map((arg) => (/^[\w./=:,-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`))].join(' '),
    note: options.note,
    machine: machineNote(),
    chromium: chromium.version.replace(/^\D*\//, ''),
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
    node: process.version,
    loadStart: Math.round(loadStart * 10) / 10,
    loadEnd: Math.round(loadavg()[0] * 10) / 10,
    rows,
  };
  writeFileSync(join(reportDir, 'summary.json'), JSON.stringify(run, null, 2));
  const block = renderBlock(mergeRun([], run));
  console.log(`\n${block}`);
  if (options.write) {
    const doc = readFileSync(docPath, 'utf8');
    writeFileSync(docPath, replaceBlock(doc, renderBlock(mergeRun(runsIn(doc), run))));
    log(`\nrewrote the Lighthouse block of ${docPath} (run "${options.label}")`);
  }
}

// Ctrl-C or a kill: exit, so the 'exit' handlers stop the server and the browser this run started.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => process.exit(130));
// A closed stdout (piped into head) must not leave them running either.
process.stdout.on('error', () => process.exit(1));

main().catch((error) => {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
