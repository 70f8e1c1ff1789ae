// Web Vitals from real use: the page's LCP, INP and CLS as
// this visitor's browser measured them (the web-vitals library), sent once
// as the page hides — navigator.sendBeacon survives the page going away;
// fetch with keepalive where there is none. Only the metric, its value and
// the page's §2 route pattern are sent: nothing about the visitor. Reporting
// must never disturb the page, so nothing here throws.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { routePatternOf } from './route-pattern.ts';

type ReportedName = 'LCP' | 'INP' | 'CLS';
interface Sample {
  name: ReportedName;
  value: number;
  route: string;
}

/** The server takes at most this many samples per report (contract webVitalsPerReport). */
const perReport = 10;

/** The path of the contract's reportWebVitals call for `partner`. */
export function webVitalsReportPath(partner: string): string {
  return `/api/${encodeURIComponent(partner)}/webVitals`;
}

function send(url: string, samples: readonly Sample[]): void {
  const body = JSON.stringify({ metrics: samples });
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  try {
    void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  } catch {
    // Nowhere to report to: the page goes on.
  }
}

let started = false;

/** Starts measuring this page for `partner` (alic, rsl, standard); once per page, later calls do nothing. */
export function startWebVitals(partner: string): void {
  if (started) return;
  started = true;
  try {
    const url = webVitalsReportPath(partner);
    // The route the document was loaded at: LCP belongs to it, and CLS and INP accumulate over the document's life.
    const route = routePatternOf(location.pathname);
    // Per metric instance (id) its latest value until it is sent; an id sent once is not sent again (no double count).
    const pending = new Map<string, Sample>();
    const sent = new Set<string>();
    const collect = (metric: Metric) => {
      if (sent.has(metric.id) || !Number.isFinite(metric.value) || metric.value < 0) return;
      pending.set(metric.id, { name: metric.name as ReportedName, value: Math.round(metric.value * 10_000) / 10_000, route });
    };
    const flush = () => {
      if (pending.size === 0) return;
      const ids = [...pending.keys()];
      const samples = [...pending.values()];
      pending.clear();
      for (const id of ids) sent.add(id);
      for (let start = 0; start < samples.length; start += perReport) send(url, samples.slice(start, start + perReport));
    };
    onLCP(collect);
    onINP(collect);
    onCLS(collect);
    // After the library's own listeners (registered above), which report their final values as the page hides.
    addEventListener(
      'visibilitychange',
      () => {
        if (document.visibilityState === 'hidden') flush();
      },
      { capture: false },
    );
    addEventListener('pagehide', flush);
  } catch {
    // A browser without the APIs the library needs: no report.
  }
}

/** Tests start a fresh page. */
export function resetWebVitalsForTests(): void {
  started = false;
}
