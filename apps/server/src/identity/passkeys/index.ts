// Passkeys (WebAuthn) to sign in instead of a password.
import type { Queryable } from '../../db/database.ts';
import { createPasskeyRepository } from './passkey-repository.ts';

export { createPasskeyRepository, type PasskeyRepository, type StoredPasskey } from './passkey-repository.ts';
export { createPasskeyService, PasskeyRefusal, type PasskeyService, type PasskeyView } from './passkey-service.ts';
export { passkeySignInRoutes } from './sign-in-routes.ts';
export { passkeySelfServiceRoutes } from './self-service-routes.ts';

/** Whether the account has a passkey; a passkey counts as a CSR's second factor (second-factor/ enforces). */
export async function hasPasskey(db: Queryable, accountId: string): Promise<boolean> {
  return (await createPasskeyRepository(db).countByAccount(accountId)) > 0;
}
