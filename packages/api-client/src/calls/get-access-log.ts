import type { AccessLogResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toAccountActivityPage, type AccountActivityPage } from '../mapping/access-log.ts';

export interface AccessLogQuery {
  /** nextCursor of the previous page; the newest page when absent. */
  before?: string;
  /** Entries per page, 1–100 (server default 20). */
  limit?: number;
  signal?: AbortSignal;
}

/** One page of the signed-in member's Account activity, newest first (a CSR acting may read it too). */
export async function getAccessLog({ client, subsidiary }: ApiContextValue, query: AccessLogQuery = {}): Promise<AccountActivityPage> {
  const route = callRoutes.getAccessLog;
  const wire = await client.request<AccessLogResponse>(route.method, callPath(route.path, { subsidiary }), {
    query: { before: query.before, limit: query.limit },
    signal: query.signal,
  });
  return toAccountActivityPage(wire);
}
