// A call of spec §7: method, path (Fastify syntax, under /api), and the
// schemas of its parts. The server registers routes from these; the client
// infers its types from them; the OpenAPI document is generated from them.
import type { TSchema } from 'typebox';
import type { HttpMethod } from './call-routes.ts';

export type { HttpMethod };

/**
 * Who may make the call: anyone, a signed-in member (bearer access token,
 * §7), or the dental cost estimator holding the short-lived token of §7
 * `members/token/dce` (bearer DCE token; its subject is the member), a CSR's
 * own token without a member (the SPDC search), or a staff account holding
 * the admin role (access management).
 */
export type CallAuth = 'none' | 'member' | 'dceToken' | 'csr' | 'admin';

/** What a call's 200 answer is: JSON (the default), a PDF document, XML, CSV or an Apple Wallet pass. */
export type ResponseMediaType = 'application/json' | 'application/pdf' | 'application/xml' | 'text/csv' | 'application/vnd.apple.pkpass';

/** What a call's request body is: JSON (the default) or a multipart form with files. */
export type RequestMediaType = 'application/json' | 'multipart/form-data';

/** The files part of a multipart call (§5 vision claim upload). */
export interface FileUpload {
  /** The form field that carries the files. */
  readonly field: string;
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  /** Media types accepted, checked by content on the server (§5). */
  readonly mediaTypes: readonly string[];
}

export interface CallDefinition {
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify-style path, e.g. `/api/:subsidiary/members`. */
  readonly path: string;
  readonly summary: string;
  /** Longer notes for the OpenAPI document. */
  readonly description?: string;
  /** Default 'member': the call needs the member's bearer token; 'dceToken': the estimator token instead. */
  readonly auth?: CallAuth;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  /** Request headers; names in lower case, as Fastify sees them. */
  readonly headers?: TSchema;
  /**
   * The request body. For a multipart call it describes the text fields only
   * (they arrive as strings; Fastify's Ajv coerces them); the files are
   * described by `fileUpload`.
   */
  readonly body?: TSchema;
  /** Default 'application/json'. */
  readonly consumes?: RequestMediaType;
  readonly fileUpload?: FileUpload;
  /** Media type of the 200 answer; default 'application/json'. */
  readonly produces?: ResponseMediaType;
  /** Response schema by status code. */
  readonly response: Readonly<Record<number, TSchema>>;
}

export function defineCall<const T extends CallDefinition>(call: T): T {
  return call;
}

export { callPath } from './call-routes.ts';

export function callAuth(call: CallDefinition): CallAuth {
  return call.auth ?? 'member';
}

export function callProduces(call: CallDefinition): ResponseMediaType {
  return call.produces ?? 'application/json';
}

export function callConsumes(call: CallDefinition): RequestMediaType {
  return call.consumes ?? 'application/json';
}
