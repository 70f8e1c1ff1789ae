// Reads the development outbox (GET /dev/outbox.json) in app.inject() tests:
// the messages to one address, newest first, and the code in the newest.
// Some codes are sent after the answer (forgot password), so readers wait
// for the number of messages they expect.
import type { FastifyInstance } from 'fastify';

export interface OutboxEntry {
  to: string;
  channel: string;
  subject: string;
  text: string;
  at: string;
}

export async function outboxTo(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
  if (response.statusCode !== 200) throw new Error(`outbox: ${response.statusCode} ${response.body}`);
  return response.json<OutboxEntry[]>();
}

/** The messages to `to` once there are at least `atLeast` of them (gives up after a few seconds). */
export async function waitForOutbox(app: FastifyInstance, to: string, atLeast: number): Promise<OutboxEntry[]> {
  for (let tries = 0; ; tries += 1) {
    const messages = await outboxTo(app, to);
    if (messages.length >= atLeast) return messages;
    if (tries >= 200) throw new Error(`outbox: ${messages.length} message(s) to ${to}, expected at least ${atLeast}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The six-digit code of the newest message to `to`, once there are at least `atLeast` messages. */
export async function newestCodeTo(app: FastifyInstance, to: string, atLeast = 1): Promise<string> {
  const [newest] = await waitForOutbox(app, to, atLeast);
  const code = newest ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
  if (!code) throw new Error(`no code in the newest message to ${to}: ${newest?.text ?? 'no message'}`);
  return code;
}
