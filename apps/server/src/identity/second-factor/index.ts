// Second factors wired from the configuration: keys derived from COOKIE_KEYS.
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { deriveRecoveryCodeKey } from './recovery-codes.ts';
import { createSecondFactors } from './second-factors.ts';
import { createSecretBox, deriveSecretBoxKey } from './secret-box.ts';

export function secondFactorsOf(config: Config, db: Queryable) {
  return createSecondFactors({
    db,
    secretBox: createSecretBox(config.cookieKeys.map(deriveSecretBoxKey)),
    recoveryKeys: config.cookieKeys.map(deriveRecoveryCodeKey),
  });
}
export { createSecondFactorSignIn, secondFactorRoutes, type SecondFactorSignIn } from './sign-in-routes.ts';
export type { SecondFactors, SecondFactorStatus, TotpSetup } from './second-factors.ts';
export { secondFactorSelfServiceRoutes } from './self-service-routes.ts';
