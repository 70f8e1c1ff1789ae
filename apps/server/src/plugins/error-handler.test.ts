import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { DocumentQueueFullError } from '../documents/errors.ts';
import { MessageNotSentError } from '../messaging/deliver-messages.ts';
import { busyMessage, databaseRetryAfterSeconds, databaseUnavailableMessage, errorHandlerPlugin } from './error-handler.ts';
import { HttpError } from '../lib/http-error.ts';

async function appThatThrows(error: Error) {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  app.post('/echo', async (request) => request.body);
  return app;
}

describe('error handler', () => {
  it('answers a generic 500 without the stack trace or SQL of an unexpected error', async () => {
    const failure = new Error('relation "members" does not exist: SELECT password_hash FROM accounts');
    const app = await appThatThrows(failure);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toContain('SELECT');
    expect(response.body).not.toContain('error-handler.test.ts');
  });

  it('answers a typed error with its status and user-safe message', async () => {
    const app = await appThatThrows(new HttpError(403, 'Not for you.'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Not for you.' });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const app = await appThatThrows(new Error('unused'));
    const response = await app.inject({
      method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body).not.toMatch(/\n\s+at /);
  });

  it('names a body field the schema does not allow', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    await app.register(errorHandlerPlugin);
    app.post('/strict', { schema: { body: Type.Object({ email: Type.String() }, { additionalProperties: false }) } }, async () => 'ok');
    const response = await app.inject({ method: 'POST', url: '/strict', payload: { email: 'a@example.com', role: 'csr' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The body field "role" is not valid: this field is not allowed.');
  });
});

describe('error handler: busy (503)', () => {
  it('answers a full document queue with 503, Retry-After and its user-safe message', async () => {
    const app = await appThatThrows(new DocumentQueueFullError());
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Too many documents are being prepared right now. Please try again in a moment.',
    });
  });

  it('answers any other 503 with a generic busy message, never its own text', async () => {
    const overloaded = Object.assign(new Error('pool exhausted at /srv/app/node_modules/pg-pool/index.js:45'), { statusCode: 503 });
    const app = await appThatThrows(overloaded);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: busyMessage });
    expect(response.body).not.toContain('node_modules');
  });

  it('answers a code or notice that cannot be sent (no SMTP or text provider) with 503, Retry-After and words in the caller\'s language', async () => {
    const app = await appThatThrows(new MessageNotSentError('email'));
    const english = await app.inject({ method: 'GET', url: '/boom' });
    expect(english.statusCode).toBe(503);
    expect(english.headers['retry-after']).toBe('300');
    expect(english.json().message).toBe("We can't send messages right now. Please try again later.");
    const spanish = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'es-US,es;q=0.9' } });
    expect(spanish.json().message).toBe('No podemos enviar mensajes en este momento. Inténtelo de nuevo más tarde.');
    expect(spanish.body).not.toContain('SMTP');
  });

  it('keeps other 5xx answers a generic 500', async () => {
    const gateway = Object.assign(new Error('upstream 10.0.0.7:5432 refused'), { statusCode: 502 });
    const app = await appThatThrows(gateway);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Something went wrong on our side. Please try again later.');
    expect(response.body).not.toContain('10.0.0.7');
  });
});

describe('error handler: database unavailable (503)', () => {
  const connectionError = (code: string, message: string) => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', connectionError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', connectionError('ECONNRESET', 'read ECONNRESET')],
    ['an administrator shutdown (57P01)', connectionError('57P01', 'terminating connection due to administrator command')],
    ['a database starting up (57P03)', connectionError('57P03', 'the database system is starting up')],
    ['the pool giving no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a query with no answer in time', new Error('Query read timeout')],
    ['a refusal wrapped as a cause', new Error('loading the member failed', { cause: connectionError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432') })],
    ['a refusal on every address (AggregateError)', new AggregateError([connectionError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')], '')],
  ])('answers %s with 503, Retry-After and a message without the cause', async (_, error) => {
    const app = await appThatThrows(error);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(databaseRetryAfterSeconds));
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: databaseUnavailableMessage.en });
    expect(response.body).not.toMatch(/5432|ECONN|57P0|timeout|terminat/i);
  });

  it('answers in Spanish to a Spanish caller', async () => {
    const app = await appThatThrows(connectionError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'es-US,es;q=0.9' } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('El servicio no está disponible por un momento. Inténtelo de nuevo en breve.');
  });

  it('keeps a failing query (not a lost database) a generic 500', async () => {
    const app = await appThatThrows(connectionError('42P01', 'relation "members" does not exist'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
