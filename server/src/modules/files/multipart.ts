import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { UPLOAD_MESSAGES } from './service.js';

/** @fastify/multipart limits for one image per request. */
export const multipartLimits = (config: Config) => ({
  fileSize: config.uploadMaxMb * 1024 * 1024,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 100,
});

const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Reads the multipart parts `file` and `internalFile` of POST /files/upload. */
export async function readUpload(request: FastifyRequest, maxMb: number): Promise<{ data: Buffer; internal: boolean }> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.missing, 'FILE_MISSING');
  let data: Buffer | null = null;
  let internal = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') data = bytes;
      } else if (part.fieldname === 'internalFile') {
        internal = String(part.value).trim().toLowerCase() === 'true';
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(maxMb));
    if (code && TOO_MANY_PARTS.has(code)) throw badRequest(UPLOAD_MESSAGES.oneFile, 'FILE_COUNT');
    // only parsing happens in the loop: a broken multipart body is bad input, not a server fault
    throw badRequest(UPLOAD_MESSAGES.unreadable, 'FILE_UNREADABLE');
  }
  if (data === null) throw badRequest(UPLOAD_MESSAGES.missing, 'FILE_MISSING');
  return { data, internal };
}
