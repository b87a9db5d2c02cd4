import { Type, type Static } from 'typebox';

/**
 * POST /files/upload takes multipart/form-data with the parts `file` (a png, gif or jpeg; the type is read
 * from the bytes) and `internalFile` ('true' or 'false', default false). It answers with the stored name,
 * which is random and never the client's.
 *
 * Public images are served to anyone under /files/images/{name} and /files/{name}. An internal file is served
 * only to a logged-in user of the uploader's tenant scope: with the bearer header, or through the short-lived
 * signed address that GET /files/link/{name} hands out (an <img> tag cannot send a bearer token).
 *
 * Every upload is decoded and stored re-encoded in its format (at most 40 megapixels; metadata and anything
 * beside the pixels dropped), with a thumbnail of at most 90 × 90 pixels under /files/thumbnails/{name}: same
 * format, same access rules as the image, and the image's signature opens it.
 */
export const UploadedFile = Type.Object({ name: Type.String() });
export type UploadedFile = Static<typeof UploadedFile>;

export const FileNameParams = Type.Object({ name: Type.String({ maxLength: 300 }) });
export type FileNameParams = Static<typeof FileNameParams>;

/** Query of a signed address for an internal file. */
export const FileAccessQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});
export type FileAccessQuery = Static<typeof FileAccessQuery>;

/** GET /files/link/{name}: an address an <img> tag can load; signed and short-lived for internal files. */
export const FileLink = Type.Object({
  url: Type.String(),
  /** the thumbnail's address, signed like `url`; null for a file that is not an image (a PDF summary) */
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  /** ISO time after which a signed address stops working; null for public images */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type FileLink = Static<typeof FileLink>;
