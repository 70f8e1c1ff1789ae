// The estimator's calls are made with its own token (getDceToken), which is
// short-lived: a call answered 401 gets a fresh token and is made once more.
// Screens never see the token.
import { isHttpError, type ApiContextValue, type DceToken } from '@portal/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { dceTokenQueryOptions } from './get-dce-token.ts';

export async function withDceToken<T>(
  queryClient: QueryClient,
  api: ApiContextValue,
  ppoCode: string,
  call: (token: DceToken) => Promise<T>,
): Promise<T> {
  const options = dceTokenQueryOptions(api, ppoCode);
  // fetchQuery answers the cached token while it is fresh, else fetches one.
  const token = await queryClient.fetchQuery(options);
  try {
    return await call(token);
  } catch (error) {
    if (!isHttpError(error) || error.status !== 401) throw error;
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    return call(await queryClient.fetchQuery(options));
  }
}
