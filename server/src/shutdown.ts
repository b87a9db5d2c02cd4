import type { FastifyInstance } from 'fastify';
import type { Db } from './db/kysely.js';

/** what an orchestrator waits after SIGTERM before it kills (Docker's default 10 s), with room to spare */
export const SHUTDOWN_LIMIT_MS = 9_000;
/**
 * How long the process goes on answering while /health/ready says 503, before it stops listening: longer than
 * the proxy's health check interval (1 s in deploy/Caddyfile), so the proxy has stopped sending it requests by
 * then. Closing the listener any earlier cuts connections the proxy has just opened or is writing a request
 * into, and the proxy answers such a POST with 502, as it cannot know whether the app got it.
 */
export const DRAIN_MS = 2_500;

export interface ShutdownParts {
  app: FastifyInstance;
  db: Db;
  /** resolves once a housekeeping run under way has ended (and let go of its advisory lock) */
  stopHousekeeping: () => Promise<void>;
  /** the embedded maildev, when it runs */
  closeMaildev?: () => Promise<void>;
}

/**
 * Shuts the process down in order: not ready and closing each connection after its response (platform/draining.ts),
 * housekeeping ended, then no new connections while the requests in flight finish, the mail worker ends its
 * mail and gives up its claims (app's onClose), the pool closes (its sessions' advisory locks with it). Resolves
 * with the exit code: 0, or 1 when the requests in flight outlast SHUTDOWN_LIMIT_MS and are cut.
 */
export async function shutDown({ app, db, stopHousekeeping, closeMaildev }: ShutdownParts): Promise<number> {
  let code = 0;
  const limit = setTimeout(() => {
    code = 1;
    app.log.error(`requests still in flight after ${SHUTDOWN_LIMIT_MS} ms: their connections are closed`);
    app.server.closeAllConnections();
  }, SHUTDOWN_LIMIT_MS);
  try {
    app.draining = true;
    await Promise.all([stopHousekeeping(), new Promise((resolve) => setTimeout(resolve, DRAIN_MS))]);
    await app.close();
    await db.destroy();
    await closeMaildev?.();
  } finally {
    clearTimeout(limit);
  }
  return code;
}
