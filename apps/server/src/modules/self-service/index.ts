// The self-service module: the signed-in account changes its
// password or its sign-in email (§2 Profile).
import type { FastifyPluginAsync } from 'fastify';
import { issuerOf } from '../../config.ts';
import { createAccountChangesRepository } from '../../identity/accounts/account-changes-repository.ts';
import { createAccountRepository } from '../../identity/accounts/account-repository.ts';
import { createPasswordReplacement } from '../../identity/accounts/password-replacement.ts';
import { createSessionRevocation } from '../../identity/revocation/session-revocation.ts';
import { passkeySelfServiceRoutes } from '../../identity/passkeys/index.ts';
import { secondFactorSelfServiceRoutes, secondFactorsOf } from '../../identity/second-factor/index.ts';
import { perPartner } from '../../per-partner.ts';
import type { ApiModuleOptions } from '../module-options.ts';
import { selfServiceRoutes } from './routes.ts';
import { createSelfService } from './service.ts';

export const selfServiceModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { config, db, messenger, oneTimeCodes, throttle, messageCentre }) => {
  const changes = createAccountChangesRepository(db);
  const service = createSelfService({
    accounts: createAccountRepository(db),
    changes,
    replacement: createPasswordReplacement({ changes, revocation: createSessionRevocation(db), messenger, log: app.log }),
    codes: oneTimeCodes,
    messenger,
    failures: throttle,
    onNoticeFailure: (error) => app.log.warn({ err: error }, 'could not send an account-change notice'),
    messageCentre,
  });
  await app.register(passkeySelfServiceRoutes, { db, config });
  await app.register(secondFactorSelfServiceRoutes, { secondFactors: secondFactorsOf(config, db), accounts: createAccountRepository(db), throttle });
  await app.register(selfServiceRoutes, { service, throttle, issuers: perPartner((partner) => issuerOf(config, partner)) });
};
