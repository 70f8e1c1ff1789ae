// What the fake HTTP client (testing.ts) answers by "METHOD /path": kept
// apart so the mock answer sets (claims-routes.ts, …) need not import the
// client that serves them.
import type { DownloadedFile } from '../download/downloaded-file.ts';
import type { RequestOptions } from '../http/http-client.ts';

/** An answer: the body, an error status (headers such as Retry-After beside it) or a file. */
export type MockAnswer = unknown | { httpStatus: number; body?: unknown; headers?: Record<string, string> } | { file: DownloadedFile };

/** One call the mock received, with what was sent (body, headers, …). */
export interface MockRequest {
  key: string;
  options: RequestOptions;
}

/** Answers a request, e.g. a list filtered by its body. */
export type MockRouteFunction = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

/**
 * An answer, or a function of the request that answers. Answers may be any
 * value, so a route function's parameter is not inferred: write
 * `(request: MockRequest) => …`.
 */
export type MockRoutes = Record<string, MockAnswer | MockRouteFunction>;
