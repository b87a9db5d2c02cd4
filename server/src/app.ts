import Fastify, { type FastifyInstance, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import formbody from '@fastify/formbody';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import nodemailer, { type Transporter } from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from './config.js';
import type { Db } from './db/kysely.js';
import { registerAuth } from './platform/auth.js';
import { registerChangeListener } from './platform/change-listener.js';
import { frameworkErrors, registerErrorHandling } from './platform/errors.js';
import { registerSerialization } from './platform/serialization.js';
import { registerValidation } from './platform/validation.js';
import { registerTextInputGuard } from './platform/text-input.js';
import { registerDraining } from './platform/draining.js';
import { registerHealth } from './platform/health.js';
import { registerMetrics } from './platform/metrics.js';
import { registerOpenApi } from './platform/openapi.js';
import { createFileStorage, type FileStorage } from './platform/files.js';
import { MailWorker } from './platform/mail.js';
import { trustProxyOption } from './platform/rate-limits.js';
import { sharedRateLimitStore } from './platform/rate-limit-store.js';
import { registerCompression } from './platform/compression.js';
import { registerCors } from './platform/cors.js';
import { frameCspHeader, registerSecurityHeaders } from './platform/security.js';
import { registerWebBundles } from './platform/static.js';
import { authRoutes } from './modules/auth/index.js';
import { infoCategoryRoutes } from './modules/citizen-info/categories/index.js';
import { broadcastRoutes } from './modules/broadcast/index.js';
import { privacyRoutes } from './modules/privacy/index.js';
import { reminderRoutes } from './modules/reminders/index.js';
import { caseRoutes } from './modules/cases/index.js';
import { answerTemplateRoutes } from './modules/answer-templates/index.js';
import { categoryRoutes } from './modules/categories/index.js';
import { ForwardingWorker, forwardingContext, open311ForwardingRoutes } from './modules/open311-forwarding/index.js';
import { caseForwardingRoutes } from './modules/case-forwarding/index.js';
import { caseReportRoutes } from './modules/case-reports/index.js';
import { catalogRoutes } from './modules/catalog/index.js';
import { correspondentRoutes } from './modules/correspondents/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { deviceRoutes } from './modules/devices/index.js';
import { fileRoutes } from './modules/files/index.js';
import { frameRoutes } from './modules/frames/index.js';
import { accessibilityRoutes } from './modules/accessibility/index.js';
import { geocodeRoutes } from './modules/geocode/index.js';
import { open311Routes } from './modules/open311/index.js';
import { infoRoutes, publicInfoRoutes } from './modules/citizen-info/items/index.js';
import { languageRoutes } from './modules/languages/index.js';
import { newsletterRoutes } from './modules/newsletter/index.js';
import { promotionRoutes } from './modules/promotions/index.js';
import { roleRoutes } from './modules/roles/index.js';
import { publicSurveyRoutes, surveyRoutes } from './modules/citizen-info/surveys/index.js';
import { tagRoutes } from './modules/tags/index.js';
import { tenantRoutes } from './modules/tenants/index.js';
import { userRoutes } from './modules/users/index.js';

export interface AppDeps {
  config: Config;
  db: Db;
  /** where mail goes; defaults to SMTP_URL or the embedded maildev */
  mailTransport?: Transporter;
  /** the built web bundles (dist/web); null serves the API only */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** sees every route as it is registered (the contract-coverage test lists them) */
  onRoute?: onRouteHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: MailWorker;
    /** files the cases a tenant forwards over Open311 with their receiving bodies */
    forwarder: ForwardingWorker;
    /** shutting down: not ready, and each response closes its connection (platform/draining.ts) */
    draining: boolean;
    files: FileStorage;
  }
}

export function defaultMailTransport(config: Config): Transporter {
  if (config.smtpUrl) return nodemailer.createTransport(config.smtpUrl);
  return nodemailer.createTransport({ host: '127.0.0.1', port: config.maildevSmtpPort, secure: false, ignoreTLS: true });
}

/** Builds the whole application from its dependencies; no globals, so tests build their own. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
    // a request on a kept-alive connection while the process shuts down is answered, not refused with a 503:
    // the proxy sent it here before it learnt of the shutdown (platform/draining.ts)
    return503OnClosing: false,
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('files', createFileStorage(join(config.dataDir, 'files')));
  app.decorate('mailer', new MailWorker(db, deps.mailTransport ?? defaultMailTransport(config), config.mailFrom, app.log));
  app.addHook('onClose', async () => app.mailer.stop());
  const forwarding = forwardingContext(db, config);
  app.decorate('forwarder', new ForwardingWorker(forwarding, app.log));
  app.addHook('onClose', async () => app.forwarder.stop());
  registerDraining(app);

  // 1. external plugins
  registerSecurityHeaders(app, config.mapTileUrl, config.production);
  await registerCompression(app);
  await app.register(formbody);
  // a client sends the same token with each request: its signature is checked once, then its hash looked up (the
  // token's expiry still holds; the session behind it is checked per request in platform/auth.ts)
  await app.register(jwt, { secret: config.jwtSecret, verify: { cache: true } });
  await app.register(rateLimit, {
    global: false,
    // processes sharing a PostgreSQL database share each limit
    store: sharedRateLimitStore(db, app.log),
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    }),
  });

  // 2. platform (the change listener first: a request's hooks read versions, which must include every write before
  // the request; then CORS: it collects the public routes as the modules add them, and answers preflights)
  await registerChangeListener(app, db);
  registerCors(app, db, config.corsOrigins);
  registerValidation(app);
  registerTextInputGuard(app);
  registerSerialization(app);
  registerErrorHandling(app);
  registerAuth(app, db, { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours });
  await registerOpenApi(app, deps.webRoot ?? null);
  registerHealth(app, db);
  registerMetrics(app, db);

  // 3. modules
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(tenantRoutes);
  await app.register(fileRoutes);
  await app.register(roleRoutes);
  await app.register(languageRoutes);
  await app.register(catalogRoutes);
  await app.register(deviceRoutes);
  await app.register(caseRoutes);
  await app.register(geocodeRoutes);
  await app.register(categoryRoutes);
  await app.register(tagRoutes);
  await app.register(answerTemplateRoutes);
  await app.register(dashboardRoutes);
  await app.register(caseReportRoutes);
  await app.register(caseForwardingRoutes);
  await app.register(open311ForwardingRoutes, { context: forwarding });
  await app.register(infoCategoryRoutes);
  await app.register(infoRoutes);
  await app.register(publicInfoRoutes);
  await app.register(surveyRoutes);
  await app.register(publicSurveyRoutes);
  await app.register(promotionRoutes);
  await app.register(correspondentRoutes);
  await app.register(newsletterRoutes);
  await app.register(broadcastRoutes);
  await app.register(privacyRoutes);
  await app.register(reminderRoutes);
  await app.register(frameRoutes);
  await app.register(accessibilityRoutes);
  await app.register(open311Routes, { prefix: '/open311/v2' });

  // demo and test mode only: Pact's provider-state endpoint, loaded only then (it sets any demo state up)
  if (!config.production) (await import('./test-support/provider-states.js')).registerProviderStates(app);

  if (deps.webRoot) await registerWebBundles(app, deps.webRoot, frameCspHeader(config.mapTileUrl));
  return app;
}
