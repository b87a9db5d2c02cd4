import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';

let app: FastifyInstance;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'bp-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>back office</title>');
  writeFileSync(join(webRoot, 'frame.html'), '<!doctype html><title>frame</title>');
  writeFileSync(join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  const db = await openDatabase('sqlite::memory:');
  await migrateToLatest(db);
  app = await buildApp({ config: testConfig(), db, webRoot });
});
afterAll(() => app.close());

describe('web bundles', () => {
  it('serves the assets to anonymous visitors, cacheable for a year', async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers every back-office route with index.html and forbids framing by other sites', async () => {
    for (const url of ['/', '/login', '/edit-case?caseId=3']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('back office');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it('answers the frame routes with frame.html that any site may embed', async () => {
    for (const url of ['/cases-map?apiKey=x', '/create-case-frame?apiKey=x', '/fall-melden']) {
      const response = await app.inject({ url });
      expect(response.body).toContain('frame');
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    }
  });

  it('answers unknown API paths and missing files with a JSON 404, not the page', async () => {
    for (const url of ['/api/nothing-here', '/missing.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});
