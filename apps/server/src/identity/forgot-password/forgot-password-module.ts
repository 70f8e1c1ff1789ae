// Forgot password at the identity provider, put together:
// the pages' routes over the reset service, on the accounts, codes, messenger
// and throttle the identity module has.
import type { FastifyPluginAsync } from 'fastify';
import type { IdentityAudit } from '../../audit/identity-audit.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import { createAccountChangesRepository } from '../accounts/account-changes-repository.ts';
import { createAccountRepository } from '../accounts/account-repository.ts';
import { findCustomerServiceLine } from './customer-service-repository.ts';
import { createForgotPasswordReferences } from './forgot-password-reference.ts';
import { forgotPasswordRoutes } from './forgot-password-routes.ts';
import { createForgotPassword } from './forgot-password-service.ts';
import type { OneTimeCodes } from '../one-time-codes/one-time-codes.ts';
import { createPasswordReplacement } from '../accounts/password-replacement.ts';
import { createSessionRevocation } from '../revocation/session-revocation.ts';

export interface ForgotPasswordModuleOptions {
  config: Config;
  db: Database;
  messenger: Messenger;
  oneTimeCodes: OneTimeCodes;
  throttle: Throttle;
  /** password.reset in the audit trail. */
  identityAudit?: IdentityAudit;
}

export const forgotPasswordModule: FastifyPluginAsync<ForgotPasswordModuleOptions> = async (app, { config, db, messenger, oneTimeCodes, throttle, identityAudit }) => {
  const accounts = createAccountRepository(db);
  const changes = createAccountChangesRepository(db);
  const forgotPassword = createForgotPassword({
    findAccountByEmail: (partner, email) => accounts.findAccountByEmail(partner, email),
    codes: oneTimeCodes,
    replacement: createPasswordReplacement({ changes, revocation: createSessionRevocation(db), messenger, log: app.log }),
    references: createForgotPasswordReferences({ keys: config.cookieKeys }),
    failures: throttle,
    onSendFailure: (error) => app.log.warn({ err: error }, 'could not send a password reset code'),
    onReset: async (account) => identityAudit?.accountChanged('password.reset', account),
  });
  await app.register(forgotPasswordRoutes, {
    config, forgotPassword, throttle, customerServiceOf: (partner) => findCustomerServiceLine(db, partner),
  });
};
