import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The per-IP limit of public endpoints that citizens' frames call (reports, uploads, address search):
 * anonymous callers are limited, logged-in staff are not. Runs after the auth hook, so request.auth is known.
 */
export const anonymousRateLimit = (config: Config) => ({
  max: config.rateLimits.publicReports,
  timeWindow: '1 minute',
  allowList: (request: FastifyRequest) => request.auth !== null,
});

/** The per-IP limit of login, registration and password-reset requests. */
export const authRateLimit = (config: Config) => ({ max: config.rateLimits.auth, timeWindow: '1 minute' });
