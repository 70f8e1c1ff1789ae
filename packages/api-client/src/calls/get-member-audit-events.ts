import type { AuditEventsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toAuditEventsPage, type AuditEventsPage } from '../mapping/access-management.ts';

export interface MemberAuditEventsQuery {
  /** memberKey from the CSR search. */
  memberKey: string;
  /** nextCursor of the previous page; the newest page when absent. */
  before?: string;
  /** Events per page, 1–200 (server default 50). */
  limit?: number;
  signal?: AbortSignal;
}

/** Access management: one page of every audit event about a member, newest first. */
export async function getMemberAuditEvents(
  { client, subsidiary }: ApiContextValue,
  { memberKey, before, limit, signal }: MemberAuditEventsQuery,
): Promise<AuditEventsPage> {
  const route = callRoutes.getMemberAuditEvents;
  const wire = await client.request<AuditEventsResponse>(route.method, callPath(route.path, { subsidiary, memberKey }), {
    query: { before, limit },
    signal,
  });
  return toAuditEventsPage(wire);
}
