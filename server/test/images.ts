import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { pngChunk } from '../../fixtures/photos.js';
import type { TestApp } from './app.js';

/** Tiny valid images built from bytes, for upload tests (no binary fixtures in the repository). */

/** A 1x1 red PNG; `text` adds a tEXt chunk (metadata the server must remove). */
export function png(text?: string): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(text ? [pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'))] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 white GIF89a. */
export const gif = (): Buffer => Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

const segment = (marker: number, payload: Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** EXIF (little-endian TIFF) with an orientation and a camera make, as a phone writes it. */
function exif(orientation: number, make: string): Buffer {
  const makeBytes = Buffer.from(`${make}\0`, 'latin1');
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // Make (ASCII, stored after the IFD)
  tiff.writeUInt16LE(0x010f, 10);
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(makeBytes.length, 14);
  tiff.writeUInt32LE(tiff.length, 18);
  // Orientation (SHORT)
  tiff.writeUInt16LE(0x0112, 22);
  tiff.writeUInt16LE(3, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt16LE(orientation, 30);
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, makeBytes]));
}

/**
 * A 1x1 grey baseline JPEG: one DC and one AC Huffman table of a single one-bit code each, so the scan is
 * the DC difference 0 and end-of-block ("00", padded with ones). `withExif` adds an EXIF segment.
 */
export function jpeg(withExif?: { orientation: number; make: string }): Buffer {
  const huffman = (tableClass: number) => Buffer.from([tableClass, 1, ...new Array(15).fill(0), 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    ...(withExif ? [exif(withExif.orientation, withExif.make)] : []),
    segment(0xdb, Buffer.from([0, ...new Array(64).fill(1)])),
    segment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    segment(0xc4, huffman(0x00)),
    segment(0xc4, huffman(0x10)),
    segment(0xfe, Buffer.from('made by a test', 'latin1')),
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f, 0xff, 0xd9]),
  ]);
}

/** A multipart/form-data body for app.inject. */
export function multipart(parts: { name: string; value: string | { filename: string; type: string; data: Buffer } }[]) {
  const boundary = `----test${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof part.value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\nContent-Type: ${part.value.type}\r\n\r\n`,
        ),
        part.value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a PNG as `as` (null: anonymous), public or internal, and answers its stored name, for tests that attach an image. */
export async function uploadedPng(t: TestApp, as: string | null, internal = false): Promise<string> {
  const body = multipart([
    { name: 'internalFile', value: String(internal) },
    { name: 'file', value: { filename: 'foto.png', type: 'image/png', data: png() } },
  ]);
  const response = await t.request(as, { method: 'POST', url: '/files/upload', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().name;
}

/** Whether a stored file is still there: on the disk and as a row (tests of what a change removes). */
export const storedFile = async (t: TestApp, name: string) => ({
  onDisk: (await t.app.files.size(name)) !== null,
  recorded: (await t.db.selectFrom('file').select('id').where('name', '=', name).executeTakeFirst()) !== undefined,
});
export const KEPT = { onDisk: true, recorded: true };
export const GONE = { onDisk: false, recorded: false };
