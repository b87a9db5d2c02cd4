import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { observeQueries, type Db } from '../db/kysely.js';
import { unauthorized } from './errors.js';

/**
 * Memory, CPU, event loop and garbage collection belong to the process, not to one app: collected once per
 * process (each collection starts observers that live as long as the process), whatever the number of apps.
 */
let processWide: Registry | null = null;

const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

function processMetrics(): Registry {
  if (!processWide) {
    processWide = new Registry();
    collectDefaultMetrics({ register: processWide });
    // gauges named like counters, which `promtool check metrics` refuses and rate() would misread; the handle
    // and request counts say little that the event-loop lag does not
    for (const name of MISNAMED_DEFAULTS) processWide.removeSingleMetric(name);
  }
  return processWide;
}

/** Where a request ended, for its labels: Fastify's route pattern keeps the number of series bounded. */
const UNMATCHED = 'unmatched';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1, 5];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor a matching prefix shows in the time taken. */
function holdsToken(request: FastifyRequest, token: Buffer): boolean {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') === true && timingSafeEqual(digest(header.slice(7).trim()), token);
}

interface OutboxCounts {
  queued: number;
  retrying: number;
}

/**
 * The outbox as all processes share it, read once per scrape: mails not sent yet, and those among them whose
 * last delivery failed. A database that does not answer leaves both NaN rather than failing the whole scrape.
 */
function outboxReader(app: FastifyInstance, db: Db): () => Promise<OutboxCounts> {
  let pending: Promise<OutboxCounts> | null = null;
  const read = async (): Promise<OutboxCounts> => {
    try {
      const row = await db
        .selectFrom('mailOutbox')
        .select((eb) => [eb.fn.countAll().as('queued'), eb.fn.sum(eb.case().when('attempts', '>', 0).then(1).else(0).end()).as('retrying')])
        .where('sentAt', 'is', null)
        .executeTakeFirstOrThrow();
      return { queued: Number(row.queued), retrying: Number(row.retrying ?? 0) };
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: reading the mail outbox failed');
      return { queued: Number.NaN, retrying: Number.NaN };
    }
  };
  // the gauges collect in parallel: they share one query
  return () => (pending ??= read().finally(() => (pending = null)));
}

/**
 * What the housekeeping did in this process. It runs beside the requests with no app of its own, so it adds
 * here and /metrics reads the numbers at each scrape (like the mailer's failed sends).
 */
export class HousekeepingCounts {
  /** cases whose reporter's personal data the retention removed */
  reporterDataErased = 0;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeepingCounts: HousekeepingCounts;
  }
}

/**
 * `GET /metrics` in Prometheus' text format, with a registry of this app's own (tests build many apps in one
 * process). With METRICS_TOKEN set it needs `Authorization: Bearer <token>`; without one it is open in demo mode
 * and off in production, where it answers 404 and nothing is measured.
 */
export function registerMetrics(app: FastifyInstance, db: Db): void {
  // before the production check: the housekeeping counts whether or not /metrics exists
  const housekeeping = new HousekeepingCounts();
  app.decorate('housekeepingCounts', housekeeping);
  const { production, metricsToken } = app.config;
  if (production && !metricsToken) {
    // answered like any address that does not exist: without this route the web app's fallback sends its page
    app.get('/metrics', { config: { public: true, notInReference: 'off in production without METRICS_TOKEN' } }, (_request, reply) =>
      reply.callNotFound(),
    );
    return;
  }
  const token = metricsToken ? digest(metricsToken) : null;
  const processRegistry = processMetrics();
  const registry = new Registry();
  const registers = [registry];

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: HTTP_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED),
      status_code: reply.statusCode,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const queries = new Histogram({
    name: 'buergerportal_db_query_duration_seconds',
    help: 'Time the database took per query (failed ones included)',
    buckets: QUERY_BUCKETS,
    registers,
  });
  const stopObserving = observeQueries(db, (millis) => queries.observe(millis / 1000));
  app.addHook('onClose', async () => stopObserving());

  const outbox = outboxReader(app, db);
  new Gauge({
    name: 'buergerportal_mail_outbox_queued',
    help: 'Mails in the outbox not sent yet (all processes)',
    registers,
    async collect() {
      this.set((await outbox()).queued);
    },
  });
  new Gauge({
    name: 'buergerportal_mail_outbox_retrying',
    help: 'Unsent mails whose last delivery attempt failed (all processes)',
    registers,
    async collect() {
      this.set((await outbox()).retrying);
    },
  });
  const mailer = app.mailer;
  new Counter({
    name: 'buergerportal_mail_send_failures_total',
    help: 'Mail deliveries that failed in this process (each failed retry counts)',
    registers,
    collect() {
      this.reset();
      this.inc(mailer.failedSends);
    },
  });

  new Counter({
    name: 'buergerportal_reporter_data_erased_total',
    help: "Cases whose reporter's personal data the retention removed in this process",
    registers,
    collect() {
      this.reset();
      this.inc(housekeeping.reporterDataErased);
    },
  });

  app.get('/metrics', { config: { public: true }, logLevel: 'warn' }, async (request, reply) => {
    if (token && !holdsToken(request, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('Für die Messwerte ist ein gültiges Token nötig.', 'METRICS_TOKEN_REQUIRED');
    }
    const text = `${await processRegistry.metrics()}\n${await registry.metrics()}`;
    return reply.type(Registry.PROMETHEUS_CONTENT_TYPE).send(text);
  });
}
