// The contract call a request was routed to, from its method and route path.
import { apiCalls, type ApiCall } from '@portal/contract';
import type { FastifyRequest } from 'fastify';

const callsByRoute = new Map<string, ApiCall>(apiCalls.map((call) => [`${call.method} ${call.path}`, call]));

export function callOfRequest(request: FastifyRequest): ApiCall | undefined {
  const url = request.routeOptions.url;
  return url === undefined ? undefined : callsByRoute.get(`${request.method} ${url}`);
}
