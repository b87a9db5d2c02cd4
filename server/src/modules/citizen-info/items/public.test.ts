import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const info = (key: string) => t.ids.infos[`musterstadt:${key}`];
const KEY = { apiKey: 'demo-musterstadt' };
const PUBLISHED = ['buergerbuero-zeiten', 'wochenmarkt', 'stadtfest', 'umfrage-marktplatz', 'sperrung-bahnhofstrasse', 'baumpflanzung'];

describe('GET /api/public/buergerinfo?apiKey=', () => {
  it("lists the tenant's published items, newest first, with category icon, absolute image URL and parsed map data", async () => {
    const response = await t.request(null, { url: '/api/public/buergerinfo', query: KEY });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(PUBLISHED.length);
    expect(page.content.map((i: { id: number }) => i.id).sort()).toEqual(PUBLISHED.map(info).sort());
    const published = page.content.map((i: { publishedAt: string }) => i.publishedAt);
    expect(published).toEqual([...published].sort().reverse());
    const text = page.content.find((i: { id: number }) => i.id === info('buergerbuero-zeiten'));
    expect(text).toMatchObject({
      type: 'TEXT',
      category: { name: 'Bekanntmachungen', icon: 'megaphone' },
      titleImageUrl: expect.stringMatching(/^http:\/\/localhost:3000\/files\/images\/[0-9a-f]{32}\.png$/),
      url: `http://localhost:3000/info/${info('buergerbuero-zeiten')}`,
      line: null,
      latitude: 52.2201,
    });
    const line = page.content.find((i: { id: number }) => i.id === info('sperrung-bahnhofstrasse'));
    expect(line.line).toEqual([
      [52.2172, 13.4335],
      [52.2184, 13.4362],
      [52.2193, 13.4388],
      [52.2201, 13.4415],
    ]);
    const survey = page.content.find((i: { id: number }) => i.id === info('umfrage-marktplatz'));
    expect(survey.surveyId).toBe(t.ids.surveys['musterstadt:marktplatz']);
    const image = await t.request(null, { url: new URL(text.titleImageUrl).pathname });
    expect(image.statusCode).toBe(200);
  });

  it('filters by type and category and sorts events by start', async () => {
    const events = (
      await t.request(null, { url: '/api/public/buergerinfo', query: { ...KEY, type: 'EVENT', sort: 'eventStart', order: 'ASC' } })
    ).json();
    expect(events.content.map((i: { id: number }) => i.id)).toEqual([info('wochenmarkt'), info('stadtfest')]);
    expect(Date.parse(events.content[0].eventStart)).toBeGreaterThan(Date.now());
    const category = t.ids.infoCategories['musterstadt:Umwelt & Grün'];
    const green = (await t.request(null, { url: '/api/public/buergerinfo', query: { ...KEY, category: String(category) } })).json();
    expect(green.content.map((i: { id: number }) => i.id)).toEqual([info('baumpflanzung')]);
  });

  it('answers the key errors of the public API', async () => {
    const missing = await t.request(null, { url: '/api/public/buergerinfo' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('API_KEY_MISSING');
    expect((await t.request(null, { url: '/api/public/buergerinfo', query: { apiKey: 'gibt-es-nicht' } })).statusCode).toBe(404);
    expect((await t.request(null, { url: '/api/public/buergerinfo', headers: { 'x-api-key': 'demo-musterstadt' } })).statusCode).toBe(200);
    expect((await t.request(null, { url: '/api/public/buergerinfo', query: { ...KEY, sort: 'createdBy' } })).statusCode).toBe(400);
  });
});

describe('GET /api/public/buergerinfo/{id}?apiKey=', () => {
  it('answers a published item', async () => {
    const response = await t.request(null, { url: `/api/public/buergerinfo/${info('baumpflanzung')}`, query: KEY });
    expect(response.statusCode).toBe(200);
    expect(response.json().area).toHaveLength(4);
  });

  it('answers 404 for drafts, items in review and unknown ids, 400 for a bad id, 401 without a key', async () => {
    for (const key of ['hundesteuer', 'laternenumzug']) {
      expect((await t.request(null, { url: `/api/public/buergerinfo/${info(key)}`, query: KEY })).statusCode).toBe(404);
    }
    expect((await t.request(null, { url: '/api/public/buergerinfo/999999', query: KEY })).statusCode).toBe(404);
    expect((await t.request(null, { url: '/api/public/buergerinfo/abc', query: KEY })).statusCode).toBe(400);
    expect((await t.request(null, { url: `/api/public/buergerinfo/${info('stadtfest')}` })).statusCode).toBe(401);
  });

  it("answers 403 when the key's tenant lacks BUERGERINFO", async () => {
    await t.db.deleteFrom('tenantModule').where('tenantId', '=', t.ids.tenants.musterstadt!).where('module', '=', 'BUERGERINFO').execute();
    try {
      const response = await t.request(null, { url: `/api/public/buergerinfo/${info('stadtfest')}`, query: KEY });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('API_MODULE_MISSING');
      expect((await t.request(null, { url: `/info/${info('stadtfest')}` })).statusCode).toBe(404);
    } finally {
      await t.db
        .insertInto('tenantModule')
        .values({ tenantId: t.ids.tenants.musterstadt!, module: 'BUERGERINFO', purchased: 1, visible: 1 })
        .execute();
    }
  });
});

describe('GET /info/{id} (the page the QR code opens)', () => {
  it('renders a published item as German, accessible HTML', async () => {
    const response = await t.request(null, { url: `/info/${info('stadtfest')}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<title>Stadtfest auf dem Marktplatz – Musterstadt</title>');
    expect(html).toContain('<h1>Stadtfest auf dem Marktplatz</h1>');
    expect(html).toContain('<h2>Drei Tage Musik, Essen und Mitmachen</h2>');
    expect(html).toMatch(/<dt>Beginn<\/dt><dd>\d{4}\.\d{2}\.\d{2} 1[67]:00 Uhr<\/dd>/);
    expect(html).toMatch(
      /<img src="http:\/\/localhost:3000\/files\/images\/[0-9a-f]{32}\.png" alt="Titelbild: Stadtfest auf dem Marktplatz">/,
    );
    expect(html).toContain('openstreetmap.org/?mlat=52.2199&amp;mlon=13.4396');
  });

  it('answers a German 404 page for drafts and anything else', async () => {
    for (const url of [`/info/${info('hundesteuer')}`, '/info/999999', '/info/abc']) {
      const response = await t.request(null, { url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Diese Bürgerinformation ist nicht (mehr) veröffentlicht.');
    }
  });

  it('wins over the web bundle fallback, which serves every other route', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'bp-web-info-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>back office</title>');
    const app = await buildApp({ config: t.app.config, db: t.db, webRoot });
    try {
      const page = await app.inject({ url: `/info/${info('stadtfest')}` });
      expect(page.body).toContain('<h1>Stadtfest auf dem Marktplatz</h1>');
      expect((await app.inject({ url: '/buergerinfos' })).body).toContain('back office');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/public/buergerinfo/{id}/qr.png', () => {
  it('is served to anyone, cacheable', async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: `/api/public/buergerinfo/${info('stadtfest')}/qr.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.request(null, { url: '/api/public/buergerinfo/x/qr.png' })).statusCode).toBe(400);
  });
});
