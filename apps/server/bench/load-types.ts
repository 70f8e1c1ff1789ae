// What the bench asks of the load generator and what it answers (load.ts
// runs autocannon, fixed-rate.ts the open model; both speak these types).

export interface LoadRequest {
  /** The job's path unless given (e.g. a different claim number per request). */
  readonly path?: string;
  /** Fixed rate only: requests of one tag get latency figures of their own (kinds sent in turn, same conditions). */
  readonly tag?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface LoadJob {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly pool: readonly LoadRequest[];
  readonly connections: number;
  readonly durationSeconds: number;
  /**
   * Stop after this many answers instead of after the duration: no request is
   * left in flight (and cut off) at the end, which would abort PDF jobs.
   */
  readonly amount?: number;
  /** Requests per second, sent on schedule (open model, fixed-rate.ts); as fast as answered when absent. */
  readonly overallRate?: number;
}

export interface Latency {
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly latencyMs: Latency;
  /** Fixed rate only: the latency of each tag's requests. */
  readonly latencyByTagMs?: Readonly<Record<string, Latency>>;
  readonly completed: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly bytesPerSecond: number;
  /** Fixed rate only: how late the generator itself ran (p99 of its event-loop delay). */
  readonly generatorEventLoopDelayP99Ms?: number;
}
