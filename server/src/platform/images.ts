import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { ImageMime } from './files.js';

/** The most pixels an uploaded image may have; an animated GIF's frames count together. */
export const MAX_IMAGE_MEGAPIXELS = 40;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** The edge of the thumbnails the upload widget shows (docs/product/README.md#image-upload). */
const THUMBNAIL_EDGE = 90;

/**
 * How images are decoded. With a pixel limit libvips refuses an image from its header, before it decodes a single
 * pixel, so a few kilobytes claiming 60,000 × 60,000 pixels cost nothing. Warnings (common in camera JPEGs) are
 * tolerated; truncated or corrupt pixel data is not.
 */
const decoding = (mime: ImageMime, limitInputPixels: number | false): SharpOptions => ({
  limitInputPixels,
  failOn: 'error',
  animated: mime === 'image/gif',
});

/**
 * Every image is written anew in its own format: what the upload held besides pixels does not survive. JPEG at
 * quality 85 rather than the default 80, as a photo of a defect is evidence and is compressed a second time.
 */
const ENCODERS: Record<ImageMime, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Decodes an upload and opens it for re-encoding: the pixels turned upright by their EXIF orientation (which
 * goes with the rest of the metadata). 'too-large' above MAX_IMAGE_MEGAPIXELS, 'undecodable' for bytes that
 * only look like an image.
 */
async function decode(data: Buffer, mime: ImageMime): Promise<Sharp | 'too-large' | 'undecodable'> {
  // the header answers the size first, so an oversized image gets its own message; the decoder keeps the limit too
  const header = await sharp(data, decoding(mime, false))
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return 'undecodable';
  if (header.width * header.height > MAX_IMAGE_PIXELS) return 'too-large';
  return sharp(data, decoding(mime, MAX_IMAGE_PIXELS)).autoOrient();
}

const thumbnail = (image: Sharp) => image.resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true });

export interface ReencodedImage {
  /** the image in the upload's format, without metadata or anything after its last pixel */
  data: Buffer;
  /** at most THUMBNAIL_EDGE pixels wide and high, same format */
  thumbnail: Buffer;
}

/**
 * Decodes an upload within the pixel limit and writes it anew with its thumbnail, so what is stored is pixels
 * only: no EXIF (GPS position, camera), comments or text chunks, and no payload that made the file another
 * format at once (a GIF that is also a script).
 */
export async function reencodeImage(data: Buffer, mime: ImageMime): Promise<ReencodedImage | 'too-large' | 'undecodable'> {
  const image = await decode(data, mime);
  if (typeof image === 'string') return image;
  const encode = ENCODERS[mime];
  try {
    const [full, small] = await Promise.all([encode(image.clone()).toBuffer(), encode(thumbnail(image.clone())).toBuffer()]);
    return { data: full, thumbnail: small };
  } catch {
    return 'undecodable';
  }
}

/**
 * The thumbnail of a stored image (one stored before thumbnails were, or a demo photo); null when it cannot be
 * decoded within the limit.
 */
export async function thumbnailOf(data: Buffer, mime: ImageMime): Promise<Buffer | null> {
  const image = await decode(data, mime);
  if (typeof image === 'string') return null;
  return ENCODERS[mime](thumbnail(image))
    .toBuffer()
    .catch(() => null);
}
