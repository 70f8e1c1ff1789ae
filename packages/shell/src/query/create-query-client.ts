import { isHttpError } from '@portal/api-client';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A client's mistake (4xx) will not fix itself by asking again.
        retry: (failures, error) => failures < 2 && !(isHttpError(error) && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
}
