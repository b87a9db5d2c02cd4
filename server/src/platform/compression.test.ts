import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const withEncoding = (acceptEncoding: string | null) => (acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding });
const caseList = (acceptEncoding: string | null) =>
  t.request(ACCOUNTS.musterAdmin, { url: '/api/case?size=50', headers: withEncoding(acceptEncoding) });
const caseMap = (acceptEncoding: string | null) =>
  t.request(null, { url: '/api/case/map?apiKey=demo-musterstadt', headers: withEncoding(acceptEncoding) });

describe('JSON compression', () => {
  it('sends an answer above 1 KB gzip-encoded to a client that asks for gzip, and plain to one that does not', async () => {
    const plain = await caseList(null);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const zipped = await caseList('gzip');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);

    expect((await caseList('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('prefers brotli when the client takes both', async () => {
    const plain = await caseList(null);
    const compressed = await caseList('gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await t.request(null, { url: '/health/ready', headers: withEncoding('gzip, br') });
    expect(response.json()).toEqual({ status: 'UP' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leaves the case map to its own cache: each compressed form made once per change, never per request', async () => {
    const plain = await caseMap(null);
    // brotli is not made yet: gzip goes out at once while it is made
    const first = await caseMap('gzip, br');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString('utf8')).toBe(plain.body);
    const later = await caseMap('gzip, br');
    expect(later.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(later.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await caseMap('identity')).body).toBe(plain.body);
  });

  it('sends the answers of writes as they are: they are small, and the hooks would cost every report', async () => {
    const tenantId = t.ids.tenants.musterstadt!;
    const read = await t.request(ACCOUNTS.superAdmin, { url: `/api/tenant/${tenantId}`, headers: withEncoding('gzip') });
    expect(read.headers['content-encoding']).toBe('gzip');
    const tenant = JSON.parse(gunzipSync(read.rawPayload).toString('utf8'));
    const saved = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: `/api/tenant/${tenantId}`,
      payload: tenant,
      headers: withEncoding('gzip'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.rawPayload.length).toBeGreaterThan(1024);
    expect(saved.headers['content-encoding']).toBeUndefined();
  });
});
