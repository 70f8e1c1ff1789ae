// Reads the development outbox (GET /dev/outbox.json) in app.inject() tests:
// the messages to one address, newest first, and the code in the newest.
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

/** The six-digit code of the newest message to `to` whose subject matches. */
export async function newestCodeTo(app: FastifyInstance, to: string): Promise<string> {
  const [newest] = await outboxTo(app, to);
  const code = newest ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
  if (!code) throw new Error(`no code in the newest message to ${to}: ${newest?.text ?? 'no message'}`);
  return code;
}
