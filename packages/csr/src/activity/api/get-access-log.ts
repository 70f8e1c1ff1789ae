import { getAccessLog, useApi, type AccountActivityPage, type ApiContextValue } from '@portal/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Entries per 'Show more'. */
export const accessLogPageSize = 20;

/** The member's Account activity, newest first, a page at a time (each page asks for entries before the last one shown). */
export function accessLogQueryOptions(api: ApiContextValue) {
  return infiniteQueryOptions({
    queryKey: ['accessLog', api.subsidiary],
    queryFn: ({ pageParam, signal }): Promise<AccountActivityPage> =>
      getAccessLog(api, { limit: accessLogPageSize, signal, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAccessLog() {
  return useInfiniteQuery(accessLogQueryOptions(useApi()));
}
