import {
  cancelPrimaryDentistChange, getPrimaryDentist, requestPrimaryDentistChange, useApi, type ApiContextValue, type PrimaryDentist,
} from '@portal/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The DHMO member's primary dentist and a pending change (the member of the session, or the one a CSR works on). */
export function primaryDentistQueryOptions(api: ApiContextValue) {
  return queryOptions({
    queryKey: ['providers', 'primaryDentist', api.subsidiary],
    queryFn: ({ signal }) => getPrimaryDentist(api, signal),
  });
}

export function usePrimaryDentist() {
  return useQuery(primaryDentistQueryOptions(useApi()));
}

/** A change or its cancellation answers the new state: it replaces the cached one. */
function useChange<Input>(change: (api: ApiContextValue, input: Input) => Promise<PrimaryDentist>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(api, input),
    onSuccess: (answer) => queryClient.setQueryData(primaryDentistQueryOptions(api).queryKey, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: primaryDentistQueryOptions(api).queryKey }),
  });
}

export const useRequestPrimaryDentistChange = () => useChange((api, providerId: string) => requestPrimaryDentistChange(api, providerId));
export const useCancelPrimaryDentistChange = () => useChange((api, _: void) => cancelPrimaryDentistChange(api));
