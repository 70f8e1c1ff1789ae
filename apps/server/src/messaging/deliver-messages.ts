// The Messenger itself: email through an SMTP sender, text and
// voice through a TextVoiceProvider, and outside production a copy of every
// message in the development outbox. Without a transport a message cannot be
// sent: in development the outbox is then its only destination (no error); in
// production the send rejects and says so in the log — it never pretends.
import type { Outbox } from './outbox.ts';
import { maskDestination } from './mask.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';

/** What the messenger needs of an email transport (a nodemailer Transporter fits). */
export interface EmailSender {
  sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export type TextVoiceMessage = OutgoingMessage & { readonly channel: 'text' | 'voice' };

/** A text-message and voice-call provider; none is chosen yet. */
export interface TextVoiceProvider {
  send(message: TextVoiceMessage): Promise<void>;
}

/** The logger calls the messenger makes (Fastify's and pino's fit). */
export interface MessengerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MessengerOptions {
  readonly production: boolean;
  /** Outside production every message is written here first. */
  readonly outbox?: Outbox;
  readonly email?: { readonly sender: EmailSender; readonly from: string };
  readonly textVoice?: TextVoiceProvider;
  readonly log: MessengerLog;
}

/** A message that could not be delivered because its channel has no transport. */
export class MessageNotSentError extends Error {
  override readonly name = 'MessageNotSentError';
  constructor(readonly channel: OutgoingMessage['channel']) {
    super(`No ${channel === 'email' ? 'SMTP server' : 'text and voice provider'} is configured; the ${channel} message cannot be sent`);
  }
}

export function createMessenger({ production, outbox, email, textVoice, log }: MessengerOptions): Messenger {
  if (!production && !outbox) throw new Error('Outside production the messenger needs the development outbox');

  async function deliver(message: OutgoingMessage): Promise<'sent' | 'noTransport'> {
    if (message.channel === 'email') {
      if (!email) return 'noTransport';
      await email.sender.sendMail({ from: email.from, to: message.to, subject: message.subject, text: message.text });
      return 'sent';
    }
    if (!textVoice) return 'noTransport';
    await textVoice.send(message as TextVoiceMessage);
    return 'sent';
  }

  return {
    async send(message) {
      // Only the channel and a masked destination are logged: the text holds codes.
      const details = { channel: message.channel, to: maskDestination(message.channel, message.to) };
      if (!production) await outbox!.add(message);
      let outcome: 'sent' | 'noTransport';
      try {
        outcome = await deliver(message);
      } catch (error) {
        log.error({ ...details, err: error }, 'message could not be sent');
        throw error;
      }
      if (outcome === 'sent') {
        log.info(details, 'message sent');
      } else if (production) {
        const error = new MessageNotSentError(message.channel);
        log.error(details, error.message);
        throw error;
      } else {
        log.info(details, 'message kept in the development outbox only');
      }
    },
  };
}
