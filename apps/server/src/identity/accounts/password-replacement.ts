// Replacing an account's password (forgot password at
// the identity provider, change password in the profile): store the new scrypt
// hash, sign the account out everywhere, tell the member by email. The notice
// is best effort: the password is already changed when it cannot be sent.
import type { FastifyBaseLogger } from 'fastify';
import type { Messenger } from '../../messaging/messenger.ts';
import type { AccountRecord } from './account-repository.ts';
import type { AccountChangesRepository } from './account-changes-repository.ts';
import { accountNotice } from './account-notices.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SessionRevocation } from '../revocation/session-revocation.ts';
import type { Language } from '../texts.ts';

export interface PasswordReplacement {
  replace(account: Pick<AccountRecord, 'id' | 'partner' | 'email'>, newPassword: string, language: Language): Promise<void>;
}

export function createPasswordReplacement({
  changes, revocation, messenger, log,
}: {
  changes: AccountChangesRepository;
  revocation: SessionRevocation;
  messenger: Messenger;
  log: FastifyBaseLogger;
}): PasswordReplacement {
  return {
    async replace(account, newPassword, language) {
      await changes.replacePasswordHash(account.id, await hashPassword(newPassword));
      await revocation.revokeEverythingOf(account.id);
      try {
        await messenger.send(accountNotice('passwordChanged', { partner: account.partner, to: account.email, language }));
      } catch (error) {
        log.warn({ err: error, partner: account.partner }, 'could not send the password-changed notice');
      }
    },
  };
}
