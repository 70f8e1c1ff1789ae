import { membersQueryOptions, updateEdelivery, useApi, type EdeliveryUpdate } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * §4 paperless opt in / opt out / update email. GET members carries the
 * opt-in indicator, so it is fetched again afterwards.
 */
export function useUpdateEdelivery() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: EdeliveryUpdate) => updateEdelivery(api, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions(api).queryKey }),
  });
}
