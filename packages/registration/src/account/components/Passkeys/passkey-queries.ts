// The profile's passkey calls as TanStack Query hooks.
import { addPasskey, getPasskeys, removePasskey, requestPasskeyOptions, useApi, type PasskeyRegistration } from '@portal/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const passkeysKey = ['selfService', 'passkeys'] as const;

export function usePasskeys() {
  const api = useApi();
  return useQuery({ queryKey: [...passkeysKey, api.subsidiary], queryFn: () => getPasskeys(api) });
}

/** Options from the server, the browser's passkey prompt (`create`), then the server stores it. */
export function useAddPasskey(create: (options: Awaited<ReturnType<typeof requestPasskeyOptions>>) => Promise<PasskeyRegistration>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => addPasskey(api, { name, registration: await create(await requestPasskeyOptions(api)) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removePasskey(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
