import { describe, expect, it } from 'vitest';
import { addressKey, authKeys } from './keys.js';
import { DEVICE_COOKIE_DAYS, issueDeviceCookie, knownDeviceId, setCookieHeader } from './known-device.js';

const keys = authKeys('test-secret-that-is-long-enough-for-hs256-signing');
const ACCOUNT = addressKey(keys, 'erika@musterstadt.example');
const AT = new Date('2026-07-01T12:00:00.000Z');
const DAY = 86_400_000;

const header = (cookie: { name: string; value: string }) => `theme=dunkel; ${cookie.name}=${cookie.value}; lang=de`;

describe('known-device cookies', () => {
  it('recognise the device they were issued to, for that account only', () => {
    const cookie = issueDeviceCookie(keys, ACCOUNT, AT);
    const id = knownDeviceId(keys, ACCOUNT, header(cookie), AT);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(knownDeviceId(keys, addressKey(keys, 'max@musterstadt.example'), header(cookie), AT)).toBeNull();
    // the same account in another letter case is the same account
    expect(knownDeviceId(keys, addressKey(keys, ' Erika@Musterstadt.EXAMPLE'), header(cookie), AT)).toBe(id);
  });

  it('give each device an id of its own', () => {
    const first = issueDeviceCookie(keys, ACCOUNT, AT);
    const second = issueDeviceCookie(keys, ACCOUNT, AT);
    expect(first.name).toBe(second.name);
    expect(knownDeviceId(keys, ACCOUNT, header(first), AT)).not.toBe(knownDeviceId(keys, ACCOUNT, header(second), AT));
  });

  it(`are valid for ${DEVICE_COOKIE_DAYS} days`, () => {
    const cookie = header(issueDeviceCookie(keys, ACCOUNT, AT));
    expect(knownDeviceId(keys, ACCOUNT, cookie, new Date(AT.getTime() + DEVICE_COOKIE_DAYS * DAY - 1000))).not.toBeNull();
    expect(knownDeviceId(keys, ACCOUNT, cookie, new Date(AT.getTime() + DEVICE_COOKIE_DAYS * DAY + 1000))).toBeNull();
  });

  it('refuse a changed cookie, another secret and a malformed value', () => {
    const cookie = issueDeviceCookie(keys, ACCOUNT, AT);
    const [issued, id, signature] = cookie.value.split('.') as [string, string, string];
    const variants = [
      `${Number(issued) - 1}.${id}.${signature}`,
      `${issued}.${id.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${signature}`,
      `${issued}.${id}.${signature.slice(0, -2)}`,
      `${issued}.${id}`,
      `${issued}.${id}.${signature}.x`,
      '',
    ];
    for (const value of variants) expect(knownDeviceId(keys, ACCOUNT, header({ ...cookie, value }), AT), value).toBeNull();
    expect(knownDeviceId(authKeys('another-secret-entirely-of-sufficient-length'), ACCOUNT, header(cookie), AT)).toBeNull();
    expect(knownDeviceId(keys, ACCOUNT, undefined, AT)).toBeNull();
  });

  it('are HttpOnly, SameSite=Strict, sent to the login only, and Secure over https', () => {
    const cookie = issueDeviceCookie(keys, ACCOUNT, AT);
    const attributes = `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; Path=/api/authorization/token; HttpOnly; SameSite=Strict`;
    expect(setCookieHeader(cookie, false)).toBe(`${cookie.name}=${cookie.value}; ${attributes}`);
    expect(setCookieHeader(cookie, true)).toBe(`${cookie.name}=${cookie.value}; ${attributes}; Secure`);
    expect(cookie.name).toMatch(/^bp_device_[0-9a-f]{16}$/);
  });
});
