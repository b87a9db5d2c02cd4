import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { allConnectionsAtWork, type Db } from '../db/kysely.js';

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/health/live', { config: { public: true }, logLevel: 'warn' }, async () => ({ status: 'UP' }));
  app.get('/health/ready', { config: { public: true }, logLevel: 'warn' }, async (_request, reply) => {
    if (app.draining) return reply.status(503).send({ status: 'DOWN' });
    try {
      // a process whose every connection is at work reached the database just now; asking once more would wait
      // behind its requests, and the proxy would take the busiest process out, the last one in a rolling restart
      if (!allConnectionsAtWork(db)) await sql`select 1`.execute(db);
      return { status: 'UP' };
    } catch {
      return reply.status(503).send({ status: 'DOWN' });
    }
  });
}
