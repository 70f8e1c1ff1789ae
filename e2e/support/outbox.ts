// One-time codes as a person receives them: the development outbox
// (GET {origin}/dev/outbox.json, newest first; ?to= filters by address or
// phone, case-insensitively) holds every email, text and voice message the
// server sent outside production.
import { expect, type APIRequestContext } from '@playwright/test';
import { fromTestRunner } from './test-runner-request.ts';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'text' | 'voice' | string;
  subject: string;
  text: string;
  at: string;
}

/** The messages sent to `to` (an email address or 10-digit phone), newest first. */
export async function outboxMessagesTo(request: APIRequestContext, origin: string, to: string): Promise<OutboxMessage[]> {
  const { url, headers } = fromTestRunner({ origin }, `/dev/outbox.json?to=${encodeURIComponent(to)}`);
  const answer = await request.get(url, { headers });
  expect(answer.status(), 'the development outbox answers').toBe(200);
  const messages = (await answer.json()) as OutboxMessage[];
  return messages.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}

/** The 5- or 6-digit code of a message ('… code is 123456.' or a voice call's '4 8 6 4 4'). */
export function codeIn(text: string): string | undefined {
  return /\b\d(?: ?\d){4,5}\b/.exec(text)?.[0].replace(/ /g, '');
}

/**
 * Waits for the newest message to `to` sent at or after `since` that holds a
 * code, and answers the code. `since` is taken just before the action that
 * sends it (the server's clock is this machine's).
 */
export async function waitForCode(request: APIRequestContext, origin: string, to: string, since: Date): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const newest = (await outboxMessagesTo(request, origin, to)).find((message) => Date.parse(message.at) >= since.getTime());
        code = newest ? codeIn(newest.text) : undefined;
        return code;
      },
      { message: `a code sent to ${to}`, timeout: 15_000 },
    )
    .toBeDefined();
  return code!;
}

/** Waits for a message to `to` at or after `since` whose subject matches `subject`. */
export async function waitForMessage(request: APIRequestContext, origin: string, to: string, since: Date, subject: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxMessagesTo(request, origin, to)).find((message) => Date.parse(message.at) >= since.getTime() && subject.test(message.subject));
        return found !== undefined;
      },
      { message: `a message to ${to} with the subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
