import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/** The upload formats of the specification, by the MIME type read from the bytes, with the stored extension. */
export const IMAGE_TYPES = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpg' } as const;
export type ImageMime = keyof typeof IMAGE_TYPES;

/** Files the server writes itself and never accepts as uploads: the PDF summaries of cases. */
export const GENERATED_TYPES = { 'application/pdf': 'pdf' } as const;
export type GeneratedMime = keyof typeof GENERATED_TYPES;
const EXTENSIONS: Record<ImageMime | GeneratedMime, string> = { ...IMAGE_TYPES, ...GENERATED_TYPES };

/** Stored names are ours alone: 32 random hex digits and the extension of the sniffed (or generated) type. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|gif|jpg|pdf)$/;

/** Any name from a URL passes this before it comes near the file system (no traversal possible). */
export const isStoredName = (name: string): boolean => STORED_NAME.test(name);

export const randomStoredName = (mime: ImageMime | GeneratedMime): string => `${randomBytes(16).toString('hex')}.${EXTENSIONS[mime]}`;

/** The image type read from the bytes; null for anything that is not png, gif or jpeg. */
export async function sniffImage(data: Uint8Array): Promise<ImageMime | null> {
  const type = await fileTypeFromBuffer(data);
  return type && type.mime in IMAGE_TYPES ? (type.mime as ImageMime) : null;
}

/** Uploaded files on disk under DATA_DIR/files, addressed by stored name only. */
export interface FileStorage {
  write(name: string, data: Uint8Array): Promise<void>;
  /** the size in bytes, or null when there is no such file */
  size(name: string): Promise<number | null>;
  open(name: string): ReadStream;
  remove(name: string): Promise<void>;
}

export function createFileStorage(dir: string): FileStorage {
  const pathOf = (name: string) => {
    if (!isStoredName(name)) throw new Error(`not a stored file name: ${name}`);
    return join(dir, name);
  };
  return {
    async write(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(name), data, { flag: 'wx' });
    },
    async size(name) {
      const info = await stat(pathOf(name)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    open: (name) => createReadStream(pathOf(name)),
    remove: (name) => rm(pathOf(name), { force: true }),
  };
}

/**
 * Signed addresses for internal files: an <img> tag sends no bearer token, so a logged-in client asks for
 * a short-lived address whose signature (HMAC over name and expiry) stands in for the session.
 */
const signature = (secret: string, name: string, expires: number): string =>
  createHmac('sha256', `file-access:${secret}`).update(`${name}:${expires}`).digest('base64url');

export function signFileAccess(secret: string, name: string, ttlMs: number, nowMs = Date.now()) {
  const expires = Math.floor((nowMs + ttlMs) / 1000);
  return { expires: String(expires), signature: signature(secret, name, expires), expiresAt: new Date(expires * 1000).toISOString() };
}

export function verifyFileAccess(secret: string, name: string, expires: string | undefined, given: string | undefined, nowMs = Date.now()): boolean {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= nowMs) return false;
  const expected = Buffer.from(signature(secret, name, expiresAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
