import { getMemberAuditEvents, useApi, type ApiContextValue, type AuditEventsPage } from '@portal/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Events per 'Show more'. */
export const auditEventsPageSize = 50;

/** One member's audit events, newest first, a page at a time. */
export function memberAuditEventsQueryOptions(api: ApiContextValue, memberKey: string) {
  return infiniteQueryOptions({
    queryKey: ['memberAuditEvents', api.subsidiary, memberKey],
    queryFn: ({ pageParam, signal }): Promise<AuditEventsPage> =>
      getMemberAuditEvents(api, { memberKey, limit: auditEventsPageSize, signal, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useMemberAuditEvents(memberKey: string) {
  return useInfiniteQuery(memberAuditEventsQueryOptions(useApi(), memberKey));
}
