import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../fixtures/load.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { testDatabaseUrl, testDatabaseUrlOf } from '../../test/database.js';
import { buildDemoApp } from '../../test/demo-app.js';
import { testConfig } from '../config.js';
import { openDatabase, type Db } from '../db/kysely.js';
import type { DatabaseChanges } from '../db/changes.js';
import { LISTENER_APPLICATION_NAME } from './change-listener.js';

/**
 * Two apps on one PostgreSQL database, as two processes run them. App B is built from a module graph of its
 * own (vi.resetModules), so it shares no module state with app A (counters, caches), just as a second process
 * would not: whatever B learns of A's changes, it learns through the database.
 */
interface SecondProcess {
  app: FastifyInstance;
  db: Db;
  changes: DatabaseChanges;
  /** B's modules, for a listener with test timings */
  listenForChanges: typeof import('./change-listener.js').listenForChanges;
  openDatabase: typeof import('../db/kysely.js').openDatabase;
  changesOf: typeof import('../db/changes.js').changesOf;
  close(): Promise<void>;
}

async function secondProcess(first: TestApp): Promise<SecondProcess> {
  vi.resetModules();
  const { buildApp } = await import('../app.js');
  const { openDatabase } = await import('../db/kysely.js');
  const { changesOf } = await import('../db/changes.js');
  const { listenForChanges } = await import('./change-listener.js');
  const db = await openDatabase(testDatabaseUrlOf(first.db)!);
  const app = await buildApp({
    config: first.app.config,
    db,
    mailTransport: nodemailer.createTransport({ jsonTransport: true }),
    webRoot: null,
  });
  await app.ready();
  return {
    app,
    db,
    changes: changesOf(db),
    listenForChanges,
    openDatabase,
    changesOf,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

/** Asks until `done` holds, for at most a second: a notification takes milliseconds, a time bound 10 s. */
async function within1s<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 1_000;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A client of its own, outside both apps: a psql session, a script, a third process. */
async function foreignClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * A TCP proxy to the database that can go silent: it then drops what either side sends without closing
 * anything, as a firewall does that forgot the connection.
 */
async function silenceableProxy(target: URL) {
  let silent = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (data) => {
        if (!silent) to.write(data);
      });
      from.on('close', () => to.destroy());
      from.on('error', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    silence(on: boolean) {
      silent = on;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const listenerSessions = async (client: pg.Client): Promise<number[]> =>
  (
    await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 and datname = current_database()', [
      LISTENER_APPLICATION_NAME,
    ])
  ).rows.map((row) => row.pid);

describe.skipIf(!testDatabaseUrl)('two processes on one PostgreSQL database', () => {
  let a: TestApp;
  let b: SecondProcess;
  let foreign: pg.Client;
  const KEY = 'demo-musterstadt';

  beforeAll(async () => {
    a = await buildTestApp();
    b = await secondProcess(a);
    foreign = await foreignClient(testDatabaseUrlOf(a.db)!);
  });
  afterAll(async () => {
    await foreign?.end();
    await b?.close();
    await a?.close();
  });

  it('a right granted or revoked through A applies in B at its very next request', async () => {
    const clerk = await a.login(ACCOUNTS.musterClerk);
    const clerkListsUsersOnB = async () => (await b.app.inject({ url: '/api/user', headers: { authorization: clerk } })).statusCode;
    const toggle = () =>
      a.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/role/${a.ids.roles['musterstadt:Sachbearbeitung']}/right/VIEW_USER` });
    // B has the clerk's rights in its cache now
    expect(await clerkListsUsersOnB()).toBe(403);

    expect((await toggle()).json().rights).toContain('VIEW_USER');
    expect(await within1s(clerkListsUsersOnB, (status) => status === 200)).toBe(200);

    expect((await toggle()).json().rights).not.toContain('VIEW_USER');
    expect(await within1s(clerkListsUsersOnB, (status) => status === 403)).toBe(403);
  });

  it("a case published through A appears on B's public map at once, and goes at once", async () => {
    const mapOnB = async () =>
      ((await b.app.inject({ url: `/api/case/map?apiKey=${KEY}` })).json() as { cases: { id: number }[] }).cases.map((c) => c.id);
    const unpublished = await a.db
      .selectFrom('defectCase')
      .select('id')
      .where('tenantId', '=', a.ids.tenants.musterstadt!)
      .where('publishedOnMap', '=', 0)
      .executeTakeFirstOrThrow();
    expect(await mapOnB()).not.toContain(unpublished.id);
    const publish = (published: boolean) =>
      a.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${unpublished.id}/map-published/${published}` });

    expect((await publish(true)).statusCode).toBe(200);
    expect(await within1s(mapOnB, (ids) => ids.includes(unpublished.id))).toContain(unpublished.id);
    expect((await publish(false)).statusCode).toBe(200);
    expect(await within1s(mapOnB, (ids) => !ids.includes(unpublished.id))).not.toContain(unpublished.id);
  });

  it("a tenant's boundary changed through A routes reports on B at once", async () => {
    const beispieldorf = a.ids.tenants.beispieldorf!;
    const tenantAtOnB = async () =>
      (await b.app.inject({ url: `/api/category/coordinates/13.3/52.3?apiKey=${KEY}` })).json().tenantId as number | null;
    const square = JSON.stringify([
      { latitude: 52.29, longitude: 13.29 },
      { latitude: 52.31, longitude: 13.29 },
      { latitude: 52.31, longitude: 13.31 },
      { latitude: 52.29, longitude: 13.31 },
    ]);
    const before = (await a.db.selectFrom('tenant').select('boundaries').where('id', '=', beispieldorf).executeTakeFirstOrThrow())
      .boundaries;
    const save = (boundaries: string | null) =>
      a.request(ACCOUNTS.superAdmin, { method: 'PUT', url: `/api/tenant/${beispieldorf}`, payload: { boundaries } });
    expect(await tenantAtOnB()).toBeNull();

    expect((await save(square)).statusCode).toBe(200);
    expect(await within1s(tenantAtOnB, (id) => id === beispieldorf)).toBe(beispieldorf);
    expect((await save(before)).statusCode).toBe(200);
    expect(await within1s(tenantAtOnB, (id) => id === null)).toBeNull();
  });

  it('a change written past every app (SQL from elsewhere) reaches the caches too: the triggers tell, not the code', async () => {
    const supporter = await a.login(ACCOUNTS.support);
    const createsUsers = async (app: FastifyInstance) =>
      ((await app.inject({ url: '/api/user/me', headers: { authorization: supporter } })).json().allRights as string[]).includes(
        'CREATE_USER',
      );
    expect(await createsUsers(a.app)).toBe(true);
    expect(await createsUsers(b.app)).toBe(true);
    await foreign.query(`delete from role_right where role_id = $1 and "right" = 'CREATE_USER'`, [a.ids.roles['betrieb:Support']]);
    expect(
      await within1s(
        () => createsUsers(a.app),
        (may) => !may,
      ),
    ).toBe(false);
    expect(
      await within1s(
        () => createsUsers(b.app),
        (may) => !may,
      ),
    ).toBe(false);

    // a renamed category: the published markers name it
    const marker = (
      (await b.app.inject({ url: `/api/case/map?apiKey=${KEY}` })).json() as { cases: { id: number; category: string | null }[] }
    ).cases.find((c) => c.category !== null)!;
    const { categoryId } = await a.db.selectFrom('defectCase').select('categoryId').where('id', '=', marker.id).executeTakeFirstOrThrow();
    await foreign.query('update category set name = $1 where id = $2', ['Umbenannt von außen', categoryId]);
    const categoryOnB = async () =>
      ((await b.app.inject({ url: `/api/case/map?apiKey=${KEY}` })).json() as { cases: { id: number; category: string }[] }).cases.find(
        (c) => c.id === marker.id,
      )?.category;
    expect(await within1s(categoryOnB, (name) => name === 'Umbenannt von außen')).toBe('Umbenannt von außen');
  });

  it('notifies at commit only: an open transaction tells nobody, a rolled back one never', async () => {
    const roleId = a.ids.roles['musterstadt:Sachbearbeitung'];
    const listening = await foreignClient(testDatabaseUrlOf(a.db)!);
    const heard: string[] = [];
    listening.on('notification', (n) => heard.push(n.channel));
    await listening.query('listen bp_rights_changed');
    const heardAfter = async (ms: number) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return heard.length;
    };
    try {
      await foreign.query('begin');
      await foreign.query(`update role set name = name where id = $1`, [roleId]);
      expect(await heardAfter(100)).toBe(0);
      await foreign.query('rollback');
      expect(await heardAfter(100)).toBe(0);

      await foreign.query('begin');
      await foreign.query(`update role set name = name where id = $1`, [roleId]);
      await foreign.query(`update role set name = name where id = $1`, [roleId]);
      await foreign.query('commit');
      await within1s(
        () => heardAfter(0),
        (count) => count > 0,
      );
      // the transaction's two statements told once
      expect(await heardAfter(100)).toBe(1);
    } finally {
      await listening.end();
    }
  });

  it('while its listener is down a process bypasses its caches, and it listens again once the connection is back', async () => {
    const timings = { firstRetryMs: 300, maxRetryMs: 300, heartbeatMs: 60_000, heartbeatTimeoutMs: 2_000 };
    const db = await b.openDatabase(testDatabaseUrlOf(a.db)!);
    const changes = b.changesOf(db);
    const listener = await b.listenForChanges(db, b.app.log, timings);
    try {
      expect(changes.complete).toBe(true);
      const version = changes.rightsVersion();
      expect(changes.rightsVersion()).toBe(version);

      await foreign.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      await within1s(
        async () => changes.complete,
        (complete) => !complete,
      );
      expect(changes.complete).toBe(false);
      expect(changes.rightsVersion()).not.toBe(changes.rightsVersion());

      await within1s(
        async () => changes.complete,
        (complete) => complete,
      );
      expect(changes.complete).toBe(true);
      const reconnected = changes.rightsVersion();
      expect(reconnected).not.toBe(version);
      await foreign.query(`update role set name = name where id = $1`, [a.ids.roles['musterstadt:Admin']]);
      expect(
        await within1s(
          async () => changes.rightsVersion(),
          (now) => now !== reconnected,
        ),
      ).not.toBe(reconnected);
    } finally {
      await listener.close();
      await db.destroy();
    }
    // the apps' own listeners were cut as well and are back
    expect(
      await within1s(
        () => listenerSessions(foreign),
        (pids) => pids.length === 2,
      ),
    ).toHaveLength(2);
    expect(
      await within1s(
        async () => b.changes.complete,
        (complete) => complete,
      ),
    ).toBe(true);
  });

  it('notices a connection that went silent (no answer, no close) by its heartbeat, and listens again once it answers', async () => {
    const proxy = await silenceableProxy(new URL(testDatabaseUrlOf(a.db)!));
    const db = await b.openDatabase(proxy.url);
    const changes = b.changesOf(db);
    const listener = await b.listenForChanges(db, b.app.log, {
      firstRetryMs: 100,
      maxRetryMs: 100,
      heartbeatMs: 100,
      heartbeatTimeoutMs: 300,
    });
    try {
      expect(changes.complete).toBe(true);
      proxy.silence(true);
      expect(
        await within1s(
          async () => changes.complete,
          (complete) => !complete,
        ),
      ).toBe(false);
      proxy.silence(false);
      expect(
        await within1s(
          async () => changes.complete,
          (complete) => complete,
        ),
      ).toBe(true);
      const version = changes.rightsVersion();
      await foreign.query(`update role set name = name where id = $1`, [a.ids.roles['musterstadt:Admin']]);
      expect(
        await within1s(
          async () => changes.rightsVersion(),
          (now) => now !== version,
        ),
      ).not.toBe(version);
    } finally {
      await listener.close();
      await db.destroy();
      await proxy.close();
    }
  });

  it("closing an app ends its listener's connection", async () => {
    const third = await secondProcess(a);
    expect(
      await within1s(
        () => listenerSessions(foreign),
        (pids) => pids.length === 3,
      ),
    ).toHaveLength(3);
    await third.close();
    expect(
      await within1s(
        () => listenerSessions(foreign),
        (pids) => pids.length === 2,
      ),
    ).toHaveLength(2);
  });
});

