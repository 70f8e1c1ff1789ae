// A call of spec §7: method, path (Fastify syntax, under /api), and the
// schemas of its parts. The server registers routes from these; the client
// infers its types from them; the OpenAPI document is generated from them.
import type { TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDefinition {
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify-style path, e.g. `/api/:subsidiary/members`. */
  readonly path: string;
  readonly summary: string;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /** Response schema by status code. */
  readonly response: Readonly<Record<number, TSchema>>;
}

export function defineCall<const T extends CallDefinition>(call: T): T {
  return call;
}

/** Fills `:name` segments of a call's path. */
export function callPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
