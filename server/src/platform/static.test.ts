import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { compressVariants, type CompressedVariants } from '../../../scripts/lib/precompress.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';

let app: FastifyInstance;
let copies: CompressedVariants;

const SCRIPT = `export const greeting = ${JSON.stringify('Guten Tag, Musterstadt! '.repeat(100))};\n`;
const ASSET = '/assets/main-abc123.js';
/** above the 1 KB from which answers are compressed */
const INDEX_HTML = `<!doctype html><title>back office</title><!-- ${'padding '.repeat(200)}-->`;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'bp-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'frame.html'), '<!doctype html><html><head><title>frame</title></head><body></body></html>');
  writeFileSync(
    join(webRoot, 'frame-preloads.json'),
    JSON.stringify({ '/create-case-frame': ['/assets/CreateCasePage-abc.js', '/assets/CreateCasePage-abc.css'] }),
  );
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // the asset with the copies the build writes next to it
  copies = await compressVariants(SCRIPT);
  writeFileSync(join(webRoot, ASSET), SCRIPT);
  writeFileSync(join(webRoot, `${ASSET}.br`), copies.br);
  writeFileSync(join(webRoot, `${ASSET}.gz`), copies.gz);
  const db = await openDatabase('sqlite::memory:');
  await migrateToLatest(db);
  app = await buildApp({ config: testConfig(), db, webRoot });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('web bundle assets', () => {
  it.each([
    { accept: 'gzip, deflate, br', encoding: 'br', copy: 'br', decode: brotliDecompressSync },
    { accept: 'br', encoding: 'br', copy: 'br', decode: brotliDecompressSync },
    { accept: 'gzip, deflate', encoding: 'gzip', copy: 'gz', decode: gunzipSync },
    { accept: 'br;q=0, gzip', encoding: 'gzip', copy: 'gz', decode: gunzipSync },
    { accept: '*', encoding: 'gzip', copy: 'gz', decode: gunzipSync },
  ] as const)('sends the precompressed copy to a client accepting "$accept": $encoding', async (example) => {
    const { accept, encoding, copy, decode } = example;
    const response = await get(ASSET, { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the build's copy as it is, not compressed again per request
    expect(response.rawPayload.equals(copies[copy])).toBe(true);
    expect(decode(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it.each([{ accept: null }, { accept: 'identity' }, { accept: 'br;q=0, gzip;q=0' }])(
    'sends the file itself to a client accepting $accept, still varying by Accept-Encoding',
    async ({ accept }) => {
      const response = await get(ASSET, accept === null ? {} : { 'accept-encoding': accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(SCRIPT);
    },
  );

  it('answers a revalidation of the compressed copy with 304', async () => {
    const first = await get(ASSET, { 'accept-encoding': 'br' });
    const again = await get(ASSET, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves the compressed copies only in place of their file', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`]) expect((await get(url)).statusCode).toBe(404);
  });

  it('lets browsers keep files without a hashed name only after asking again', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('web bundle pages', () => {
  it('sends the HTML entry points with no-cache, compressed for a client that accepts it', async () => {
    for (const url of ['/', '/login', '/cases-map?apiKey=x']) {
      expect((await get(url)).headers['cache-control']).toBe('no-cache');
    }
    const compressed = await get('/login', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(INDEX_HTML);
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

  it("announces in a frame route's HTML the files its page needs, as the build listed them", async () => {
    const wizard = (await app.inject({ url: '/create-case-frame?apiKey=x' })).body;
    const head = wizard.slice(0, wizard.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/CreateCasePage-abc.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/CreateCasePage-abc.css">');
    expect((await app.inject({ url: '/fall-status' })).body).not.toContain('<link');
  });

  it('answers unknown API paths and missing files with a JSON 404, not the page', async () => {
    for (const url of ['/api/nothing-here', '/missing.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});
