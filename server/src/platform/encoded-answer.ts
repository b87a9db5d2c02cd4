import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The output is taken in one or a few pieces: each piece is a trip to the thread pool and back, and zlib's 16 KB
 * pieces took a quick gzip of 0.4 MB three times as long as the compression itself.
 */
const chunkSize = (json: Buffer) => Math.max(constants.Z_DEFAULT_CHUNK, json.length >> 2);
const brotli = (json: Buffer) =>
  // Quality 5 rather than @fastify/compress's 4: made once per change, it is a third smaller on marker lists.
  brotliAsync(json, {
    chunkSize: chunkSize(json),
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
/** the first gzip of an answer: a third of the default level's time */
const QUICK_GZIP_LEVEL = 1;

/**
 * A JSON answer serialised once and served to many requests: its bytes, a weak ETag of them, and each compressed
 * form made on first demand (a client that takes no compression costs no compression) and then kept. Gzip is made
 * quickly first (level 1: a quarter larger on a map than the default level), which a request right after a change
 * waits for; the default level can replace it in the background (improveGzip).
 */
export class EncodedAnswer {
  readonly etag: string;
  private readonly compressed = new Map<ContentEncoding, Promise<Buffer>>();
  private gzipImproving = false;

  constructor(readonly json: Buffer) {
    this.etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  }

  /** what the answer holds in memory, counted by its JSON: the compressed forms add a fifth at most */
  get bytes(): number {
    return this.json.length;
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    const kept = this.compressed.get(encoding);
    if (kept) return kept;
    const made = encoding === 'br' ? brotli(this.json) : gzipAsync(this.json, { level: QUICK_GZIP_LEVEL, chunkSize: chunkSize(this.json) });
    this.compressed.set(encoding, made);
    made.catch(() => this.compressed.delete(encoding));
    return made;
  }

  isEncoded(encoding: ContentEncoding): boolean {
    return this.compressed.has(encoding);
  }

  /** Makes gzip at the default level and serves it, once there, instead of the quick one. */
  async improveGzip(): Promise<void> {
    if (this.gzipImproving) return;
    this.gzipImproving = true;
    this.compressed.set('gzip', Promise.resolve(await gzipAsync(this.json, { chunkSize: chunkSize(this.json) })));
  }
}

/** The encodings a client takes (Accept-Encoding), without those it refuses with q=0. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name && !params.some((p) => /^q=0(?:\.0*)?$/.test(p))) accepted.add(name);
  }
  return accepted;
}

/**
 * Which form to send: brotli is smaller, gzip several times faster to make, so right after a change a client that
 * takes both gets gzip while brotli is made for the requests after it.
 */
function chooseEncoding(answer: EncodedAnswer, accepted: Set<string>): ContentEncoding | null {
  const br = accepted.has('br');
  const gzip = accepted.has('gzip');
  if (br && (!gzip || answer.isEncoded('br'))) return 'br';
  return gzip ? 'gzip' : null;
}

/**
 * Sends an EncodedAnswer: 304 when If-None-Match names its ETag, else its bytes in the best encoding the client
 * takes. The route must set `compress: false` (the bytes are final) and may name its 200 schema for the API
 * reference: a buffer is sent as it is, never serialised.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer, cacheControl: string) {
  reply.header('ETag', answer.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  // no payload at all: a 304 carries no body (a serialised null would announce one)
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = chooseEncoding(answer, accepted);
  if (!encoding) return reply.send(answer.json);
  const bytes = answer.encoded(encoding);
  if (encoding === 'gzip') {
    // the better form for the requests after, made once this one's gzip is there rather than beside it
    bytes.then(() => (accepted.has('br') ? answer.encoded('br').then(() => {}) : answer.improveGzip())).catch(() => {});
  }
  return reply.header('Content-Encoding', encoding).send(await bytes);
}
