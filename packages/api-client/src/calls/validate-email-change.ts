import type { EmailChangeValidationResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toEmailChange, toEmailChangeValidation, type EmailChange, type EmailChangeValidationInput } from '../mapping/self-service.ts';

/** Profile: confirms the new sign-in email with its code; `changed` false is §8 'The one-time passcode is incorrect.' */
export function validateEmailChange({ client, subsidiary }: ApiContextValue, input: EmailChangeValidationInput): Promise<EmailChange> {
  const route = callRoutes.validateEmailChange;
  return asAccountCall('validateEmailChange', async () =>
    toEmailChange(
      await client.request<EmailChangeValidationResponse>(route.method, callPath(route.path, { subsidiary }), {
        body: toEmailChangeValidation(input),
      }),
    ),
  );
}
