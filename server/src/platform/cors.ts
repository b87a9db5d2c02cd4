import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { changesOf, type DatabaseChanges } from '../db/changes.js';
import type { Database } from '../db/schema.js';
import { apiKeyOf, findTenantByApiKey } from './api-key.js';
import { originsOf } from './cors-origins.js';
import { AppError } from './errors.js';

/**
 * Who may call a route from a page of another origin (docs/decisions/cors.md); a route without it is the staff
 * API's or the web app's: same origin only, no CORS headers, and a preflight answers 404 as before.
 * - `any-origin`: public reads; any page, without credentials (`Access-Control-Allow-Origin: *`).
 * - `tenant-origins`: public writes; the origins the tenant of the request's API key lists, and CORS_ORIGINS.
 */
export type CorsPolicy = 'any-origin' | 'tenant-origins';

declare module 'fastify' {
  interface FastifyContextConfig {
    cors?: CorsPolicy;
  }
}

export const CORS_MESSAGES = {
  refused: 'Diese Webseite darf die Schnittstelle nicht aufrufen: Ihre Herkunft ist für diesen Mandanten nicht freigegeben.',
};

/** The headers a public client may send besides the safelisted ones; never Authorization (that is the staff's). */
const ALLOWED_HEADERS = 'Content-Type, X-Api-Key, X-Device-Id, If-None-Match';
/** How long a browser may keep a preflight's answer: a tenant's changed list counts within ten minutes. */
const PREFLIGHT_MAX_AGE = '600';

interface CorsRoute {
  pattern: RegExp;
  method: string;
  policy: CorsPolicy;
}

/**
 * A route's path pattern as a regular expression over the request's path: each `:param` is one or more
 * characters up to the next `/` (so `/requests/:service_request_id.:format` splits at the last dot as Fastify
 * does). The patterns are the few public routes'; none uses a wildcard or a regular-expression parameter.
 */
function routePattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Adds a field to Vary, keeping what another part of the app named there (compression's Accept-Encoding). */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = typeof current === 'string' ? current.split(',').map((entry) => entry.trim()) : [];
  if (!fields.some((entry) => entry.toLowerCase() === field.toLowerCase())) reply.header('vary', [...fields, field].join(', '));
}

/** Every tenant's origins together, kept until the rights version moves (the tenant is a rights table). */
const allTenantOrigins = new WeakMap<DatabaseChanges, { version: string; origins: Promise<Set<string>> }>();

async function anyTenantOrigins(db: Kysely<Database>): Promise<Set<string>> {
  const changes = changesOf(db);
  const version = changes.rightsVersion();
  const cached = allTenantOrigins.get(changes);
  if (cached?.version === version) return cached.origins;
  const origins = db
    .selectFrom('tenant')
    .select('corsOrigins')
    .where('corsOrigins', 'is not', null)
    .execute()
    .then((rows) => new Set(rows.flatMap(originsOf)));
  allTenantOrigins.set(changes, { version, origins });
  return origins;
}

/**
 * The CORS policy of the public routes (route config `cors`), as one platform hook instead of @fastify/cors: its
 * options are per plugin, not per route, and the tenant's list depends on the API key, which an Open311 request
 * carries in its body. Registered before the modules: it collects their routes as they are added.
 */
export function registerCors(app: FastifyInstance, db: Kysely<Database>, configured: readonly string[]): void {
  const routes: CorsRoute[] = [];
  const fixed = new Set(configured);

  app.addHook('onRoute', (route) => {
    const policy = route.config?.cors;
    if (!policy) return;
    for (const method of [route.method].flat()) routes.push({ pattern: routePattern(route.url), method, policy });
  });

  /** A request from a page of another origin: an Origin header that is neither this server nor its public address. */
  const foreignOrigin = (request: FastifyRequest): string | null => {
    const origin = request.headers.origin;
    if (!origin) return null;
    if (origin === new URL(app.config.publicUrl).origin) return null;
    try {
      return new URL(origin).host === request.host ? null : origin;
    } catch {
      return origin;
    }
  };

  /** Whether the origin may write with this key: CORS_ORIGINS, else the key's tenant's list. */
  const mayWrite = async (origin: string, key: string | null): Promise<boolean> => {
    if (fixed.has(origin)) return true;
    if (!key) return false;
    const lookup = await findTenantByApiKey(db, key, ['APIZUGRIFF']);
    return lookup.status === 'valid' && originsOf(lookup.tenant).includes(origin);
  };

  const allow = (reply: FastifyReply, origin: string) => {
    reply.header('access-control-allow-origin', origin);
    addVary(reply, 'Origin');
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return preflight(request, reply);
    const policy = request.routeOptions.config.cors;
    if (policy === 'any-origin') {
      reply.header('access-control-allow-origin', '*');
      return;
    }
    if (policy !== 'tenant-origins') return;
    addVary(reply, 'Origin');
    // decided here when the key is in the address or a header, so a rate limit's 429 is readable too; a key in
    // the body (Open311's api_key) is looked at once the body is read (preValidation)
    const origin = foreignOrigin(request);
    if (origin && (await mayWrite(origin, apiKeyOf(request)))) allow(reply, origin);
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.cors !== 'tenant-origins' || reply.hasHeader('access-control-allow-origin')) return;
    const origin = foreignOrigin(request);
    if (!origin) return;
    const bodyKey = (request.body as { api_key?: unknown } | null | undefined)?.api_key;
    if (typeof bodyKey === 'string' && (await mayWrite(origin, bodyKey.trim()))) return allow(reply, origin);
    throw new AppError(403, 'CORS_ORIGIN_REFUSED', CORS_MESSAGES.refused);
  });

  /**
   * A browser's preflight (OPTIONS with Origin and Access-Control-Request-Method) for a public route; anything
   * else goes on to the 404 it always got. A write's key is known only when it is in the address: without one the
   * preflight allows an origin some tenant lists, and the write itself is then checked against its key's tenant.
   */
  async function preflight(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    const requested = request.headers['access-control-request-method'];
    if (!origin || typeof requested !== 'string') return;
    const [path = ''] = request.url.split('?');
    const atPath = routes.filter((route) => route.pattern.test(path));
    const policy = atPath.find((route) => route.method === requested.toUpperCase())?.policy;
    if (!policy) return;
    const methods = [...new Set(atPath.filter((route) => route.policy === policy).map((route) => route.method))].join(', ');
    if (policy === 'any-origin') {
      reply.header('access-control-allow-origin', '*');
    } else {
      addVary(reply, 'Origin');
      const key = apiKeyOf(request);
      const allowed = key ? await mayWrite(origin, key) : fixed.has(origin) || (await anyTenantOrigins(db)).has(origin);
      if (!allowed) return reply.code(403).send({ message: CORS_MESSAGES.refused, code: 'CORS_ORIGIN_REFUSED' });
      reply.header('access-control-allow-origin', origin);
    }
    return reply
      .code(204)
      .header('access-control-allow-methods', methods)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE)
      .send();
  }
}
