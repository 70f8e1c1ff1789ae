import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { productionEnv } from '../../test/support/production-env.ts';
import { testConfig } from '../../test/app-testing.ts';
import { describeOnEachDatabase } from '../../test/support/test-databases.ts';
import { createConfiguredMessenger } from './create-messenger.ts';
import { createMessenger, MessageNotSentError, type EmailSender, type TextVoiceMessage } from './deliver-messages.ts';
import type { OutgoingMessage } from './messenger.ts';
import { createOutbox, outboxCapacity } from './outbox.ts';
import { startFakeSmtpServer } from '../../test/support/messaging/fake-smtp-server.ts';

function capturingLog() {
  const lines: unknown[] = [];
  const write = (details: object, message?: string) => void lines.push({ details, message });
  return { lines, info: write, error: write, warn: (message: string) => void lines.push({ message }) };
}

/** nodemailer with its JSON test transport: the built message instead of an SMTP conversation. */
function jsonMail(): EmailSender & { built: { from: { name: string; address: string }; to: { address: string }[]; subject: string; text: string }[] } {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const built: ReturnType<typeof jsonMail>['built'] = [];
  return {
    built,
    async sendMail(mail) {
      const info = await transport.sendMail(mail);
      built.push(JSON.parse(info.message as string));
    },
  };
}

const code = '493817';
const email: OutgoingMessage = { to: 'mary@example.com', channel: 'email', subject: 'Your RSL verification code', text: `Your code is ${code}.` };
const text: OutgoingMessage = { to: '5035551234', channel: 'text', subject: 'Verification code', text: `Your code is ${code}.` };
const voice: OutgoingMessage = { to: '5035559876', channel: 'voice', subject: 'Verification call', text: 'Your code is 4 9 3 8 1.' };

describeOnEachDatabase('messenger', ({ db }) => {
  it('outside production keeps every message in the outbox, newest first, with no SMTP or provider and no error', async () => {
    const outbox = createOutbox(db());
    const log = capturingLog();
    const messenger = createMessenger({ production: false, outbox, log });
    for (const message of [email, text, voice]) await messenger.send(message);
    const kept = await outbox.list();
    expect(kept.slice(0, 3).map(({ to, channel, subject, text: body }) => ({ to, channel, subject, text: body }))).toEqual([voice, text, email]);
    expect(kept[0]!.at).toBeInstanceOf(Date);
    expect(await outbox.list({ to: 'MARY@example.com' })).toHaveLength(1);
  });

  it('sends email through nodemailer when SMTP is configured, and still keeps it in the outbox outside production', async () => {
    const outbox = createOutbox(db());
    const mail = jsonMail();
    const messenger = createMessenger({ production: false, outbox, email: { sender: mail, from: 'RSL <no-reply@rsl.example>' }, log: capturingLog() });
    const message = { ...email, to: 'smtp-check@example.com' };
    await messenger.send(message);
    expect(mail.built).toHaveLength(1);
    expect(mail.built[0]).toMatchObject({
      from: { name: 'RSL', address: 'no-reply@rsl.example' }, to: [{ address: 'smtp-check@example.com' }], subject: email.subject, text: email.text,
    });
    expect(await outbox.list({ to: 'smtp-check@example.com' })).toHaveLength(1);
  });

  it('in production sends text and voice through the provider and keeps no outbox copy', async () => {
    const delivered: TextVoiceMessage[] = [];
    const log = capturingLog();
    const messenger = createMessenger({
      production: true, email: { sender: jsonMail(), from: 'no-reply@rsl.example' },
      textVoice: { send: async (message) => void delivered.push(message) }, log,
    });
    const message = { ...text, to: '5035550000' };
    await messenger.send(message);
    expect(delivered).toEqual([message]);
    expect(await createOutbox(db()).list({ to: '5035550000' })).toEqual([]);
  });

  it('in production without SMTP or provider rejects instead of pretending, and says so in the log', async () => {
    const log = capturingLog();
    const messenger = createMessenger({ production: true, log });
    await expect(messenger.send(email)).rejects.toBeInstanceOf(MessageNotSentError);
    await expect(messenger.send(voice)).rejects.toThrow(/No text and voice provider is configured/);
    expect(JSON.stringify(log.lines)).toContain('cannot be sent');
  });

  it('logs the channel and a masked destination, never the text or the whole destination', async () => {
    const log = capturingLog();
    const messenger = createMessenger({ production: false, outbox: createOutbox(db()), email: { sender: jsonMail(), from: 'no-reply@rsl.example' }, log });
    await messenger.send(email);
    await messenger.send(text);
    const written = JSON.stringify(log.lines);
    expect(written).toContain('m•••@example.com');
    expect(written).toContain('•••-•••-1234');
    expect(written).not.toContain(code);
    expect(written).not.toContain('mary@');
    expect(written).not.toContain('5035551234');
  });

  it('keeps only the latest messages', async () => {
    const outbox = createOutbox(db());
    for (let n = 0; n < outboxCapacity + 3; n++) await outbox.add({ ...text, to: `${n}`.padStart(10, '0') });
    const kept = await outbox.list();
    expect(kept).toHaveLength(outboxCapacity);
    expect(kept[0]!.to).toBe(`${outboxCapacity + 2}`.padStart(10, '0'));
    expect(kept.at(-1)!.to).toBe('3'.padStart(10, '0'));
  });

  it('is built from the configuration: the outbox in development, a warning in production without SMTP', async () => {
    const development = createConfiguredMessenger(testConfig(), { db: db(), log: capturingLog() });
    await development.messenger.send({ ...email, to: 'configured@example.com' });
    expect(await createOutbox(db()).list({ to: 'configured@example.com' })).toHaveLength(1);
    development.close();

    const log = capturingLog();
    const production = createConfiguredMessenger({ production: true, smtp: undefined }, { db: db(), log });
    expect(JSON.stringify(log.lines)).toContain('No SMTP server is configured');
    await expect(production.messenger.send(email)).rejects.toBeInstanceOf(MessageNotSentError);
  });
});

describe('createConfiguredMessenger with SMTP settings', () => {
  it('delivers email over SMTP to the server named by SMTP_URL, From SMTP_FROM', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const config = testConfig({ ...productionEnv, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'RSL <no-reply@rsl.example>' });
      const log = capturingLog();
      const configured = createConfiguredMessenger(config, { db: { query: async () => [], exec: async () => undefined }, log });
      expect(JSON.stringify(log.lines)).not.toContain('No SMTP server');
      await configured.messenger.send(email);
      configured.close();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.recipients).toEqual(['mary@example.com']);
      expect(smtp.received[0]!.data).toContain('From: RSL <no-reply@rsl.example>');
      expect(smtp.received[0]!.data).toContain('Subject: Your RSL verification code');
      expect(smtp.received[0]!.data).toContain(email.text);
    } finally {
      await smtp.close();
    }
  });
});
