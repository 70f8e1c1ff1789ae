// The development outbox on every brand host: GET /dev/outbox,
// a page listing what the server sent, newest first, and GET /dev/outbox.json
// for tests ({to, channel, subject, text, at}[]); ?to= keeps one address or
// number. Registered before site hosting so the SPA fallback cannot answer
// these paths; in production both are 404 (the outbox is not kept there).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import Type from 'typebox';
import { escapeHtml } from '../lib/escape-html.ts';
import { errorBody } from '../lib/http-error.ts';
import type { Outbox, OutboxMessage } from './outbox.ts';

export interface OutboxRouteOptions {
  readonly production: boolean;
  readonly outbox: Outbox;
}

const channelNames = { email: 'Email', text: 'Text message', voice: 'Voice call' } as const;

function row(message: OutboxMessage): string {
  const at = message.at.toISOString();
  return `<li>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">${channelNames[message.channel]} to <strong>${escapeHtml(message.to)}</strong>, <time datetime="${at}">${at.replace('T', ' ').slice(0, 19)} UTC</time></p>
  <pre>${escapeHtml(message.text)}</pre>
</li>`;
}

export function outboxPage(messages: readonly OutboxMessage[], to: string | undefined): string {
  const heading = to ? `Messages to ${escapeHtml(to)}` : 'All messages';
  const list = messages.length === 0 ? '<p>No messages yet.</p>' : `<ol>\n${messages.map(row).join('\n')}\n</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
  ol { list-style: none; padding: 0; }
  li { border: 1px solid #767676; border-radius: 4px; padding: 0.75rem 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  .meta { margin: 0 0 0.5rem; color: #4a4a4a; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1rem; margin: 0; }
</style>
</head>
<body>
<main>
<h1>Development outbox</h1>
<p>What the server sent while not in production, newest first (the last 500 messages). Nothing here left the machine unless email is configured.</p>
<p>${heading} (${messages.length}). <a href="/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}">As JSON</a></p>
${list}
</main>
</body>
</html>
`;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json').send(errorBody(404, 'The requested resource was not found.'));
}

export const outboxRoutes: FastifyPluginAsync<OutboxRouteOptions> = async (app, { production, outbox }) => {
  const querystring = Type.Object({ to: Type.Optional(Type.String({ maxLength: 320 })) });

  app.get<{ Querystring: { to?: string } }>('/dev/outbox.json', { schema: { querystring } }, async (request, reply) => {
    if (production) return notFound(reply);
    const messages = await outbox.list({ ...(request.query.to !== undefined ? { to: request.query.to } : {}) });
    return reply.header('cache-control', 'no-store').send(messages.map((m) => ({ ...m, at: m.at.toISOString() })));
  });

  app.get<{ Querystring: { to?: string } }>('/dev/outbox', { schema: { querystring } }, async (request, reply) => {
    if (production) return notFound(reply);
    const to = request.query.to?.trim() || undefined;
    const messages = await outbox.list({ ...(to !== undefined ? { to } : {}) });
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(outboxPage(messages, to));
  });
};