describe.skipIf(testDatabaseUrl)('one process on a SQLite file', () => {
  it("another connection's write to the file applies at the app's very next request", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'other-writer-'));
    const db = await openDatabase(`sqlite:${join(dataDir, 'db.sqlite')}`);
    const { app } = await buildDemoApp({
      config: testConfig({ dataDir }),
      db,
      mailTransport: nodemailer.createTransport({ jsonTransport: true }),
      webRoot: null,
    });
    const script = new SQLite(join(dataDir, 'db.sqlite'));
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/authorization/token',
        payload: { mail: ACCOUNTS.musterAdmin, password: DEMO_PASSWORD },
      });
      const authorization = String(login.headers.authorization);
      // the counters read the file's count after the request's hooks, so the next request's hooks find it kept
      const countCases = async () => (await app.inject({ url: '/api/case/stats', headers: { authorization } })).statusCode;
      expect(await countCases()).toBe(200);
      // an operator's script blocks the account: the very next request is refused, however soon it comes (the
      // clock stands still, so only the request's start can make the process read the file's count anew)
      vi.useFakeTimers({ toFake: ['performance'] });
      script.prepare('update app_user set status = 0 where email = ?').run(ACCOUNTS.musterAdmin);
      expect(await countCases()).toBe(401);
    } finally {
      vi.useRealTimers();
      script.close();
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
