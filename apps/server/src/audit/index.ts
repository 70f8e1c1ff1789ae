// The audit trail: the writer, the per-call hook, retention.
export type { AuditActorKind, AuditEventInput, AuditOutcome, IdentityAction } from './audit-event.ts';
export { createAuditTrail, type AuditTrail } from './audit-trail.ts';
export { auditHookPlugin, markAuditRecorded, recordCallIn, type InTransaction } from './audit-hook.ts';
export { purgeExpiredAuditEvents, startAuditRetention } from './retention.ts';
export { createIdentityAudit, type AuditedAccount, type IdentityAudit, type SignInMethod } from './identity-audit.ts';
