import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import nodemailer from 'nodemailer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppDeps } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import type { Db } from '../src/db/kysely.js';
import { DEMO_PASSWORD, type DemoIds } from '../../fixtures/load.js';
import { openTestDatabase } from './database.js';
import { buildDemoApp } from './demo-app.js';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  ids: DemoIds;
  /** mails the worker delivered; call flushMails() first */
  mails: SentMail[];
  flushMails(): Promise<SentMail[]>;
  /** logs a demo account in and returns its bearer header value */
  login(email: string, password?: string): Promise<string>;
  /** inject as a logged-in demo account (or anonymously with as: null) */
  request(as: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh app on a database of its own (see database.ts) with the demo fixtures: each test file builds its own.
 * `deps.logger` shows the server's log (e.g. the error behind a 500) to a test that asks for it.
 */
export async function buildTestApp(overrides: Partial<Config> = {}, deps: Pick<AppDeps, 'logger'> = {}): Promise<TestApp> {
  const database = await openTestDatabase({ migrate: false });
  const db = database.db;
  // a data directory of its own (demo photos, uploads, generated PDFs), removed on close
  const ownDataDir = overrides.dataDir ? null : mkdtempSync(join(tmpdir(), 'buergerportal-test-'));
  const config = testConfig(ownDataDir ? { ...overrides, dataDir: ownDataDir } : overrides);
  const mails: SentMail[] = [];
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const send = transport.sendMail.bind(transport);
  transport.sendMail = (async (message: Parameters<typeof send>[0] & SentMail) => {
    mails.push({ to: String(message.to), subject: message.subject, text: message.text, html: message.html });
    return send(message);
  }) as typeof transport.sendMail;
  const { app, ids } = await buildDemoApp({ config, db, mailTransport: transport, webRoot: null, ...deps });
  const tokens = new Map<string, string>();

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authorization/token',
      payload: { mail: email, password },
    });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return String(response.headers.authorization);
  };

  return {
    app,
    db,
    ids,
    mails,
    async flushMails() {
      await app.mailer.drain();
      return mails;
    },
    login,
    async request(as, options) {
      const headers = { ...(options.headers ?? {}) };
      if (as) {
        if (!tokens.has(as)) tokens.set(as, await login(as));
        headers.authorization = tokens.get(as)!;
      }
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export { ACCOUNTS } from '../../fixtures/accounts.js';

/**
 * A test app of its own for the tests of the calling describe block that change data, so the read tests of
 * the file keep the demo state; the getter is valid inside the tests.
 */
export function freshApp(): () => TestApp {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  return () => app;
}
