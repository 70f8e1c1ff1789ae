// The profile's authenticator-app calls as TanStack Query hooks.
import {
  confirmAuthenticator,
  getSecondFactorState,
  removeAuthenticator,
  renewRecoveryCodes,
  startAuthenticatorSetup,
  useApi,
} from '@portal/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const stateKey = ['selfService', 'secondFactors'] as const;

export function useSecondFactorState() {
  const api = useApi();
  return useQuery({ queryKey: [...stateKey, api.subsidiary], queryFn: () => getSecondFactorState(api) });
}

export function useStartAuthenticatorSetup() {
  const api = useApi();
  return useMutation({ mutationFn: () => startAuthenticatorSetup(api) });
}

export function useConfirmAuthenticator() {
  const api = useApi();
  return useMutation({ mutationFn: (code: string) => confirmAuthenticator(api, code) });
}

export function useRenewRecoveryCodes() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => renewRecoveryCodes(api, currentPassword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateKey }),
  });
}

export function useRemoveAuthenticator() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => removeAuthenticator(api, currentPassword),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateKey }),
  });
}

/** After the recovery codes were shown: the state (on, 10 left) is fetched again. */
export function useRefreshSecondFactorState() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: stateKey });
}
