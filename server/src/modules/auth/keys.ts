import { createHmac } from 'node:crypto';
import { normaliseEmail } from '../users/index.js';

/**
 * Keys derived from JWT_SECRET, one per purpose, as the status links and unsubscribe links derive theirs:
 * `hashing` keys what the login throttle and the registration attempts store instead of addresses and IPs,
 * `device` signs the known-device cookies. Changing JWT_SECRET ends both: the cookies become invalid and the
 * stored hashes match nothing any more (the housekeeping removes them).
 */
export interface AuthKeys {
  readonly hashing: Buffer;
  readonly device: Buffer;
}

const derive = (jwtSecret: string, purpose: string) => createHmac('sha256', jwtSecret).update(purpose).digest();

export const authKeys = (jwtSecret: string): AuthKeys => ({
  hashing: derive(jwtSecret, 'auth-stored-keys'),
  device: derive(jwtSecret, 'known-device-cookie'),
});

/** What is stored in place of a value that must not be readable: HMAC-SHA-256 as 64 hex digits. */
export const keyedHash = (keys: AuthKeys, value: string): string => createHmac('sha256', keys.hashing).update(value).digest('hex');

/** The key of an address in any letter case and with blanks around it, for unknown addresses exactly as for known ones. */
export const addressKey = (keys: AuthKeys, email: string): string => keyedHash(keys, `address:${normaliseEmail(email)}`);
