// §7 fetch wrapper: JSON content type, `Authorization: Bearer` with the
// access token (empty if none), `useToken` with the CSR user token; arrays are
// returned as is, objects gain a `status` field; non-OK raises HttpError.
// Besides JSON it reads text (chat availability answers XML, §7) and files
// (the PDF calls), with the same headers and the same errors.
import { fileNameFromContentDisposition } from '../download/content-disposition.ts';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { HttpError } from './http-error.ts';

export interface HttpClientOptions {
  /** Origin the API lives on; '' means the current host (§7). */
  baseUrl?: string;
  getAccessToken: () => string | undefined | null;
  getUserTokenCsr?: () => string | undefined | null;
  /** The site's language, sent as Accept-Language (the server picks en/es documents by it). */
  getLanguage?: () => string | undefined | null;
  /** Called on 401 before the error is raised (default: save path, go to /login). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Extra headers of this call, e.g. X-METADATA-CAPTURE (§7); they win over the defaults. */
  headers?: Record<string, string>;
  /** Accept header; JSON unless a call answers something else. */
  accept?: string;
}

export interface DownloadOptions extends RequestOptions {
  /** Name to save under when the answer names no file (Content-Disposition). */
  fallbackFileName?: string;
}

export type WithStatus<T> = T extends readonly unknown[] ? T : T & { status: number };

export interface HttpClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<WithStatus<T>>;
  /** The answer's body as text (e.g. XML); errors as `request`. */
  requestText(method: string, path: string, options?: RequestOptions): Promise<string>;
  /** The answer as a file named from Content-Disposition; errors as `request`. */
  download(method: string, path: string, options?: DownloadOptions): Promise<DownloadedFile>;
}

const defaultDownloadName = 'download.pdf';

/** §8 / the contract: a document with no data is a 404 with this message, never a blank file. */
export const emptyFileMessage = 'Empty PDF - no data returned.';

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /** Sends the call; a non-OK answer raises HttpError with its JSON body (null when unreadable). */
  async function send(method: string, path: string, request: RequestOptions, defaultAccept: string): Promise<Response> {
    const language = options.getLanguage?.();
    const response = await doFetch(`${options.baseUrl ?? ''}${withQuery(path, request.query)}`, {
      method,
      signal: request.signal,
      headers: {
        'Content-Type': 'application/json',
        Accept: request.accept ?? defaultAccept,
        Authorization: `Bearer ${options.getAccessToken() ?? ''}`,
        useToken: options.getUserTokenCsr?.() ?? '',
        ...(language ? { 'Accept-Language': language } : {}),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    if (!response.ok) {
      const parsed = parseJson(await response.text().catch(() => ''));
      if (response.status === 401) options.onUnauthorized?.();
      throw new HttpError(response.status, parsed);
    }
    return response;
  }

  return {
    async request<T>(method: string, path: string, request: RequestOptions = {}) {
      const response = await send(method, path, request, 'application/json');
      const parsed = parseJson(await response.text());
      if (Array.isArray(parsed) || parsed === null || typeof parsed !== 'object') return parsed as WithStatus<T>;
      return { ...(parsed as object), status: response.status } as WithStatus<T>;
    },

    async requestText(method, path, request = {}) {
      const response = await send(method, path, request, 'text/plain');
      return response.text();
    },

    async download(method, path, { fallbackFileName, ...request } = {}) {
      const response = await send(method, path, request, 'application/pdf, application/json');
      const blob = await response.blob();
      // An empty answer would save a blank, unreadable PDF: raise it as the server's "no data" answer instead.
      if (blob.size === 0) throw new HttpError(404, { message: emptyFileMessage });
      const fileName =
        fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackFileName ?? defaultDownloadName;
      return { blob, fileName };
    },
  };
}
