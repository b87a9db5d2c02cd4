import { describe, expect, it } from 'vitest';
import { loadConfig, parseCorsOrigins, parseTrustProxy } from './config.js';

const base = { JWT_SECRET: 'test-secret', DATA_DIR: '/nonexistent/buergerportal' };
const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' };

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, in production as in development', () => {
    expect(loadConfig(production).trustProxy).toBe(false);
    expect(loadConfig(base).trustProxy).toBe(false);
  });

  it.each(['', ' ', 'off', 'false', '0'])('"%s" trusts no proxy', (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  it('reads a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('reads a list of proxy addresses, ranges and named ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8,127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseTrustProxy(' 192.168.1.5 , fd00::/8, ::1,loopback ')).toEqual(['192.168.1.5', 'fd00::/8', '::1', 'loopback']);
  });

  it('refuses "true" with the reason, at start', () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY=true would let every client choose its own address via X-Forwarded-For; ' +
        'set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1).',
    );
  });

  it.each([
    ['yes', 'yes'],
    ['-1', '-1'],
    ['1.5', '1.5'],
    ['10.0.0.300', '10.0.0.300'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['::/0', '::/0'],
    ['10.0.0.0/8/1', '10.0.0.0/8/1'],
    ['10.0.0.0/x', '10.0.0.0/x'],
    ['10.0.0.0/8,', ''],
    ['127.0.0.1,proxy.example', 'proxy.example'],
  ])('refuses "%s", naming the wrong entry', (value, entry) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be off, a hop count (e.g. 1) or proxy addresses/ranges (e.g. 10.0.0.0/8,127.0.0.1); "${entry}" is none of these.`,
    );
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty when unset, and lists normalised origins, http included', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' ')).toEqual([]);
    expect(parseCorsOrigins('https://App.Example:8443/, http://intranet.example')).toEqual([
      'https://app.example:8443',
      'http://intranet.example',
    ]);
  });

  it.each(['https://app.example/pfad', '*', 'app.example', 'ftp://app.example'])('refuses %s at the start', (raw) => {
    expect(() => parseCorsOrigins(raw)).toThrow(/CORS_ORIGINS must list origins/);
  });
});
