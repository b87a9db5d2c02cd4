import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON, XML, text, JavaScript and SVG; images, PDFs and other uploads are left as they are. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)|^application\/javascript|^image\/svg\+xml/;

/**
 * Answers to reads of 1 KB and more go out compressed when the client accepts it: brotli (at @fastify/compress's fast
 * level 4) before gzip, Vary: Accept-Encoding. Answers that bring their own encoding (the precompressed web
 * assets) set Content-Encoding and are passed through. Must be registered before the routes: the plugin hooks
 * into each route as it is added. Request bodies are taken as sent; no client of this API compresses them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The answers of writes are small (a record, a problem); the plugin's per-request hooks cost a public report
  // a measurable share of its time for nothing (docs/performance.md). Runs before the plugin's own onRoute hook.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.compress === undefined && !methods.some((method) => method === 'GET' || method === 'HEAD')) route.compress = false;
  });
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
