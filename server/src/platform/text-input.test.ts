import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { uploadedPng } from '../../test/images.js';
import { holdsNul, NUL_MESSAGE } from './text-input.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a NUL character in a request', () => {
  // each of these answered 500 on PostgreSQL ("invalid byte sequence for encoding UTF8: 0x00")
  it.each<[string | null, InjectOptions]>([
    [ACCOUNTS.musterAdmin, { method: 'GET', url: '/api/case', query: { search: 'Schlag\u0000loch' } }],
    [ACCOUNTS.superAdmin, { method: 'GET', url: '/api/user', query: { search: '\u0000' } }],
    [null, { method: 'POST', url: '/api/authorization/token', payload: { mail: 'admin\u0000@musterstadt.example', password: 'x' } }],
    [ACCOUNTS.musterAdmin, { method: 'POST', url: '/api/category', payload: { name: 'Straßen\u0000', tenantId: 1 } }],
    [ACCOUNTS.musterAdmin, { method: 'PUT', url: '/api/user/1/assigned-tags', payload: [{ nested: ['\u0000'] }] }],
  ])('is refused with 400 before any route sees it: %s %j', async (as, options) => {
    const response = await t.request(as, options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE, code: 'VALIDATION_ERROR' });
  });

  it('is answered 404 in the path, which then names nothing', async () => {
    for (const url of ['/api/tenant/apikey/demo%00', '/files/images/x.png%00.png']) {
      const response = await t.request(null, { url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('leaves other control characters, umlauts and uploads alone', async () => {
    const search = await t.request(ACCOUNTS.musterAdmin, { method: 'GET', url: '/api/case', query: { search: 'Straße\t\u00e4\u001f' } });
    expect(search.statusCode).toBe(200);
    expect(await uploadedPng(t, ACCOUNTS.musterAdmin)).toMatch(/\.png$/);
  });
});

describe('holdsNul', () => {
  it('finds a NUL in text and keys at any depth, and none in bytes or other values', () => {
    expect(holdsNul('a\u0000')).toBe(true);
    expect(holdsNul({ a: [{ b: ['x', 'y\u0000'] }] })).toBe(true);
    expect(holdsNul(JSON.parse('{"k\\u0000": 1}'))).toBe(true);
    expect(holdsNul({ a: ['x', 1, null, true, { b: 'Straße' }] })).toBe(false);
    expect(holdsNul(Buffer.from([0, 0]))).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});
