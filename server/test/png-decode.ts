import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  colorType: number;
  /** [r, g, b] of a pixel */
  pixel(x: number, y: number): [number, number, number];
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes a non-interlaced 8-bit RGB or RGBA PNG (what qrcode writes), to check generated images in tests. */
export function decodePng(data: Buffer): DecodedPng {
  if (data.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = 0;
  const idat: Buffer[] = [];
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
      colorType = body.readUInt8(9);
    } else if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
  if (!channels) throw new Error(`colour type ${colorType} not supported`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw.readUInt8(y * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const value = raw.readUInt8(y * (stride + 1) + 1 + i);
      const left = i >= channels ? pixels.readUInt8(y * stride + i - channels) : 0;
      const up = y > 0 ? pixels.readUInt8((y - 1) * stride + i) : 0;
      const upLeft = y > 0 && i >= channels ? pixels.readUInt8((y - 1) * stride + i - channels) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    colorType,
    pixel: (x, y) => {
      const at = y * stride + x * channels;
      return [pixels.readUInt8(at), pixels.readUInt8(at + 1), pixels.readUInt8(at + 2)];
    },
  };
}
