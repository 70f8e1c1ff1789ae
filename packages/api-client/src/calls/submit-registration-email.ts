import type { RegistrationEmailResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toRegistrationEmailRequest, type RegistrationEmailInput } from '../mapping/registration-account.ts';
import { toCodeSent, type CodeSent } from '../mapping/registration-codes.ts';

/** Registration step 3: the sign-in email; a code is sent to it. A taken email fails as 'emailExists' (§4). */
export function submitRegistrationEmail({ client, subsidiary }: ApiContextValue, input: RegistrationEmailInput): Promise<CodeSent> {
  const route = callRoutes.submitRegistrationEmail;
  return asAccountCall('submitRegistrationEmail', async () =>
    toCodeSent(
      await client.request<RegistrationEmailResponse>(route.method, callPath(route.path, { subsidiary }), { body: toRegistrationEmailRequest(input) }),
    ),
  );
}
