import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/src/app.js';
import { testConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/kysely.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { loadDemoData } from '../fixtures/load.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import SQLite from 'better-sqlite3';
const stats = new Map<string, [number, number]>();
const proto = (SQLite as any).prototype;
const origPrepare = proto.prepare;
const cache = new Map<string, any>();
proto.prepare = function (sql: string) {
  if (process.env.CACHE && cache.has(sql)) return cache.get(sql);
  const t = performance.now();
  const st = origPrepare.call(this, sql);
  if (process.env.CACHE) cache.set(sql, st);
  const key = 'PREPARE';
  const e = stats.get(key) ?? [0, 0]; e[0] += performance.now() - t; e[1]++; stats.set(key, e);
  for (const m of ['run', 'all', 'get', 'iterate']) {
    const f = st[m];
    if (!f) continue;
    st[m] = function (...a: unknown[]) {
      const t0 = performance.now();
      const r = f.apply(this, a);
      const e2 = stats.get(sql.slice(0, 110)) ?? [0, 0]; e2[0] += performance.now() - t0; e2[1]++; stats.set(sql.slice(0, 110), e2);
      return r;
    };
  }
  return st;
};
const dir = mkdtempSync(join(tmpdir(), 'prof-'));
const db = await openDatabase(`sqlite:${join(dir, 'p.sqlite')}`);
await migrateToLatest(db);
if (process.env.CKPT) await (await import('kysely')).sql.raw(`pragma wal_autocheckpoint = ${process.env.CKPT}`).execute(db);
await loadDemoData(db);
const app = await buildApp({ config: testConfig({ dataDir: dir, rateLimits: { auth: 1000, publicReports: 1e9 } }), db, webRoot: null });
await app.ready();
const N = Number(process.env.N ?? 1500);
const names = Array.from({ length: N + 100 }, () => `${randomBytes(16).toString('hex')}.png`);
await db.insertInto('file').values(names.map((name) => ({ name, tenantId: null, uploadedBy: null, internal: 0, mime: 'image/png', size: 68, attached: 0, createdAt: new Date().toISOString() }))).execute();
const cat = (await db.selectFrom('category').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
let i = 0;
const one = () => app.inject({ method: 'POST', url: '/api/case', headers: { 'x-api-key': 'demo-musterstadt', 'x-device-id': 'dev-1' },
  payload: { description: 'Schlagloch', category: cat, latitude: 52.2 + (i % 100) / 10000, longitude: 13.42, email: 'a@example.org', photos: [names[i++]] } });
for (let k = 0; k < 100; k++) { const r = await one(); if (r.statusCode !== 201) throw new Error(r.body); }
let t0 = performance.now();
for (let k = 0; k < N; k++) await one();
console.log('POST sequential ms/req', ((performance.now() - t0) / N).toFixed(3));
[...stats].sort((a, b) => b[1][0] - a[1][0]).slice(0, 30).forEach(([k, [t, n]]) => console.log((t / n * 1000).toFixed(0).padStart(6), 'us', String(n).padStart(6), k));
stats.clear();
t0 = performance.now();
for (let k = 0; k < N; k++) await app.inject({ url: '/api/tenant/apikey/demo-musterstadt' });
console.log('GET tenant/apikey ms/req', ((performance.now() - t0) / N).toFixed(3));
await app.close();
await db.destroy();
