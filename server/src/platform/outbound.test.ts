import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLimited, isPublicAddress, RefusedAddressError, requestLimited } from './outbound.js';

/** Calls to other systems: limits, no redirects, and no internal addresses unless allowed (SSRF). */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/weiter') return response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    if (request.url === '/gross') return response.end('x'.repeat(5000));
    if (request.url === '/still') return; // never answers
    if (request.url === '/fehler') return response.writeHead(500).end('kaputt');
    response.end(`${request.method} ok`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const limits = { timeoutMs: 2000, maxBytes: 1000 };
const allowed = { publicOnly: { allowedHosts: ['127.0.0.1'] } };

describe('requestLimited', () => {
  it('tells public addresses from internal ones', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2a00:1450:4001:82b::200e')).toBe(true);
    for (const internal of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '172.16.5.5',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPublicAddress(internal), internal).toBe(false);
  });

  it('refuses internal addresses, by number and by a name that resolves to one, unless allowed', async () => {
    await expect(requestLimited(new URL(`${base}/`), { ...limits, publicOnly: { allowedHosts: [] } })).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    const port = new URL(base).port;
    await expect(
      requestLimited(new URL(`http://localhost:${port}/`), { ...limits, publicOnly: { allowedHosts: [] } }),
    ).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(requestLimited(new URL('http://[::1]:9/'), { ...limits, publicOnly: { allowedHosts: [] } })).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    expect((await requestLimited(new URL(`${base}/`), { ...limits, ...allowed })).body.toString()).toBe('GET ok');
    expect((await requestLimited(new URL(`${base}/`), { ...limits, publicOnly: { allowedHosts: [`127.0.0.1:${port}`] } })).status).toBe(
      200,
    );
  });

  it('sends a POST with its body', async () => {
    const answer = await requestLimited(new URL(`${base}/`), { ...limits, ...allowed, method: 'POST', body: 'a=1' });
    expect(answer.body.toString()).toBe('POST ok');
  });

  it('follows no redirect, stops at the size limit and at the timeout', async () => {
    await expect(requestLimited(new URL(`${base}/weiter`), { ...limits, ...allowed })).rejects.toThrow(
      'Weiterleitungen werden nicht verfolgt',
    );
    await expect(requestLimited(new URL(`${base}/gross`), { ...limits, ...allowed })).rejects.toThrow('größer als 1000 Bytes');
    await expect(requestLimited(new URL(`${base}/still`), { ...limits, timeoutMs: 200, ...allowed })).rejects.toThrow(
      'antwortet nicht innerhalb',
    );
    await expect(requestLimited(new URL('file:///etc/passwd'), limits)).rejects.toThrow('nur http und https');
  });

  it('answers any status; fetchLimited makes one other than 2xx an error', async () => {
    expect((await requestLimited(new URL(`${base}/fehler`), limits)).status).toBe(500);
    await expect(fetchLimited(new URL(`${base}/fehler`), limits)).rejects.toThrow('antwortet 500: kaputt');
  });
});
