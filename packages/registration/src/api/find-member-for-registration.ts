import { findMemberForRegistration, useApi, type FindMemberInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** Registration step 1 (§2 find you): starts a registration for the member found. */
export function useFindMemberForRegistration() {
  const api = useApi();
  return useMutation({ mutationFn: (input: FindMemberInput) => findMemberForRegistration(api, input) });
}
