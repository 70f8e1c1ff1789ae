// Why adding or removing a passkey failed, in words for the member: the
// browser's prompt cancelled or timed out, this device already has one, the
// server's own 400/404 message, or a generic failure.
import { isHttpError } from '@portal/api-client';
import type { Translate } from '../../forms/translate.ts';

export function passkeyFailureText(error: unknown, t: Translate): string {
  const name = error instanceof Error ? error.name : undefined;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (name === 'NotAllowedError' || name === 'AbortError') return t('passkeys.cancelled');
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return t('passkeys.alreadyOnDevice');
  if (isHttpError(error) && (error.status === 400 || error.status === 404)) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return t('passkeys.failed');
}
