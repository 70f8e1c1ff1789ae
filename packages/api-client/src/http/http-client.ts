// §7 fetch wrapper: JSON content type, `Authorization: Bearer` with the
// access token (empty if none), `useToken` with the CSR user token; arrays are
// returned as is, objects gain a `status` field; non-OK raises HttpError.
import { HttpError } from './http-error.ts';

export interface HttpClientOptions {
  /** Origin the API lives on; '' means the current host (§7). */
  baseUrl?: string;
  getAccessToken: () => string | undefined | null;
  getUserTokenCsr?: () => string | undefined | null;
  /** Called on 401 before the error is raised (default: save path, go to /login). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export type WithStatus<T> = T extends readonly unknown[] ? T : T & { status: number };

export interface HttpClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<WithStatus<T>>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    async request<T>(method: string, path: string, { body, query, signal }: RequestOptions = {}) {
      const response = await doFetch(`${options.baseUrl ?? ''}${withQuery(path, query)}`, {
        method,
        signal,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: `Bearer ${options.getAccessToken() ?? ''}`,
          useToken: options.getUserTokenCsr?.() ?? '',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const parsed = await readBody(response);
      if (!response.ok) {
        if (response.status === 401) options.onUnauthorized?.();
        throw new HttpError(response.status, parsed);
      }
      if (Array.isArray(parsed) || parsed === null || typeof parsed !== 'object') return parsed as WithStatus<T>;
      return { ...(parsed as object), status: response.status } as WithStatus<T>;
    },
  };
}
