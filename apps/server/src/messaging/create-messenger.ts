// The server's messenger from its configuration: nodemailer over SMTP when
// SMTP_URL or SMTP_HOST is set, the development outbox outside production.
// No text and voice provider is chosen yet: production says at
// start that texts and calls cannot be sent, and each such send rejects.
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { createMessenger, type MessengerLog, type TextVoiceProvider } from './deliver-messages.ts';
import type { Messenger } from './messenger.ts';
import { createOutbox } from './outbox.ts';

export interface ConfiguredMessenger {
  readonly messenger: Messenger;
  /** Closes the SMTP connections. */
  close(): void;
}

export function createConfiguredMessenger(
  config: Pick<Config, 'production' | 'smtp'>,
  { db, log, textVoice }: { db: Queryable; log: MessengerLog & { warn(message: string): void }; textVoice?: TextVoiceProvider },
): ConfiguredMessenger {
  const transporter = config.smtp ? nodemailer.createTransport(config.smtp.server) : undefined;
  if (config.production && !transporter) log.warn('No SMTP server is configured (SMTP_URL or SMTP_HOST): email cannot be sent');
  if (config.production && !textVoice) log.warn('No text and voice provider is configured: text messages and voice calls cannot be sent');
  const messenger = createMessenger({
    production: config.production,
    ...(config.production ? {} : { outbox: createOutbox(db) }),
    ...(transporter && config.smtp ? { email: { sender: transporter, from: config.smtp.from } } : {}),
    ...(textVoice ? { textVoice } : {}),
    log,
  });
  return { messenger, close: () => transporter?.close() };
}
