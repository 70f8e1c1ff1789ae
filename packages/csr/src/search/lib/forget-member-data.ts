import type { QueryClient } from '@tanstack/react-query';

/** Answers about the site, not about a member: they stay when the CSR changes member. */
const siteQueries = new Set(['features', 'subsidiaryConfig']);

/**
 * A CSR who starts or stops working on a member must never see the previous
 * member's data from the cache: every member answer is dropped.
 */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !siteQueries.has(String(query.queryKey[0])) });
}
