// Why an authenticator call failed, in words for the member: the server's own
// 400/403/429 message (wrong password, too many tries with the wait, already
// set up), or a generic failure.
import { isHttpError } from '@portal/api-client';
import type { Translate } from '../../forms/translate.ts';

export function authenticatorFailureText(error: unknown, t: Translate): string {
  if (isHttpError(error) && [400, 403, 429].includes(error.status) && error.serverMessage) return error.serverMessage;
  return t('authenticatorApp.failed');
}
