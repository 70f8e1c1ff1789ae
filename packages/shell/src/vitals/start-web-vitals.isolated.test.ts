// The reporter as a browser runs it, with the web-vitals library replaced by
// callbacks the test fires and a fake navigator.sendBeacon.
import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reporters = vi.hoisted(() => ({}) as Record<string, (metric: Partial<Metric>) => void>);
vi.mock('web-vitals', () => ({
  onLCP: (callback: (metric: Partial<Metric>) => void) => (reporters.LCP = callback),
  onINP: (callback: (metric: Partial<Metric>) => void) => (reporters.INP = callback),
  onCLS: (callback: (metric: Partial<Metric>) => void) => (reporters.CLS = callback),
}));

const { resetWebVitalsForTests, startWebVitals } = await import('./start-web-vitals.ts');

let visibility: DocumentVisibilityState = 'visible';
const beacons: Array<{ url: string; type: string; body: unknown }> = [];
const pendingReads: Array<Promise<void>> = [];

function fakeSendBeacon(accepts = true) {
  return vi.fn((url: string, data: Blob) => {
    pendingReads.push(data.text().then((text) => void beacons.push({ url, type: data.type, body: JSON.parse(text) })));
    return accepts;
  });
}

async function hidePage() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  await Promise.all(pendingReads);
}

const metric = (name: Metric['name'], value: number, id = `v-${name}`): Partial<Metric> => ({ name, value, id });

beforeEach(() => {
  resetWebVitalsForTests();
  visibility = 'visible';
  beacons.length = 0;
  pendingReads.length = 0;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  window.history.replaceState(null, '', '/claims/25071000123?coverage=2');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startWebVitals', () => {
  it("sends the page's LCP, INP and CLS with its route pattern in one JSON beacon when the page hides", async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: fakeSendBeacon() });
    startWebVitals('rsl');
    reporters.LCP!(metric('LCP', 1840.25));
    reporters.CLS!(metric('CLS', 0.0123456));
    reporters.INP!(metric('INP', 96));
    expect(beacons).toEqual([]);

    await hidePage();
    expect(beacons).toEqual([
      {
        url: '/api/rsl/webVitals',
        type: 'application/json',
        body: {
          metrics: [
            { name: 'LCP', value: 1840.25, route: '/claims/:claimNumber' },
            { name: 'CLS', value: 0.0123, route: '/claims/:claimNumber' },
            { name: 'INP', value: 96, route: '/claims/:claimNumber' },
          ],
        },
      },
    ]);
  });

  it('sends each measurement once: a later value of a sent metric is not sent again, a new one is', async () => {
    const sendBeacon = fakeSendBeacon();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    startWebVitals('alic');
    reporters.LCP!(metric('LCP', 1000));
    await hidePage();
    reporters.LCP!(metric('LCP', 5000));
    reporters.INP!(metric('INP', 300));
    await hidePage();
    await hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(beacons.map((beacon) => beacon.body)).toEqual([
      { metrics: [{ name: 'LCP', value: 1000, route: '/claims/:claimNumber' }] },
      { metrics: [{ name: 'INP', value: 300, route: '/claims/:claimNumber' }] },
    ]);
  });

  it('falls back to fetch with keepalive when the browser refuses the beacon or has none', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: fakeSendBeacon(false) });
    startWebVitals('standard');
    reporters.CLS!(metric('CLS', 0.2));
    await hidePage();
    expect(fetch).toHaveBeenCalledWith('/api/standard/webVitals', expect.objectContaining({ method: 'POST', keepalive: true }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ metrics: [{ name: 'CLS', value: 0.2, route: '/claims/:claimNumber' }] });
  });

  it('never throws, even when both sendBeacon and fetch do', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => { throw new Error('blocked'); } });
    vi.stubGlobal('fetch', () => { throw new Error('offline'); });
    expect(() => startWebVitals('alic')).not.toThrow();
    reporters.LCP!(metric('LCP', 1));
    await expect(hidePage()).resolves.toBeUndefined();
  });

  it('sends nothing when nothing was measured, and starts once per page', async () => {
    const sendBeacon = fakeSendBeacon();
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    startWebVitals('alic');
    startWebVitals('rsl');
    await hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();
    reporters.LCP!(metric('LCP', 10));
    await hidePage();
    expect(beacons.map((beacon) => beacon.url)).toEqual(['/api/alic/webVitals']);
  });
});
