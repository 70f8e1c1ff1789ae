// Every API call made with a member (their own token or a CSR acting for
// them) and every staff call writes one audit event after its handler, its
// failures (4xx/5xx) included. Every answer, a read's too, waits for its
// event's group commit (audit-trail.ts: the calls of one dashboard open share
// one INSERT), so no answer leaves before its event is stored, and a call
// whose event could not be stored fails instead. A handler that recorded
// its event itself (in the transaction of its change) says so with
// markAuditRecorded and the hook writes nothing more (unless the call then
// failed, which rolled that record back).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.ts';
import type { AuditTrail } from './audit-trail.ts';
import { callOfRequest } from './call-of-request.ts';
import { callEventOf, identityEventOf } from './request-event.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The handler stored this call's audit event itself. */
    auditRecorded: boolean;
  }
}

export function markAuditRecorded(request: FastifyRequest): void {
  request.auditRecorded = true;
}

/** Work a change runs in its own transaction (the call's audit event). */
export type InTransaction = (tx: Queryable) => Promise<void>;

/**
 * Records this call's success event in `tx` (the change's transaction) and
 * marks the request, so the hook does not add another; a call not audited
 * (no member) records nothing.
 */
export function recordCallIn(audit: AuditTrail | undefined, request: FastifyRequest): InTransaction {
  return async (tx) => {
    const call = callOfRequest(request);
    const event = call ? callEventOf(request, call, 200) : undefined;
    if (!event || !audit) return;
    await audit.record(event, tx);
    markAuditRecorded(request);
  };
}

export const auditHookPlugin = fp(
  async (app: FastifyInstance, { audit }: { audit: AuditTrail }) => {
    app.decorateRequest('auditRecorded', false);
    app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
      // A failure after the handler's own record rolled that transaction back: record the failure.
      if (request.auditRecorded && reply.statusCode < 400) return payload;
      const call = callOfRequest(request);
      const event = call ? callEventOf(request, call, reply.statusCode) : undefined;
      if (!event) return payload;
      request.auditRecorded = true;
      const identityEvent = identityEventOf(event);
      await Promise.all([audit.record(event), ...(identityEvent ? [audit.record(identityEvent)] : [])]);
      return payload;
    });
  },
  { name: 'audit-hook' },
);
