// 'Dashboard opens per second', the load generator: run in a child
// process like load.ts, reads one DashboardOpenJob (JSON) on stdin, writes one
// LoadResult on stdout whose `completed` counts complete opens (every call of
// one open answered). Each open is a different member, sent once, making the
// calls the SPA makes when a signed-in member opens /dashboard, in the order
// their answers allow (dashboard-calls.ts lists them).
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Latency, LoadResult } from './load-types.ts';
import { startSignal } from './start-signal.ts';

export interface DashboardOpener {
  readonly partner: string;
  readonly authorization: string;
}

export interface DashboardOpenJob {
  readonly url: string;
  /** Opens in flight at once (members opening the page at the same moment). */
  readonly concurrentOpens: number;
  readonly openers: readonly DashboardOpener[];
  /** Stop after this many opens (at most one per opener). */
  readonly amount: number;
}

export type DashboardOpenResult = LoadResult & {
  /** Calls answered, every open's together. */
  readonly requests: number;
  /** Opens with a call answered non-2xx or failed: not counted in `completed`. */
  readonly failedOpens: number;
};

interface Answer {
  readonly status: number;
  readonly body: string;
}

type Spdc = { subsidiaryNumber: number; policyNumber: number; divisionNumber: number; certificateNumber: number };

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function readJob(): Promise<DashboardOpenJob> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as DashboardOpenJob;
}

const job = await readJob();
const target = new URL(job.url);
// A browser keeps up to 6 connections to a host; the dashboard has at most 3 calls in flight at once.
const agent = new Agent({ keepAlive: true, maxSockets: job.concurrentOpens * 3 });
let requests = 0;
let non2xx = 0;
let errors = 0;

function call(method: 'GET' | 'POST', path: string, opener: DashboardOpener, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent, host: target.hostname, port: target.port, method, path,
        headers: { ...extraHeaders, authorization: opener.authorization, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          requests++;
          if ((response.statusCode ?? 0) >= 300) non2xx++;
          resolve({ status: response.statusCode ?? 0, body: text });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

// What the site tells the server about the browser with the configuration call (§7, packages/api-client browserMetadata).
const metadataCapture = JSON.stringify({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) portal-bench', language: 'en', page: '/dashboard', screenWidth: 1280, screenHeight: 800, timeZone: 'America/Chicago',
});

const json = <T>(answer: Answer): T | undefined => (answer.status < 300 ? (JSON.parse(answer.body) as T) : undefined);

/** One member opening /dashboard: true when every call was answered with 2xx. */
async function open(opener: DashboardOpener): Promise<boolean> {
  const api = `/api/${opener.partner}`;
  // The shell at start: the site configuration and the features (public), and the prefetched members answer.
  const [config, featuresAnswer, membersAnswer] = await Promise.all([
    call('GET', `${api}/config`, opener, undefined, { 'x-metadata-capture': metadataCapture }),
    call('GET', `${api}/features`, opener),
    call('GET', `${api}/members`, opener),
  ]);
  const features = json<{ memberChat?: boolean; memberDentalFeatures?: { patientDetails?: boolean } }>(featuresAnswer);
  const members = json<{ 'OUT-TABLE': Array<Record<string, number>> }>(membersAnswer);
  if (config.status >= 300 || !features || !members) return false;
  const line = members['OUT-TABLE'][0];
  if (!line) return true; // no policy: the page shows the no-policy notice and asks nothing more
  // The first policy is selected on load (§4): its benefit snapshot and ID card (patients), quick links (documents), chat.
  const spdc: Spdc = { subsidiaryNumber: line['T-SUB']!, policyNumber: line['T-POL']!, divisionNumber: line['T-DIV']!, certificateNumber: line['T-CERT']! };
  const snapshotOn = features.memberDentalFeatures?.patientDetails === true;
  const [patientsAnswer, documents, chat] = await Promise.all([
    snapshotOn ? call('POST', `${api}/members/patientDetails`, opener, spdc) : undefined,
    call('POST', `${api}/members/documents`, opener, spdc),
    features.memberChat === true ? call('GET', `${api}/chat/availability`, opener) : undefined,
  ]);
  if (documents.status >= 300 || (chat && chat.status >= 300)) return false;
  if (!patientsAnswer) return true;
  const patients = json<{ 'PATIENT-TABLE': Array<{ CLMT: number | string; 'PAT-REL': string }> }>(patientsAnswer);
  if (!patients) return false;
  // The member's own benefits (BenefitSnapshot: the SELF patient, else claimant 1).
  const table = patients['PATIENT-TABLE'];
  const self = table.find((patient) => patient['PAT-REL'] === 'SELF') ?? table.find((patient) => String(patient.CLMT) === '1');
  if (!self) return true;
  const benefits = await call('POST', `${api}/members/patientDetails/${encodeURIComponent(String(self.CLMT))}`, opener, spdc);
  return benefits.status < 300;
}

const latencies: number[] = [];
let next = 0;
let completed = 0;
// An open with a call answered non-2xx is not complete (that call counts in non2xx).
let failed = 0;
const amount = Math.min(job.amount, job.openers.length);
const generatorDelay = monitorEventLoopDelay({ resolution: 1 });
generatorDelay.enable();
await startSignal();
const started = performance.now();
await Promise.all(
  Array.from({ length: job.concurrentOpens }, async () => {
    while (next < amount) {
      const opener = job.openers[next++]!;
      const begun = performance.now();
      try {
        if (await open(opener)) {
          completed++;
          latencies.push(performance.now() - begun);
        } else failed++;
      } catch {
        errors++;
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
generatorDelay.disable();
agent.destroy();
latencies.sort((a, b) => a - b);
const round = (ms: number) => Math.round(ms * 100) / 100;
const latencyMs: Latency = {
  p50: round(percentile(latencies, 50)), p90: round(percentile(latencies, 90)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1) ?? 0),
};
const result: DashboardOpenResult = {
  requestsPerSecond: seconds > 0 ? completed / seconds : 0,
  latencyMs,
  completed,
  requests,
  failedOpens: failed,
  non2xx,
  errors,
  timeouts: 0,
  bytesPerSecond: 0,
  generatorEventLoopDelayP99Ms: generatorDelay.percentile(99) / 1e6,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
