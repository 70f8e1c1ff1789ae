// How the server tells a person something: one-time codes,
// account-change notices. Email goes out through SMTP, text and voice through
// a provider; outside production every message also lands in the development
// outbox (GET /dev/outbox). Callers compose the words; the messenger delivers.

export type MessageChannel = 'email' | 'text' | 'voice';

export interface OutgoingMessage {
  /** An email address for 'email'; ten phone digits for 'text' and 'voice'. */
  readonly to: string;
  readonly channel: MessageChannel;
  /** Email subject; for text and voice a short label kept in the outbox. */
  readonly subject: string;
  /** The plain-text body (what a text message or a voice call says). */
  readonly text: string;
}

export interface Messenger {
  /** Delivers one message; rejects when the channel's transport failed. */
  send(message: OutgoingMessage): Promise<void>;
}
