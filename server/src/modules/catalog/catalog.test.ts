import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@contracts/catalog.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    buildNumber: '2026.07.1',
    publicUrl: 'https://portal.example',
    mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  });
});
afterAll(() => t.close());

describe('GET /api/module', () => {
  it('lists the module names', async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: '/api/module' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([...MODULES]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request(null, { url: '/api/module' })).statusCode).toBe(401);
  });
});

describe('GET /api/app', () => {
  it('answers the build number, also as the version, and the map tile template without a session', async () => {
    const response = await t.request(null, { url: '/api/app' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      buildNumber: '2026.07.1',
      version: '2026.07.1',
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    });
  });
});

describe('GET /api/downloads/catalog', () => {
  it('serves the public German downloads page with the embed code for this installation', async () => {
    const response = await t.request(null, { url: '/api/downloads/catalog' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('https://portal.example/create-case-frame?apiKey=IHR-API-SCHLUESSEL');
    expect(response.body).toContain('width="500" height="800"');
  });

  it('answers 404 for a method it does not serve', async () => {
    const response = await t.request(null, { method: 'POST', url: '/api/downloads/catalog' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
