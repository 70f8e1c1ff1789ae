// Tells "the database cannot be reached right now" apart
// from a failing query. Such a request is answered 503 with Retry-After (the
// client may simply ask again), not 500: the connection was refused, reset
// or timed out, the server is shutting down or starting, or the pool had no
// connection to give within its time limit.

/** Socket errors of a connection to the database. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs that mean "not available now": class 08 (connection
 * exception), 57P01–57P03 (admin/crash shutdown, cannot connect now),
 * 53300 (too many connections), 57014 (statement timeout: the database is
 * too slow to answer in time).
 */
const postgresCodes = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '57014']);

/** Messages of node-postgres (pg, pg-pool) for a lost or unobtainable connection; they carry no code. */
const driverMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated', // … unexpectedly, … due to connection timeout
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || postgresCodes.has(code))) return true;
  return typeof message === 'string' && driverMessages.some((text) => message.startsWith(text));
}

/** True when `error`, or an error it wraps (cause, AggregateError), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (matches(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
