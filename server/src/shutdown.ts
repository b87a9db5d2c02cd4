import type { FastifyInstance } from 'fastify';
import type { Db } from './db/kysely.js';

/** what an orchestrator waits after SIGTERM before it kills (Docker's default 10 s), with room to spare */
export const SHUTDOWN_LIMIT_MS = 9_000;
/**
 * How long the process at least goes on answering while /health/ready says 503, before it stops listening: longer
 * than the proxy's health check interval (1 s in deploy/Caddyfile), so the proxy has stopped sending it requests.
 * Closing the listener any earlier resets the connections the proxy has opened but the process not yet accepted,
 * and the proxy answers a POST sent on one with 502, as it cannot know whether the app got it.
 */
export const DRAIN_MS = 1_500;
/**
 * It stops listening only once no new connection came for this long: every response closes its connection while
 * draining, so a proxy still sending here opens new ones. A busy process accepts late, so the time is generous.
 */
export const DRAIN_QUIET_MS = 1_000;
/** the longest the draining lasts, whatever the proxy does */
export const DRAIN_MAX_MS = 6_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits DRAIN_MS, then until no new connection came for DRAIN_QUIET_MS, at most DRAIN_MAX_MS in all. */
async function drain(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  let lastConnection = started;
  const connected = () => {
    lastConnection = Date.now();
  };
  app.server.on('connection', connected);
  try {
    while (Date.now() - started < DRAIN_MAX_MS && (Date.now() - started < DRAIN_MS || Date.now() - lastConnection < DRAIN_QUIET_MS)) {
      await sleep(50);
    }
  } finally {
    app.server.off('connection', connected);
  }
}

export interface ShutdownParts {
  app: FastifyInstance;
  db: Db;
  /** resolves once the background jobs under way (housekeeping, reminders) have ended and let go of their advisory locks */
  stopJobs: () => Promise<void>;
  /** the embedded maildev, when it runs */
  closeMaildev?: () => Promise<void>;
}

/**
 * Shuts the process down in order: not ready and closing each connection after its response (platform/draining.ts)
 * until the proxy has stopped sending (drain), the background jobs ended, then no new connections while the requests in flight finish, the mail worker ends its
 * mail and gives up its claims (app's onClose), the pool closes (its sessions' advisory locks with it). Resolves
 * with the exit code: 0, or 1 when the requests in flight outlast SHUTDOWN_LIMIT_MS and are cut.
 */
export async function shutDown({ app, db, stopJobs, closeMaildev }: ShutdownParts): Promise<number> {
  let code = 0;
  const limit = setTimeout(() => {
    code = 1;
    app.log.error(`requests still in flight after ${SHUTDOWN_LIMIT_MS} ms: their connections are closed`);
    app.server.closeAllConnections();
  }, SHUTDOWN_LIMIT_MS);
  try {
    app.draining = true;
    await Promise.all([stopJobs(), drain(app)]);
    await app.close();
    await db.destroy();
    await closeMaildev?.();
  } finally {
    clearTimeout(limit);
  }
  return code;
}
