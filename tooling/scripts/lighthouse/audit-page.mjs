// One Lighthouse navigation of a page, in the tab it is handed, and the few
// figures the performance doc keeps of it.
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const categories = ['performance', 'accessibility', 'best-practices'];

/** Lighthouse's own presets: the default config is mobile (simulated slow 4G, 4× CPU slowdown); the desktop config its desktop one. */
const configs = { mobile: undefined, desktop: desktopConfig };

/**
 * Runs Lighthouse on `url` in `page`. `keepSession`: the member's storage is
 * left alone (Lighthouse's disableStorageReset); the HTTP cache is cleared
 * here instead, so a signed-in page is measured as a cold load like a public one.
 * Resolves to `{ lhr, summary }`; a page Lighthouse could not measure gives its runtime error in the summary.
 */
export async function auditPage(page, url, { formFactor, keepSession }) {
  if (keepSession) {
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  }
  const loadBefore = loadavg()[0];
  const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: categories, disableStorageReset: keepSession }, configs[formFactor], page);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { lhr: result.lhr, summary: summarize(result.lhr, { loadBefore, loadAfter: loadavg()[0] }) };
}

function scriptBytes(lhr) {
  const summary = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  if (summary) return summary.transferSize;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

/** How many requests the load made (Lighthouse's resource summary), the budget's "requests on a dashboard reload". */
function requestCount(lhr) {
  const total = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'total');
  if (total) return total.requestCount;
  return lhr.audits['network-requests']?.details?.items?.length ?? null;
}

/** Why Lighthouse gave no performance score: the error code of the first of its audits that failed (e.g. SPEEDINDEX_OF_ZERO). */
function performanceError(lhr) {
  if (lhr.categories.performance?.score != null) return null;
  const failed = (lhr.categories.performance?.auditRefs ?? []).map((ref) => lhr.audits[ref.id]).find((audit) => audit?.scoreDisplayMode === 'error');
  if (!failed) return 'no score';
  return /\(([A-Z_]+)\)/.exec(failed.errorMessage ?? '')?.[1] ?? `${failed.id} failed`;
}

/** The doc's figures of one report: scores 0–100, times in ms, CLS unitless, script bytes transferred. */
export function summarize(lhr, load) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id, digits = 0) => {
    const value = lhr.audits[id]?.numericValue;
    return value == null ? null : Number(value.toFixed(digits));
  };
  const round1 = (value) => Math.round(value * 10) / 10;
  return {
    // Where the load ended: a signed-in page that sent the browser to sign in again would show here.
    finalPath: new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname,
    runtimeError: lhr.runtimeError?.code ?? null,
    performanceError: performanceError(lhr),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift', 4),
    scriptBytes: scriptBytes(lhr),
    requests: requestCount(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex == null ? null : Math.round(lhr.environment.benchmarkIndex),
    load1: [round1(load.loadBefore), round1(load.loadAfter)],
  };
}
