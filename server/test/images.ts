import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
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

/**
 * A PNG whose header claims `width` × `height` grey pixels while its data holds a few rows only: a decompression
 * bomb as the server first sees it (the full image data would deflate to a few megabytes, this one stays tiny).
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 white GIF89a. */
export const gif = (): Buffer =>
  Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

/**
 * A 1x1 GIF that is a script as well: its header reads `GIF89a/*`, so the image data sits inside a script
 * comment that closes after the trailer, where `=` + `script` assigns to the variable GIF89a. A page that
 * includes the file as a <script> runs it.
 */
export function gifScript(script: string): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a/*', 'latin1'), // "/*" is read as the width (10799)
    Buffer.from('0100800000000000ffffff', 'hex'), // height 1, a two-colour table
    Buffer.from('2c00000000010001000002024401003b', 'hex'), // one 1x1 frame, trailer
    Buffer.from(`*/=${script};`, 'latin1'),
  ]);
}

/** A 1x1 GIF of two frames, white then black, looping. */
export function animatedGif(): Buffer {
  // a one-second frame of colour `index` (its LZW code: clear, index, end)
  const frame = (index: number) => `21f9040064000000 2c000000000100010000 0202${index === 0 ? '4401' : '4c01'}00`;
  return Buffer.from(
    [
      '474946383961 0100 0100 800000 ffffff 000000', // 1x1, a two-colour table: white, black
      '21ff0b 4e45545343415045322e30 0301000000', // NETSCAPE2.0: loop forever
      frame(0),
      frame(1),
      '3b',
    ]
      .join('')
      .replaceAll(' ', ''),
    'hex',
  );
}

const segment = (marker: number, payload: Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/**
 * A 1x1 grey baseline JPEG: one DC and one AC Huffman table of a single one-bit code each, so the scan is
 * the DC difference 0 and end-of-block ("00", padded with ones). `claimed` makes its header claim another size
 * (the scan then holds the first block only).
 */
export function jpeg(claimed = { width: 1, height: 1 }): Buffer {
  const huffman = (tableClass: number) => Buffer.from([tableClass, 1, ...new Array(15).fill(0), 0]);
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(claimed.height, 1);
  frame.writeUInt16BE(claimed.width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    segment(0xdb, Buffer.from([0, ...new Array(64).fill(1)])),
    segment(0xc0, frame),
    segment(0xc4, huffman(0x00)),
    segment(0xc4, huffman(0x10)),
    segment(0xfe, Buffer.from('made by a test', 'latin1')),
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f, 0xff, 0xd9]),
  ]);
}

/** A phone photo: a 4x2 JPEG turned upright by EXIF orientation 6 (so it shows 2x4), with a camera make and a GPS position. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 2, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
    })
    .toBuffer();
}

/** A w × h PNG of one colour. */
export const pngOfSize = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } } })
    .png()
    .toBuffer();

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
