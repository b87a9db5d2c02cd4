import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely.js';

export function registerHealth(app: FastifyInstance, db: Db): void {
  app.get('/health/live', { config: { public: true }, logLevel: 'warn' }, async () => ({ status: 'UP' }));
  app.get('/health/ready', { config: { public: true }, logLevel: 'warn' }, async (_request, reply) => {
    if (app.draining) return reply.status(503).send({ status: 'DOWN' });
    try {
      await sql`select 1`.execute(db);
      return { status: 'UP' };
    } catch {
      return reply.status(503).send({ status: 'DOWN' });
    }
  });
}
