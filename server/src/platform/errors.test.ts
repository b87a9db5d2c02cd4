import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import type { Db } from '../db/kysely.js';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import { conflict } from './errors.js';

let app: FastifyInstance;
let database: TestDatabase;
let db: Db;
const logged: unknown[] = [];

/** A fresh app with a few throwing routes registered before it is ready. */
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const logger = { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } };
  app = await buildApp({ config: testConfig(), db, webRoot: null, logger });
  app.get('/test/boom', { config: { public: true } }, async () => {
    throw new Error('SQLITE_ERROR: no such column secret_internal_detail');
  });
  app.get('/test/conflict', { config: { public: true } }, async () => {
    throw conflict('Das gibt es schon.', 'DUPLICATE');
  });
  app.post(
    '/test/validated',
    { config: { public: true }, schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }) } },
    async () => ({ ok: true }),
  );
  app.get('/test/private', async () => ({ secret: true }));
  await sql`create table test_unique (k varchar(10) primary key)`.execute(db);
  app.post('/test/unique', { config: { public: true } }, async () => {
    await sql`insert into test_unique (k) values ('twice')`.execute(db);
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error handling', () => {
  it('answers a 500 with the generic German message only, and logs the error with the request id', async () => {
    const response = await app.inject({ url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'UNEXPECTED_ERROR', message: 'Ein unerwarteter Fehler ist aufgetreten.' });
    expect(response.body).not.toContain('secret_internal_detail');
    expect(response.body).not.toContain('SQLITE');
    const entry = logged.find((l) => (l as { msg?: string }).msg === 'request failed') as { reqId: string; err: { message: string } };
    expect(entry.err.message).toContain('secret_internal_detail');
    expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an AppError with its status, code and German message', async () => {
    const response = await app.inject({ url: '/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'DUPLICATE', message: 'Das gibt es schon.' });
  });

  it('answers a unique index refusing a row (a request that raced another past its check) with 409, not 500', async () => {
    expect((await app.inject({ method: 'POST', url: '/test/unique' })).statusCode).toBe(200);
    const second = await app.inject({ method: 'POST', url: '/test/unique' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'Eine andere Anfrage hat diesen Eintrag gerade gespeichert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      code: 'CONCURRENT_CHANGE',
    });
  });

  it('answers a schema violation with 400 and a German message naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/validated', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Der Wert für name ist ungültig.' });
  });

  it('answers broken JSON and an unsupported body type with 4xx in the one error shape', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    const xml = await app.inject({
      method: 'POST',
      url: '/test/validated',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Dieses Datenformat wird nicht unterstützt.' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/validated', payload: { name: 'x'.repeat(3 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Die Datei oder Anfrage ist zu groß.' });
  });

  it('answers an unknown address with a German 404', async () => {
    const response = await app.inject({ url: '/api/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Diese Adresse gibt es nicht.' });
  });

  it('answers a broken percent-encoding in the path in the one error shape', async () => {
    const response = await app.inject({ url: '/api/device/%E0%A4%A/block-device' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Die Anfrage ist ungültig.' });
  });

  it('routes are private by default', async () => {
    const response = await app.inject({ url: '/test/private' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('sends the security headers', async () => {
    const response = await app.inject({ url: '/api/app' });
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
