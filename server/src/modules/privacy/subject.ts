import { createHmac } from 'node:crypto';
import { isEmail } from '@contracts/common.js';
import { PRIVACY_MESSAGES } from '@contracts/privacy.js';
import { badRequest } from '../../platform/errors.js';
import { normaliseEmail } from '../users/index.js';

/** The address a request concerns, trimmed and lower-case as every search compares it; 400 with a German text otherwise. */
export function subjectEmail(email: string): string {
  const trimmed = email.trim();
  if (!trimmed) throw badRequest(PRIVACY_MESSAGES.emailMissing, 'EMAIL_MISSING');
  if (!isEmail(trimmed)) throw badRequest(PRIVACY_MESSAGES.emailInvalid, 'EMAIL_INVALID');
  return normaliseEmail(trimmed);
}

/**
 * The address as the request log keeps it: an HMAC under a key derived from JWT_SECRET, so the log names no
 * address, and a plain list of known addresses cannot be hashed to read it back; the same address always gives
 * the same value, so the requests concerning one person can still be found.
 */
export const emailHash = (jwtSecret: string, email: string): string =>
  createHmac('sha256', createHmac('sha256', jwtSecret).update('privacy-request-log').digest()).update(email).digest('hex');
