import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EncodedAnswer, sendEncoded } from './encoded-answer.js';

const app = Fastify();
let answer: EncodedAnswer;
const JSON_TEXT = JSON.stringify({ markers: Array.from({ length: 200 }, (_, i) => [i, i, 52.2, 13.4, 0, null]) });

beforeAll(async () => {
  app.get('/answer', (request, reply) => sendEncoded(request, reply, answer, 'private, no-cache'));
  await app.ready();
});
afterAll(() => app.close());

const get = (headers: Record<string, string> = {}) => app.inject({ url: '/answer', headers });

describe('sendEncoded', () => {
  it('sends the JSON as it is, with its ETag, to a client that takes no compression, and 304 to a matching If-None-Match', async () => {
    answer = new EncodedAnswer(Buffer.from(JSON_TEXT));
    const plain = await get();
    expect(plain.body).toBe(JSON_TEXT);
    expect(plain.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      etag: answer.etag,
      'cache-control': 'private, no-cache',
      vary: 'Accept-Encoding',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const unchanged = await get({ 'if-none-match': answer.etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    // nothing compressed for clients that took none
    expect(answer.isEncoded('gzip') || answer.isEncoded('br')).toBe(false);
  });

  it('sends gzip at once to a client that takes both while brotli is made, and brotli after', async () => {
    answer = new EncodedAnswer(Buffer.from(JSON_TEXT));
    const first = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.rawPayload).toString('utf8')).toBe(JSON_TEXT);
    const second = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString('utf8')).toBe(JSON_TEXT);
  });

  it('sends a quick gzip right after a change, and gzip at the default level to the requests after', async () => {
    answer = new EncodedAnswer(Buffer.from(JSON_TEXT));
    const first = await get({ 'accept-encoding': 'gzip' });
    expect(first.rawPayload).toEqual(gzipSync(JSON_TEXT, { level: 1 }));
    await vi.waitFor(async () => expect((await get({ 'accept-encoding': 'gzip' })).rawPayload).toEqual(gzipSync(JSON_TEXT)));
    expect(answer.isEncoded('br')).toBe(false);
  });

  it('takes q=0 as a refusal', async () => {
    answer = new EncodedAnswer(Buffer.from(JSON_TEXT));
    expect((await get({ 'accept-encoding': 'br;q=0, gzip;q=0.5' })).headers['content-encoding']).toBe('gzip');
    expect((await get({ 'accept-encoding': 'gzip;q=0.0, br' })).headers['content-encoding']).toBe('br');
    expect((await get({ 'accept-encoding': 'gzip;q=0, br;q=0' })).body).toBe(JSON_TEXT);
  });
});
