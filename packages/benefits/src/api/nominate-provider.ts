import { nominateProvider, useApi, type ProviderNomination } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Sends a §3 provider nomination. */
export function useNominateProvider() {
  const api = useApi();
  return useMutation({ mutationFn: (nomination: ProviderNomination) => nominateProvider(api, nomination) });
}
