// (a′) The floor for any database-backed call: a bare Fastify answering one
// indexed PostgreSQL lookup per request — the member named in the path, by
// primary key, from the seeded members table — through the app's own driver
// and pool (openPostgresDatabase: pg, named statements, the same pool size).
// No authentication, no audit, no second query: what is left of GET members
// when everything but one round trip is taken away.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';

// The same columns as the members repository's lookup (src/modules/members/repository.ts).
const memberById = `SELECT id, first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName", email,
        state_code AS "stateCode", address_line1 AS "addressLine1", address_line2 AS "addressLine2", city,
        zip_code AS "zipCode", phone, opt_in_display_ind AS "optInDisplayInd"
   FROM members WHERE id = $1`;

export interface LookupServer {
  readonly app: FastifyInstance;
  readonly url: string;
  /** Closes the server and its pool. */
  close(): Promise<void>;
}

export async function startLookupServer(options: { connectionString: string; schema: string; maxConnections: number }): Promise<LookupServer> {
  const db: Database = await openPostgresDatabase(options);
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/member/:id', async (request, reply) => {
    const [member] = await db.query(memberById, [request.params.id]);
    if (!member) return reply.code(404).send({ message: 'Not found' });
    return member;
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
