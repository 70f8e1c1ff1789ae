// A route's method, path, schemas and authentication read from its call in
// packages/contract, so a call is defined in one place (spec §7; the client
// and the OpenAPI document read the same definition). A route spreads what
// this returns and adds its handler:
//   app.route({ ...callRoute(app, getMembers), handler: … })
// The request and response schemas are the call's; the 200 of a PDF, XML or
// CSV call is not JSON, so only JSON answers get a response schema, and a
// multipart body is read by its route rather than validated here.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { callAuth, callConsumes, callProduces, type CallAuth, type CallDefinition, type RequestMediaType, type ResponseMediaType } from '@portal/contract';

type SchemaPart = 'params' | 'querystring' | 'headers' | 'body' | 'response';

/** The parts of a call's schema its route validates and serializes with. */
export type CallSchema<C extends CallDefinition> = {
  [K in Extract<keyof C, SchemaPart>
    as K extends 'response' ? (C extends { produces: Exclude<ResponseMediaType, 'application/json'> } ? never : K)
    : K extends 'body' ? (C extends { consumes: Exclude<RequestMediaType, 'application/json'> } ? never : K)
    : K]: C[K];
};

// Fastify's own hook type would tie each route to one instance's generics; any decorated check fits this.
type PreHandler = preHandlerAsyncHookHandler | ((...args: never[]) => unknown);

export interface CallRouteOptions {
  /** Run after the call's authentication (a throttle, a refusal of a CSR acting for a member). */
  readonly preHandler?: PreHandler | readonly PreHandler[];
  /** Run before the call's authentication (what authentication itself needs, such as the partner of the token). */
  readonly beforeAuthentication?: readonly PreHandler[];
}

/** The check of each kind of caller; 'dceToken' calls verify the estimator token in their handler. */
function authenticationOf(app: FastifyInstance, auth: CallAuth): PreHandler | undefined {
  switch (auth) {
    case 'member':
      return app.authenticate;
    case 'csr':
      return app.authenticateCsr;
    case 'admin':
      return app.authenticateAdmin;
    case 'none':
    case 'dceToken':
      return undefined;
  }
}

export function callRoute<const C extends CallDefinition>(app: FastifyInstance, call: C, options: CallRouteOptions = {}) {
  const schema: Partial<Record<SchemaPart, unknown>> = {};
  if (call.params) schema.params = call.params;
  if (call.querystring) schema.querystring = call.querystring;
  if (call.headers) schema.headers = call.headers;
  if (call.body && callConsumes(call) === 'application/json') schema.body = call.body;
  if (callProduces(call) === 'application/json') schema.response = call.response;

  const after = options.preHandler === undefined ? [] : Array.isArray(options.preHandler) ? options.preHandler : [options.preHandler];
  const authentication = authenticationOf(app, callAuth(call));
  const preHandlers = [...(options.beforeAuthentication ?? []), ...(authentication ? [authentication] : []), ...after] as PreHandler[];

  return {
    method: call.method as C['method'],
    url: call.path as C['path'],
    schema: schema as CallSchema<C>,
    ...(preHandlers.length === 0 ? {} : { preHandler: (preHandlers.length === 1 ? preHandlers[0] : preHandlers) as preHandlerAsyncHookHandler }),
  };
}
