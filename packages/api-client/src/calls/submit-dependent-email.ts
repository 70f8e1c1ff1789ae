import type { DependentEmailResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toDependentEmailRequest, type DependentEmailInput } from '../mapping/registration.ts';

/** §2: a dependent cannot register; they may leave an email (§8 'Unable to save dependent email' on failure). */
export function submitDependentEmail({ client, subsidiary }: ApiContextValue, input: DependentEmailInput): Promise<void> {
  const route = callRoutes.submitDependentEmail;
  return asAccountCall('submitDependentEmail', async () => {
    await client.request<DependentEmailResponse>(route.method, callPath(route.path, { subsidiary }), { body: toDependentEmailRequest(input) });
  });
}
