// §7 fetch wrapper: JSON content type, `Authorization: Bearer` with the
// access token (empty if none), `useToken` with the CSR user token; arrays are
// returned as is, objects gain a `status` field; non-OK raises HttpError.
// Besides JSON it reads text (chat availability answers XML, §7) and files
// (the PDF calls), and sends multipart uploads with progress (XMLHttpRequest:
// fetch reports no upload progress), with the same headers and errors.
import { fileNameFromContentDisposition } from '../download/content-disposition.ts';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { HttpError } from './http-error.ts';
import { retryAfterSecondsOf } from './retry-after.ts';

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
  /** Makes the XMLHttpRequest of an upload (tests pass a fake). */
  createXhr?: () => XMLHttpRequest;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * Extra headers of this call, e.g. X-METADATA-CAPTURE (§7); they win over
   * the defaults, except Authorization and useToken, which only the client
   * writes (a call cannot swap the member's credentials by a header).
   */
  headers?: Record<string, string>;
  /** Accept header; JSON unless a call answers something else. */
  accept?: string;
  /**
   * The bearer of this call instead of the member's access token: the dental
   * cost estimator's token (§7 members/token/dce) for the calls it
   * authorizes. The CSR useToken is not sent with it, and a 401 is raised
   * without the §4 sign-in redirect: that short-lived token expired, not the
   * member's session (the caller fetches a new one).
   */
  bearerToken?: string;
}

export interface UploadOptions extends Omit<RequestOptions, 'body' | 'accept'> {
  /** Bytes of the whole request body sent so far, and its size (0 while the browser cannot tell). */
  onProgress?: (loadedBytes: number, totalBytes: number) => void;
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
  /**
   * Sends a multipart form (the browser writes its Content-Type and boundary),
   * reporting upload progress; the JSON answer and errors as `request`. An
   * abort through `signal` rejects with the signal's reason, as fetch does.
   */
  upload<T>(method: string, path: string, form: FormData, options?: UploadOptions): Promise<WithStatus<T>>;
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

/** §7: arrays are returned as is, objects gain a `status` field. */
function withStatus<T>(parsed: unknown, status: number): WithStatus<T> {
  if (Array.isArray(parsed) || parsed === null || typeof parsed !== 'object') return parsed as WithStatus<T>;
  return { ...(parsed as object), status } as WithStatus<T>;
}

const credentialHeaders = new Set(['authorization', 'usetoken']);

function withoutCredentials(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !credentialHeaders.has(name.toLowerCase())));
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());

  /** The §7 headers of a call; Content-Type only when the body is JSON. */
  function headersOf(request: RequestOptions, accept: string, contentType: string | undefined): Record<string, string> {
    const language = options.getLanguage?.();
    const { bearerToken } = request;
    if (bearerToken === '') throw new TypeError('An explicit bearer token must not be empty');
    const credentials: Record<string, string> =
      bearerToken === undefined
        ? { Authorization: `Bearer ${options.getAccessToken() ?? ''}`, useToken: options.getUserTokenCsr?.() ?? '' }
        : { Authorization: `Bearer ${bearerToken}` };
    return {
      ...(contentType ? { 'Content-Type': contentType } : {}),
      Accept: request.accept ?? accept,
      ...(language ? { 'Accept-Language': language } : {}),
      ...withoutCredentials(request.headers),
      ...credentials,
    };
  }

  /** §8: the error of a non-OK answer; a 401 of the member's session first sends them to sign in (§4). */
  function httpError(status: number, parsedBody: unknown, request: RequestOptions, retryAfter: string | null): HttpError {
    if (status === 401 && request.bearerToken === undefined) options.onUnauthorized?.();
    return new HttpError(status, parsedBody, retryAfterSecondsOf(retryAfter));
  }

  /** Sends the call; a non-OK answer raises HttpError with its JSON body (null when unreadable). */
  async function send(method: string, path: string, request: RequestOptions, defaultAccept: string): Promise<Response> {
    const response = await doFetch(`${options.baseUrl ?? ''}${withQuery(path, request.query)}`, {
      method,
      signal: request.signal,
      headers: headersOf(request, defaultAccept, 'application/json'),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    if (!response.ok) {
      const parsed = parseJson(await response.text().catch(() => ''));
      throw httpError(response.status, parsed, request, response.headers.get('Retry-After'));
    }
    return response;
  }

  return {
    async request<T>(method: string, path: string, request: RequestOptions = {}) {
      const response = await send(method, path, request, 'application/json');
      return withStatus<T>(parseJson(await response.text()), response.status);
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

    upload<T>(method: string, path: string, form: FormData, request: UploadOptions = {}) {
      return new Promise<WithStatus<T>>((resolve, reject) => {
        const { signal, onProgress } = request;
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        // No Content-Type: the browser writes multipart/form-data with the boundary it chose.
        const headers = headersOf(request, 'application/json', undefined);
        const xhr = createXhr();
        const abort = () => xhr.abort();
        const settle = () => signal?.removeEventListener('abort', abort);
        xhr.open(method, `${options.baseUrl ?? ''}${withQuery(path, request.query)}`);
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        // Listened to before send(): upload events fire only for listeners present when it starts.
        xhr.upload.addEventListener('progress', (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0));
        xhr.addEventListener('load', () => {
          settle();
          const parsed = parseJson(xhr.responseText);
          if (xhr.status >= 200 && xhr.status < 300) resolve(withStatus<T>(parsed, xhr.status));
          else reject(httpError(xhr.status, parsed, request, xhr.getResponseHeader('Retry-After')));
        });
        // A dropped connection: no answer to read, as fetch's TypeError.
        xhr.addEventListener('error', () => {
          settle();
          reject(new TypeError('Network request failed'));
        });
        xhr.addEventListener('abort', () => {
          settle();
          reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
        });
        signal?.addEventListener('abort', abort, { once: true });
        xhr.send(form);
      });
    },
  };
}
