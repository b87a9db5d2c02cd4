import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { CORS_MESSAGES } from './cors.js';

const KEY = 'demo-musterstadt';
const LISTED = 'https://www.musterstadt.example';
const CONFIGURED = 'https://partner.example:8443';
const UNLISTED = 'https://boese.example';
const IN_MUSTERSTADT = { latitude: 52.22, longitude: 13.44 };

let t: TestApp;
let roads: number;

beforeAll(async () => {
  t = await buildTestApp({ corsOrigins: [CONFIGURED] });
  const musterstadt = t.ids.tenants.musterstadt!;
  const saved = await t.request(ACCOUNTS.musterAdmin, {
    method: 'PUT',
    url: `/api/tenant/${musterstadt}`,
    payload: { corsOrigins: [LISTED] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const category = await t.db
    .selectFrom('category')
    .select('id')
    .where('tenantId', '=', musterstadt)
    .where('name', '=', 'Verkehrsflächen')
    .executeTakeFirstOrThrow();
  roads = category.id;
});
afterAll(() => t.close());

const from = (origin: string | null, options: InjectOptions) =>
  t.request(null, { ...options, headers: { ...(options.headers ?? {}), ...(origin ? { origin } : {}) } });

const report = (origin: string | null, description: string) =>
  from(origin, {
    method: 'POST',
    url: `/api/case?apiKey=${KEY}`,
    payload: { description, category: roads, ...IN_MUSTERSTADT, email: 'melder@example.org' },
  });

const open311Request = (origin: string, description: string) =>
  from(origin, {
    method: 'POST',
    url: '/open311/v2/requests.json',
    payload: new URLSearchParams({
      api_key: KEY,
      service_code: String(roads),
      lat: '52.2201',
      long: '13.4402',
      email: 'buerger@example.org',
      description,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const casesDescribed = async (description: string) =>
  (await t.db.selectFrom('defectCase').select('id').where('description', '=', description).execute()).length;

const preflight = (url: string, origin: string, method: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  });

describe('public reads: any origin, without credentials', () => {
  it.each([
    ['Open311', '/open311/v2/services.json'],
    ["the frames' map", `/api/case/map?apiKey=${KEY}`],
    ['the citizen information', `/api/public/buergerinfo?apiKey=${KEY}`],
  ])('%s answers Access-Control-Allow-Origin: *', async (_, url) => {
    const response = await from(UNLISTED, { url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps the header on an error, so the page can read the message', async () => {
    const response = await from(UNLISTED, { url: '/open311/v2/services/999999.json' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('public writes with an API key: the origins the tenant lists, and CORS_ORIGINS', () => {
  it("accepts a report from an origin the key's tenant lists, naming that origin", async () => {
    const response = await report(LISTED, 'Meldung von der Gemeindeseite');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(LISTED);
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('accepts an Open311 request whose key is in the body from a listed origin, and one from CORS_ORIGINS', async () => {
    for (const origin of [LISTED, CONFIGURED]) {
      const response = await open311Request(origin, `Open311 von ${origin}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('refuses a write from an origin nobody listed, with no CORS header and nothing stored', async () => {
    const refused = await report(UNLISTED, 'Meldung von fremder Seite');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CORS_MESSAGES.refused, code: 'CORS_ORIGIN_REFUSED' });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/\bOrigin\b/);
    const open311 = await open311Request(UNLISTED, 'Open311 von fremder Seite');
    expect(open311.statusCode).toBe(403);
    expect(open311.headers['access-control-allow-origin']).toBeUndefined();
    expect(await casesDescribed('Meldung von fremder Seite')).toBe(0);
    expect(await casesDescribed('Open311 von fremder Seite')).toBe(0);
  });

  it("refuses another tenant's origin: the list is the key's tenant's", async () => {
    const dorf = t.ids.tenants.beispieldorf!;
    await t.db
      .updateTable('tenant')
      .set({ corsOrigins: JSON.stringify(['https://beispieldorf.example']) })
      .where('id', '=', dorf)
      .execute();
    expect((await report('https://beispieldorf.example', 'Meldung mit fremdem Schlüssel')).statusCode).toBe(403);
  });

  it('takes requests without an Origin or from its own pages as before', async () => {
    for (const origin of [null, 'http://localhost:3000']) {
      const response = await report(origin, `Meldung ${origin ?? 'ohne Herkunft'}`);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('the staff API: same origin only', () => {
  it('answers without any CORS header, whatever the origin', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/case?size=1', headers: { origin: LISTED } });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('answers a preflight with 404 as before', async () => {
    const response = await preflight('/api/case/1', CONFIGURED, 'PUT');
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('preflight (OPTIONS)', () => {
  it('allows a read from any origin', async () => {
    const response = await preflight('/open311/v2/requests.json', UNLISTED, 'GET');
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD',
      'access-control-allow-headers': 'Content-Type, X-Api-Key, X-Device-Id, If-None-Match',
      'access-control-max-age': '600',
    });
  });

  it('allows a write from a listed origin, naming it, and says the answer depends on the origin', async () => {
    for (const [url, origin] of [
      ['/open311/v2/requests.json', LISTED],
      [`/api/case?apiKey=${KEY}`, LISTED],
      ['/api/public/case-status/abc/rating', CONFIGURED],
    ] as const) {
      const response = await preflight(url, origin, 'POST');
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-methods']).toBe('POST');
      expect(response.headers.vary).toMatch(/\bOrigin\b/);
    }
  });

  it('refuses a write from an unlisted origin without a CORS header', async () => {
    for (const url of ['/open311/v2/requests.json', `/api/case?apiKey=${KEY}`]) {
      const response = await preflight(url, UNLISTED, 'POST');
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
