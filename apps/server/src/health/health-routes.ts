// /health/live and /health/ready for a load balancer or orchestrator. Live: the
// process answers. Ready: the database answers SELECT 1 and the upload storage
// is reachable, and the server is not shutting down — a copy that is draining
// says 503 at once so the balancer stops sending to it.
// No auth, no audit event (outside the API's audit hook), never cached.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness of this copy; `drain()` makes /health/ready answer 503 from now on (graceful shutdown). */
    health: { drain(): void; readonly draining: boolean };
  }
}

export interface HealthOptions {
  db: Pick<Database, 'query'>;
  storage: Pick<FileStorage, 'check'>;
  /** Longest wait for one dependency before it counts as down. */
  checkTimeoutMs?: number;
}

type CheckResult = 'ok' | 'unreachable';

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function answer(reply: FastifyReply, status: number, body: object) {
  return reply.code(status).header('cache-control', 'no-store').type('application/json').send(body);
}

export const healthPlugin = fp(
  async (app: FastifyInstance, { db, storage, checkTimeoutMs = 2_000 }: HealthOptions) => {
    let draining = false;
    app.decorate('health', {
      drain() {
        draining = true;
      },
      get draining() {
        return draining;
      },
    });

    async function check(name: string, work: () => Promise<unknown>): Promise<CheckResult> {
      try {
        await withinTime(work(), checkTimeoutMs);
        return 'ok';
      } catch (err) {
        app.log.warn({ err, dependency: name }, 'readiness check failed');
        return 'unreachable';
      }
    }

    app.get('/health/live', { logLevel: 'warn' }, async (_request, reply) => answer(reply, 200, { status: 'live' }));

    app.get('/health/ready', { logLevel: 'warn' }, async (_request, reply) => {
      if (draining) return answer(reply, 503, { status: 'draining' });
      const [database, fileStorage] = await Promise.all([
        check('database', () => db.query('SELECT 1')),
        check('storage', () => storage.check()),
      ]);
      const ready = database === 'ok' && fileStorage === 'ok';
      return answer(reply, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks: { database, storage: fileStorage } });
    });
  },
  { name: 'health' },
);
