import { revokeConnectedApp, useApi } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectedAppsQueryOptions } from './get-connected-apps.ts';

/** Disconnects an app; the list is asked again (the app is gone from it). */
export function useRevokeConnectedApp() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => revokeConnectedApp(api, clientId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectedAppsQueryOptions(api).queryKey }),
  });
}
