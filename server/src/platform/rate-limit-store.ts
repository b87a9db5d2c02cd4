import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { isPostgres, type Db } from '../db/kysely.js';
import { isoPlus } from '../db/values.js';

/** How often a process removes the windows that have ended; a row outlives its window by at most this. */
const SWEEP_MS = 60_000;

export interface WindowCount {
  hits: number;
  windowEndsAt: string;
}

/**
 * Counts a hit of a key in its fixed window, starting a new window when the stored one has ended. One
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, so processes sharing the database never lose or double a hit.
 */
export function countHit(db: Db, key: string, windowMs: number, at: Date = new Date()): Promise<WindowCount> {
  const now = at.toISOString();
  return db
    .insertInto('rateLimit')
    .values({ key, hits: 1, windowEndsAt: isoPlus(windowMs, at) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        // ISO timestamps of one format compare as text on both databases
        const running = eb('rateLimit.windowEndsAt', '>', now);
        return {
          hits: eb
            .case()
            .when(running)
            .then(eb('rateLimit.hits', '+', 1))
            .else(1)
            .end(),
          windowEndsAt: eb.case().when(running).then(eb.ref('rateLimit.windowEndsAt')).else(eb.ref('excluded.windowEndsAt')).end(),
        };
      }),
    )
    .returning(['hits', 'windowEndsAt'])
    .executeTakeFirstOrThrow();
}

/** Removes the windows that have ended: their keys start afresh anyway, and the table keeps no old addresses. */
export async function removeEndedWindows(db: Db, at: Date = new Date()): Promise<void> {
  await db.deleteFrom('rateLimit').where('windowEndsAt', '<=', at.toISOString()).execute();
}

/**
 * @fastify/rate-limit's store over the rate_limit table, so that every process on one database counts the same
 * per-IP limits (its own store counts in memory, per process). A fixed window per route and client address;
 * the options the app does not use (continueExceeding, exponentialBackoff, ban) are not supported. Each
 * process sweeps ended windows at most once a minute, while it counts, so no separate job is needed.
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let nextSweepAt = 0;
  const sweep = (at: Date) => {
    if (at.getTime() < nextSweepAt) return;
    nextSweepAt = at.getTime() + SWEEP_MS;
    removeEndedWindows(db, at).catch((error) => log.warn({ err: error }, 'removing ended rate-limit windows failed'));
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** the plugin constructs the root store with its options; the counts need none of them */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = new Date();
      countHit(db, this.prefix + key, timeWindow, at).then(
        ({ hits, windowEndsAt }) => callback(null, { current: hits, ttl: Date.parse(windowEndsAt) - at.getTime() }),
        (error: Error) => callback(error),
      );
      sweep(at);
    }

    /**
     * One store per limited route, as the plugin's own stores have: a route's limit counts its own requests.
     * The plugin passes the route's merged limit options with the route under `routeInfo`, not what its typings say.
     */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const { method, url } = (routeOptions as { routeInfo: Partial<RouteOptions> }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${String(method)} ${url} `);
    }
  }
  return DatabaseRateLimitStore;
}

/**
 * The store for a database's processes: those sharing PostgreSQL count in the table; SQLite serves one process
 * (its deployment model), so @fastify/rate-limit's own memory store (undefined here) is exact there and spares
 * every limited request a write of its own (docs/decisions/rate-limits-in-database.md).
 */
export function sharedRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor | undefined {
  return isPostgres(db) ? databaseRateLimitStore(db, log) : undefined;
}
