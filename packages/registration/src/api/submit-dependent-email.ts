import { submitDependentEmail, useApi, type DependentEmailInput } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';

/** A dependent's email, to hear when dependents can register (§1). */
export function useSubmitDependentEmail() {
  const api = useApi();
  return useMutation({ mutationFn: (input: DependentEmailInput) => submitDependentEmail(api, input) });
}
