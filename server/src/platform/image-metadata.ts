import type { ImageMime } from './files.js';

/**
 * Removes metadata from uploaded images: EXIF (camera, GPS position of a citizen's photo), XMP, IPTC and
 * comments. A JPEG keeps its orientation, rewritten as the only EXIF entry, so phone photos stay upright.
 * Returns null when the bytes are not a well-formed image of the sniffed type.
 */
export function stripImageMetadata(data: Buffer, mime: ImageMime): Buffer | null {
  if (mime === 'image/jpeg') return stripJpeg(data);
  if (mime === 'image/png') return stripPng(data);
  return data;
}

const APP0 = 0xe0;
const APP1 = 0xe1; // EXIF and XMP
const APP13 = 0xed; // IPTC
const COM = 0xfe;
const SOS = 0xda;
const ORIENTATION_TAG = 0x0112;

function stripJpeg(data: Buffer): Buffer | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  const kept: Buffer[] = [];
  let orientation: number | null = null;
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) return null;
    const marker = data[pos + 1];
    if (marker === 0xff) {
      pos += 1; // fill byte
      continue;
    }
    if (marker === SOS) {
      // entropy-coded data follows; everything from here is image data
      const head = kept.length > 0 && kept[0][1] === APP0 ? 1 : 0;
      if (orientation !== null && orientation !== 1) kept.splice(head, 0, orientationSegment(orientation));
      return Buffer.concat([data.subarray(0, 2), ...kept, data.subarray(pos)]);
    }
    const length = data.readUInt16BE(pos + 2);
    const end = pos + 2 + length;
    if (length < 2 || end > data.length) return null;
    const segment = data.subarray(pos, end);
    if (marker === APP1) orientation ??= exifOrientation(segment.subarray(4));
    else if (marker !== APP13 && marker !== COM) kept.push(segment);
    pos = end;
  }
  return null;
}

function exifOrientation(payload: Buffer): number | null {
  if (payload.length < 14 || payload.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const ifd = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  if (ifd + 2 > tiff.length) return null;
  for (let i = 0; i < u16(ifd); i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else (big-endian TIFF, one IFD entry). */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 offset
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // count
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, APP1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** text, EXIF and time chunks; everything that draws the image stays */
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(data: Buffer): Buffer | null {
  if (data.length < 8 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let pos = 8;
  while (pos + 12 <= data.length) {
    const end = pos + 12 + data.readUInt32BE(pos);
    if (end > data.length) return null;
    const type = data.toString('latin1', pos + 4, pos + 8);
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(data.subarray(pos, end));
    if (type === 'IEND') return Buffer.concat(kept);
    pos = end;
  }
  return null;
}
