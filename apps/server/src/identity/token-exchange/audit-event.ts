// A token exchange as the audit trail stores it: action
// csr.actOnMember, the CSR as actor (email as name: staff only), the member
// and the visit (the exchanged token's jti).
import type { AuditEventInput } from '../../audit/index.ts';
import type { MemberActingEvent } from './token-exchange-grant.ts';

export function actOnMemberAuditEvent(event: MemberActingEvent): AuditEventInput {
  return {
    partner: event.partner,
    actorKind: 'csr',
    actorId: event.actorId,
    ...(event.actorEmail ? { actorName: event.actorEmail } : {}),
    ...(event.memberId ? { memberId: event.memberId } : {}),
    ...(event.visitId ? { visitId: event.visitId } : {}),
    action: 'csr.actOnMember',
    outcome: event.outcome,
    statusCode: event.outcome === 'success' ? 200 : 400,
    clientAddress: event.clientAddress,
  };
}
