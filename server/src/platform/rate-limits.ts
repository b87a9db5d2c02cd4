import type { FastifyRequest } from 'fastify';
import type { Config, ProxyTrust } from '../config.js';

/**
 * Fastify's trustProxy for TRUST_PROXY, which decides the address the per-IP limits count. Fastify ignores a
 * bare hop count (it cannot check the immediate peer); TRUST_PROXY still offers one for a server that only its
 * proxies can reach, as the equivalent trust function: the first `hops` addresses from the socket on are proxies.
 */
export function trustProxyOption(trust: ProxyTrust): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

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
