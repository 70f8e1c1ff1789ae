// The baseline: a bare Fastify hello-world, same process and Fastify as the app.
import Fastify, { type FastifyInstance } from 'fastify';

export async function startHelloServer(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url };
}
