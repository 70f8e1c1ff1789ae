import type { EmailChangeCodeResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toCodeSent, type CodeSent } from '../mapping/registration-codes.ts';
import { toEmailChangeCodeRequest, type EmailChangeCodeInput } from '../mapping/self-service.ts';

/** Profile: sends a code to the NEW sign-in email (§8: 403 shows the server message). */
export function requestEmailChangeCode({ client, subsidiary }: ApiContextValue, input: EmailChangeCodeInput): Promise<CodeSent> {
  const route = callRoutes.requestEmailChangeCode;
  return asAccountCall('requestEmailChangeCode', async () =>
    toCodeSent(
      await client.request<EmailChangeCodeResponse>(route.method, callPath(route.path, { subsidiary }), { body: toEmailChangeCodeRequest(input) }),
    ),
  );
}
