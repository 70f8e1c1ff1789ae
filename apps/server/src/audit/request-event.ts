// The audit event of one API call: who (the member, or the CSR acting for
// them, or the staff account), about which member, which call, what it named
// (ids only) and how it ended.
import { callAuth, type ApiCall } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AuditEventInput, IdentityAction } from './audit-event.ts';

type Fields = Record<string, unknown> | undefined;

const idParams = ['claimNumber', 'objectId', 'docId', 'messageId', 'accountId', 'clientId'] as const;
const spdcFields = ['subsidiaryNumber', 'policyNumber', 'divisionNumber', 'certificateNumber'] as const;

function asFields(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The SPDC 'sub-pol-div-cert' of a body or a multipart upload's fields, when all four are there. */
function spdcOf(fields: Fields): string | undefined {
  if (!fields) return undefined;
  const parts = spdcFields.map((name) => {
    const value = fields[name];
    // A multipart field is { value } (@fastify/multipart attachFieldsToBody).
    const raw = typeof value === 'object' && value !== null && 'value' in value ? (value as { value: unknown }).value : value;
    return typeof raw === 'number' || (typeof raw === 'string' && /^\d{1,9}$/.test(raw)) ? String(raw) : undefined;
  });
  return parts.every((part) => part !== undefined) ? parts.join('-') : undefined;
}

/** The id the call named: a path id, else a body id (claim number, document id), else the body's SPDC. Never free text. */
export function resourceOf(request: FastifyRequest): string | undefined {
  const body = asFields(request.body);
  for (const fields of [asFields(request.params), body]) {
    for (const name of idParams) {
      const value = fields?.[name];
      if (typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value)) return value;
    }
  }
  return spdcOf(body);
}

/** The event of a finished call; undefined when the call is not audited (no member, not staff). */
export function callEventOf(request: FastifyRequest, call: ApiCall, statusCode: number): AuditEventInput | undefined {
  const claims = request.accessToken;
  const partner = request.partner ?? claims?.partner;
  if (!claims || !partner) return undefined;
  const auth = callAuth(call);
  const staffCall = auth === 'csr' || auth === 'admin';
  if (claims.memberId === undefined && !staffCall) return undefined;
  const params = asFields(request.params);
  const memberKey = typeof params?.memberKey === 'string' ? params.memberKey : undefined;
  const outcome = statusCode < 400 ? 'success' : 'failure';
  const common = { partner, action: call.id, resource: resourceOf(request), outcome, statusCode, clientAddress: request.ip } as const;
  if (claims.actor) {
    return {
      ...common,
      actorKind: 'csr',
      actorId: claims.actor.subject,
      actorName: claims.actor.email,
      memberId: claims.memberId,
      visitId: claims.actor.exchangeId,
    };
  }
  if (staffCall) {
    return { ...common, actorKind: auth === 'admin' ? 'admin' : 'csr', actorId: claims.subject, memberId: memberKey };
  }
  return { ...common, actorKind: 'member', actorId: claims.subject, memberId: claims.memberId };
}

/** The identity event a successful self-service call also is (the member's Account activity lists these). */
const identityActionsOfCalls: Partial<Record<ApiCall['id'], IdentityAction>> = {
  changePassword: 'password.changed',
  validateEmailChange: 'email.changed',
  confirmTotp: 'secondFactor.changed',
  removeTotp: 'secondFactor.changed',
  regenerateRecoveryCodes: 'secondFactor.changed',
  addPasskey: 'passkey.added',
  removePasskey: 'passkey.removed',
};

/** The identity event beside a successful self-service call's own event; undefined for other calls and failures. */
export function identityEventOf(callEvent: AuditEventInput): AuditEventInput | undefined {
  const action = identityActionsOfCalls[callEvent.action as ApiCall['id']];
  return action && callEvent.outcome === 'success' ? { ...callEvent, action, resource: undefined } : undefined;
}
