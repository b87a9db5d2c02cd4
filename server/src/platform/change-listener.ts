import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Client, Notification } from 'pg';
import type { QueryExecutorProvider } from 'kysely';
import { CHANGE_CHANNELS, changesOf, type DatabaseChanges } from '../db/changes.js';

/**
 * Timings of the listener connection. Reconnecting starts fast and backs off; the heartbeat keeps the idle
 * connection from being cut by a firewall's idle timeout and notices one that died silently (no FIN reaches us,
 * so without it the caches would trust a listener that hears nothing).
 */
export interface ListenerTimings {
  firstRetryMs: number;
  maxRetryMs: number;
  heartbeatMs: number;
  /** also the connect timeout */
  heartbeatTimeoutMs: number;
}

const TIMINGS: ListenerTimings = { firstRetryMs: 100, maxRetryMs: 10_000, heartbeatMs: 15_000, heartbeatTimeoutMs: 5_000 };

/** How the listener's session is named in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'buergerportal-change-listener';

function apply(changes: DatabaseChanges, { channel, payload }: Notification): void {
  if (channel === CHANGE_CHANNELS.rights) changes.rightsChanged();
  else if (channel === CHANGE_CHANNELS.tenants) changes.tenantsChanged();
  else if (channel === CHANGE_CHANNELS.cases) changes.casesChanged();
  else if (channel === CHANGE_CHANNELS.sessions) changes.sessionsChanged();
  else if (channel === CHANGE_CHANNELS.caseMap) {
    const tenantId = Number(payload);
    // a payload that is no tenant id cannot say which map: then every map
    if (Number.isSafeInteger(tenantId) && tenantId > 0) changes.caseMapChanged(tenantId);
    else changes.tenantsChanged();
  }
}

export interface ChangeListener {
  close(): Promise<void>;
}

/**
 * One dedicated PostgreSQL connection per app that LISTENs on the change channels and moves the database's
 * counters (db/changes.ts) on each notification, so another process's committed change reaches this process's
 * caches at once. It reconnects with backoff when the connection drops; meanwhile DatabaseChanges hands out
 * versions no cache entry has, so correctness never depends on the connection. Resolves after the first
 * connection attempt (a failed one keeps retrying). SQLite: nothing to listen to.
 */
export async function listenForChanges(
  db: QueryExecutorProvider,
  log: FastifyBaseLogger,
  timings: ListenerTimings = TIMINGS,
): Promise<ChangeListener> {
  const changes = changesOf(db);
  const url = changes.listenUrl;
  if (url === null) return { close: async () => {} };
  const pg = (await import('pg')).default;

  let client: Client | null = null;
  let closed = false;
  let retryMs = timings.firstRetryMs;
  let retry: NodeJS.Timeout | null = null;
  let connecting: Promise<void> = Promise.resolve();

  /** The connection in use is gone (error, end, or a heartbeat without answer): count it lost and reconnect. */
  const lose = (lost: Client, error?: unknown) => {
    if (lost !== client) return;
    client = null;
    changes.listenerDisconnected();
    log.warn({ err: error }, 'change listener connection lost; caches are bypassed until it is back');
    lost.end().catch(() => {});
    if (!closed) scheduleConnect();
  };

  const scheduleConnect = () => {
    retry = setTimeout(() => {
      retry = null;
      connecting = connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, timings.maxRetryMs);
  };

  const connect = async () => {
    const candidate = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: timings.heartbeatTimeoutMs,
    });
    candidate.on('notification', (notification) => apply(changes, notification));
    candidate.on('error', (error) => lose(candidate, error));
    candidate.on('end', () => lose(candidate));
    try {
      await candidate.connect();
      await candidate.query(
        Object.values(CHANGE_CHANNELS)
          .map((channel) => `listen ${channel}`)
          .join('; '),
      );
    } catch (error) {
      candidate.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error, retryMs }, 'change listener could not connect; caches are bypassed until it does');
      scheduleConnect();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    retryMs = timings.firstRetryMs;
    changes.listenerConnected();
  };

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer to the heartbeat')), timings.heartbeatTimeoutMs);
    });
    Promise.race([current.query('select 1'), timeout])
      .catch((error: unknown) => lose(current, error))
      .finally(() => clearTimeout(timer));
  }, timings.heartbeatMs);
  heartbeat.unref();

  connecting = connect();
  await connecting;

  return {
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      // an attempt under way ends its connection itself once it sees `closed`
      await connecting;
      const current = client;
      client = null;
      if (current) {
        changes.listenerDisconnected();
        await current.end().catch(() => {});
      }
    },
  };
}

/**
 * Starts the app's listener with the app and ends it when the app closes (tests build many apps). On SQLite each
 * request reads anew whether another connection wrote the file (DatabaseChanges.requestStarted).
 */
export async function registerChangeListener(app: FastifyInstance, db: QueryExecutorProvider): Promise<void> {
  const changes = changesOf(db);
  if (changes.listenUrl === null) {
    app.addHook('onRequest', (_request, _reply, done) => {
      changes.requestStarted();
      done();
    });
  }
  const listener = await listenForChanges(db, app.log);
  app.addHook('onClose', () => listener.close());
}
