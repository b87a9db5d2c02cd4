import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthKeys } from './keys.js';

/**
 * OWASP's "device cookies" (docs/decisions/login-throttle.md): a successful login or password reset marks the
 * browser as a known device of that account, and the login throttle counts its failures apart from everyone
 * else's. The cookie is `issued.id.signature`: issue time (seconds), a random device id, and an HMAC over the
 * account's key, the time and the id, so it is valid for that account only and cannot be made without the secret.
 */
export const DEVICE_COOKIE_DAYS = 180;
const LIFETIME_MS = DEVICE_COOKIE_DAYS * 86_400_000;
/** a clock a little ahead on another process must not invalidate a cookie it just issued */
const CLOCK_SKEW_MS = 60_000;
/** only the login needs it: no other request carries it */
const COOKIE_PATH = '/api/authorization/token';

export interface DeviceCookie {
  name: string;
  value: string;
}

/** One cookie per account, so people sharing a browser keep each their own. */
const cookieName = (account: string) => `bp_device_${account.slice(0, 16)}`;

const signature = (keys: AuthKeys, account: string, issued: string, id: string) =>
  createHmac('sha256', keys.device).update(`${account}.${issued}.${id}`).digest('base64url');

export function issueDeviceCookie(keys: AuthKeys, account: string, at: Date): DeviceCookie {
  const issued = String(Math.floor(at.getTime() / 1000));
  const id = randomBytes(16).toString('base64url');
  return { name: cookieName(account), value: `${issued}.${id}.${signature(keys, account, issued, id)}` };
}

/** HttpOnly and SameSite=Strict always; Secure where the browser reaches the app over https. */
export const setCookieHeader = (cookie: DeviceCookie, secure: boolean): string =>
  `${cookie.name}=${cookie.value}; Max-Age=${LIFETIME_MS / 1000}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The id of the known device when the Cookie header holds a valid cookie of this account issued within the
 * last 180 days; null otherwise (none, another account's, expired, forged).
 */
export function knownDeviceId(keys: AuthKeys, account: string, cookieHeader: string | undefined, at: Date): string | null {
  const [issued, id, given, ...rest] = (cookieValue(cookieHeader, cookieName(account)) ?? '').split('.');
  if (!issued || !id || !given || rest.length > 0 || !/^\d{1,12}$/.test(issued)) return null;
  const age = at.getTime() - Number(issued) * 1000;
  if (age < -CLOCK_SKEW_MS || age > LIFETIME_MS) return null;
  const expected = Buffer.from(signature(keys, account, issued, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}
