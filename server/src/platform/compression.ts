import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON, XML, text, JavaScript and SVG; images, PDFs and other uploads are left as they are. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)|^application\/javascript|^image\/svg\+xml/;

/**
 * Answers of 1 KB and more go out compressed when the client accepts it: brotli (at @fastify/compress's fast
 * level 4) before gzip, Vary: Accept-Encoding. Answers that bring their own encoding (the precompressed web
 * assets) set Content-Encoding and are passed through. Must be registered before the routes: the plugin hooks
 * into each route as it is added. Request bodies are taken as sent; no client of this API compresses them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
