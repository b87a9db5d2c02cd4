import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { startGeocoderStub, type GeocoderStub } from '../../../test/geocoder-stub.js';
import { TtlLruCache } from './cache.js';
import { GEOCODE_MESSAGES } from './service.js';
import { photonLabel, upstreamUrl } from './upstream.js';

let stub: GeocoderStub;
beforeAll(async () => {
  stub = await startGeocoderStub();
});
afterAll(() => stub.close());
afterEach(() => {
  stub.down = false;
});

const RATHAUS = { label: 'Rathaus Musterstadt, Rathausplatz 1, 15732 Musterstadt, Deutschland', latitude: 52.2201, longitude: 13.4402 };

const search = (t: TestApp, q: string, as: string | null = null, limit?: number) =>
  t.request(as, { url: '/api/geocode', query: { q, ...(limit ? { limit: String(limit) } : {}) } });

describe('GET /api/geocode with a Nominatim upstream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ geocoderUrl: stub.url, rateLimits: { auth: 1000, publicReports: 4 } });
  });
  afterAll(() => t.close());

  it('answers label and coordinates without a session and asks the upstream for German results', async () => {
    const response = await search(t, 'Rathausplatz Musterstadt');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([RATHAUS]);
    const asked = new URL(stub.requests.at(-1)!, 'http://stub');
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      format: 'jsonv2',
      q: 'Rathausplatz Musterstadt',
      limit: '5',
      countrycodes: 'de',
      'accept-language': 'de',
    });
  });

  it('passes the limit on and answers an empty list when nothing matches', async () => {
    const two = await search(t, 'Musterstadt', ACCOUNTS.musterClerk, 2);
    expect(two.statusCode).toBe(200);
    expect(two.json()).toHaveLength(2);
    const none = await search(t, 'Nirgendwo 99', ACCOUNTS.musterClerk);
    expect(none.json()).toEqual([]);
  });

  it('asks the upstream once for a repeated search (also with other case and spacing)', async () => {
    const before = stub.requests.length;
    const first = await search(t, 'Parkweg 3', ACCOUNTS.musterAdmin);
    const second = await search(t, '  parkweg   3 ', ACCOUNTS.musterAdmin);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(stub.requests.length - before).toBe(1);
  });

  it('answers cached results even while the upstream is down', async () => {
    await search(t, 'Bahnhofstraße 5', ACCOUNTS.musterAdmin);
    stub.down = true;
    const response = await search(t, 'Bahnhofstraße 5', ACCOUNTS.musterAdmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].label).toContain('Bahnhofstraße 5');
  });

  it('answers 502 with a German message when the upstream fails, and does not cache the failure', async () => {
    stub.down = true;
    const down = await search(t, 'Dorfstraße 12', ACCOUNTS.dorfAdmin);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ message: 'Die Adresssuche ist gerade nicht erreichbar.', code: 'GEOCODER_UNAVAILABLE' });
    stub.down = false;
    const up = await search(t, 'Dorfstraße 12', ACCOUNTS.dorfAdmin);
    expect(up.statusCode).toBe(200);
    expect(up.json()[0]).toMatchObject({ latitude: 52.2215, longitude: 13.5402 });
  });

  it.each([
    ['too short', 'ab', GEOCODE_MESSAGES.tooShort],
    ['only spaces', '      ', GEOCODE_MESSAGES.tooShort],
    ['too long', 'a'.repeat(201), GEOCODE_MESSAGES.tooLong],
  ])('rejects a query that is %s with 400 and a German message', async (_case, q, message) => {
    const before = stub.requests.length;
    const response = await search(t, q, ACCOUNTS.musterAdmin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(stub.requests.length).toBe(before);
  });

  it('rejects a missing query and a bad limit with 400', async () => {
    expect((await t.request(null, { url: '/api/geocode' })).statusCode).toBe(400);
    const badLimit = await t.request(null, { url: '/api/geocode', query: { q: 'Parkweg', limit: '50' } });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toMatch(/^Der Wert für .+ ist ungültig\.$/);
  });

  it('limits anonymous callers per IP but not logged-in staff', async () => {
    const fresh = await buildTestApp({ geocoderUrl: stub.url, rateLimits: { auth: 1000, publicReports: 2 } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await search(fresh, 'Parkweg 3')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await search(fresh, 'Parkweg 3')).json().message).toMatch(/^Zu viele Anfragen/);
      for (let i = 0; i < 3; i++) expect((await search(fresh, 'Parkweg 3', ACCOUNTS.musterClerk)).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/geocode with a Photon upstream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ geocoderUrl: stub.photonUrl });
  });
  afterAll(() => t.close());

  it('reads GeoJSON features and builds the label from the address parts', async () => {
    const response = await search(t, 'Rathausplatz Musterstadt', ACCOUNTS.musterAdmin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { label: 'Rathaus Musterstadt, Rathausplatz 1, 15732 Musterstadt', latitude: 52.2201, longitude: 13.4402 },
    ]);
    const asked = new URL(stub.requests.at(-1)!, 'http://stub');
    expect(asked.pathname).toBe('/photon/api');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: 'Rathausplatz Musterstadt', limit: '5', lang: 'de' });
  });

  it('answers 502 when the upstream is down', async () => {
    stub.down = true;
    expect((await search(t, 'Am Markt 1', ACCOUNTS.musterAdmin)).statusCode).toBe(502);
  });
});

describe('upstream problems', () => {
  it('answers 502 for an unreachable upstream, a broken answer and a slow upstream', async () => {
    const broken = createServer((request, response) => {
      if (request.url?.startsWith('/slow/')) return; // never answers: the 4 s timeout must end the call
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"unexpected": true}');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    try {
      for (const geocoderUrl of ['http://127.0.0.1:9', base, `${base}/slow`]) {
        const t = await buildTestApp({ geocoderUrl });
        try {
          const started = Date.now();
          const response = await search(t, 'Parkweg 3', ACCOUNTS.musterAdmin);
          expect(response.statusCode, geocoderUrl).toBe(502);
          expect(response.json().message).toBe(GEOCODE_MESSAGES.unavailable);
          expect(Date.now() - started).toBeLessThan(6000);
        } finally {
          await t.close();
        }
      }
    } finally {
      broken.closeAllConnections();
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});

describe('helpers', () => {
  it('picks the API by the address', () => {
    expect(upstreamUrl('https://photon.komoot.io/', 'a b', 3)).toBe('https://photon.komoot.io/api?q=a+b&limit=3&lang=de');
    expect(upstreamUrl('https://nominatim.openstreetmap.org', 'x', 5)).toBe(
      'https://nominatim.openstreetmap.org/search?format=jsonv2&q=x&limit=5&countrycodes=de&accept-language=de',
    );
  });

  it('labels Photon places without repeating parts', () => {
    expect(photonLabel({ name: 'Parkweg', street: 'Parkweg', postcode: '15732', city: 'Musterstadt' })).toBe('Parkweg, 15732 Musterstadt');
    expect(photonLabel({ name: 'Brandenburg', state: 'Brandenburg' })).toBe('Brandenburg');
  });

  it('forgets the least recently used entry and expired entries', () => {
    let now = 0;
    const cache = new TtlLruCache<number>(2, 100, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 150;
    expect(cache.get('c')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
