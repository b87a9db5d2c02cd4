import type { FastifyInstance } from 'fastify';

/** The Authorization header value that opens a session: what a login answers, and the provider states hand out. */
export const bearerOf = (app: FastifyInstance, sessionId: string): string =>
  `Bearer ${app.jwt.sign({ sid: sessionId }, { expiresIn: `${app.config.sessionMaxHours}h` })}`;
