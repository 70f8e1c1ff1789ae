import { addMemberData, useApi } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** §7 selfService/addMemberData: connects the member a registration verified to the signed-in account. */
export function useAddMemberData() {
  const api = useApi();
  return useMutation({ mutationFn: (referenceId: string) => addMemberData(api, referenceId) });
}
