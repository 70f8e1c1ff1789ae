// Secrets never reach the log: pino redacts the
// fields that carry them, and the request serializer logs a URL whose secrets
// are gone. An OIDC URL loses its whole query string (authorization `code`,
// `state`, `id_token_hint`, `login_hint`…); any other URL keeps its
// parameters but not the value of one whose name looks secret.
import type { LogLevel } from '../config.ts';

/** Where log lines go: one JSON line per write. */
export interface LogStream {
  write(line: string): void;
}

export const redactedValue = '[redacted]';

/** Paths in a log line that pino replaces with `[redacted]`. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.usetoken',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'cookie',
  'cookies',
  'password',
  '*.password',
  'body.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'id_token',
  '*.id_token',
  'code_verifier',
  '*.code_verifier',
  'client_secret',
  '*.client_secret',
  'body.code',
  'query.code',
];

// `code`, `state`, `token`, `access_token`, `id_token_hint`, `code_verifier`, `login_hint`, `otp`, `password`…
const secretLookingName = /code|token|state|verifier|hint|pass|secret|key|signature|nonce|otp|ticket|session|assertion|auth/i;

function isOidcPath(path: string): boolean {
  return path === '/oidc' || path.startsWith('/oidc/');
}

function redactParameter(parameter: string): string {
  const separator = parameter.indexOf('=');
  const rawName = separator === -1 ? parameter : parameter.slice(0, separator);
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replaceAll('+', ' '));
  } catch {
    // A malformed escape: judge the name as written.
  }
  return secretLookingName.test(name) ? `${rawName}=${redactedValue}` : parameter;
}

/** The URL as it may be logged: `/oidc/rsl/auth?[redacted]`, `/api/x?page=2&token=[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const query = url.slice(queryStart + 1);
  if (query === '') return url;
  if (isOidcPath(path)) return `${path}?${redactedValue}`;
  return `${path}?${query.split('&').map(redactParameter).join('&')}`;
}

// Fastify's request, or whatever a caller logs under `req` (a logger must never throw).
interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number } | null;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's `logger` option: level, redaction and, for tests, where lines go. */
export function redactingLoggerOptions(level: LogLevel, stream?: LogStream) {
  return {
    level,
    redact: { paths: redactedLogPaths, censor: redactedValue },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
