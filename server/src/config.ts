import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { normaliseOrigin } from '@contracts/tenant.js';

export interface RateLimits {
  /** requests per minute and IP for login, registration and forgot-password */
  auth: number;
  /** requests per minute and IP for public case reports and public uploads */
  publicReports: number;
}

/**
 * Which proxies may name the client's address in X-Forwarded-For (Fastify's trustProxy): none, the number of
 * proxy hops in front of the server, or the proxies' addresses and ranges. Never "everyone".
 */
export type ProxyTrust = false | number | string[];

export interface Config {
  production: boolean;
  trustProxy: ProxyTrust;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  maildevSmtpPort: number;
  maildevWebPort: number;
  publicUrl: string;
  jwtSecret: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  uploadMaxMb: number;
  mapTileUrl: string;
  geocoderUrl: string;
  rateLimits: RateLimits;
  buildNumber: string;
  /** METRICS_TOKEN: /metrics then needs `Authorization: Bearer <token>`; without it /metrics is open in demo mode, off in production */
  metricsToken: string | null;
  /** REGISTRATION_NOTICES_PER_HOUR: mails about single new registrations to a tenant's main account per hour; the rest go into one summary */
  registrationNoticesPerHour: number;
  /**
   * CORS_ORIGINS: web origins whose pages may send the public writes with an API key (a report, an Open311 request,
   * a vote), for every tenant, besides the origins each tenant lists itself (docs/decisions/cors.md)
   */
  corsOrigins: string[];
  /**
   * FORWARDING_SECRET: the key the Open311 forwarding's API keys are encrypted with at rest (docs/decisions/
   * open311-forwarding.md). Demo mode derives one from JWT_SECRET; production without it stores no API key.
   */
  forwardingSecret: string | null;
  /** FORWARDING_ALLOWED_HOSTS: hosts (or host:port) on internal addresses that forwarding may call nevertheless */
  forwardingAllowedHosts: string[];
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

/** proxy-addr's names for the loopback, link-local and unique-local ranges */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // a prefix of 0 is every address, the same as trusting every client
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, "off" or "0" trusts no proxy (the connection's address counts); a number is the count of
 * proxy hops in front; otherwise a comma-separated list of proxy addresses, CIDR ranges or proxy-addr's names
 * loopback, linklocal, uniquelocal. "true" is refused: any client could then pick its own address and escape
 * the per-IP rate limits.
 */
export function parseTrustProxy(raw: string | undefined): ProxyTrust {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'off' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let every client choose its own address via X-Forwarded-For; ' +
        'set the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1).',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY must be off, a hop count (e.g. 1) or proxy addresses/ranges (e.g. 10.0.0.0/8,127.0.0.1); "${invalid}" is none of these.`,
    );
  }
  return entries;
}

/**
 * CORS_ORIGINS: a comma-separated list of origins, `https://host[:port]` (http too: the operator's own choice, e.g.
 * an intranet page); unset or empty allows none beyond the tenants' own lists.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    const origin = normaliseOrigin(entry, ['https:', 'http:']);
    if (origin === null) {
      throw new Error(
        `CORS_ORIGINS must list origins such as https://www.musterstadt.de or https://host:8443, without a path; "${entry}" is none.`,
      );
    }
    return origin;
  });
}

/** Reads the secret from DATA_DIR, creating it once, so demo sessions survive a restart. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where the data lives; enough for tools such as create-admin, which need no secrets. */
export function storageConfig(env: Env = process.env): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return { dataDir, databaseUrl: env.DATABASE_URL ?? `sqlite:${join(dataDir, 'buergerportal.sqlite')}` };
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = ['JWT_SECRET', 'SMTP_URL'].filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(`NODE_ENV=production needs ${missing.join(' and ')}; refusing to start.`);
    }
  }
  const port = int(env, 'PORT', 3000);
  const { dataDir, databaseUrl } = storageConfig(env);
  const jwtSecret = env.JWT_SECRET ?? persistentSecret(dataDir);
  return {
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    port,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Bürgerportal <noreply@buergerportal.example>',
    maildevSmtpPort: int(env, 'MAILDEV_SMTP_PORT', 1025),
    maildevWebPort: int(env, 'MAILDEV_WEB_PORT', 1080),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60),
    sessionMaxHours: int(env, 'SESSION_MAX_HOURS', 12),
    uploadMaxMb: int(env, 'UPLOAD_MAX_MB', 10),
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    geocoderUrl: env.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org',
    rateLimits: {
      auth: int(env, 'RATE_LIMIT_AUTH_PER_MINUTE', 20),
      publicReports: int(env, 'RATE_LIMIT_PUBLIC_PER_MINUTE', 30),
    },
    buildNumber: env.BUILD_NUMBER ?? 'dev',
    metricsToken: env.METRICS_TOKEN || null,
    registrationNoticesPerHour: int(env, 'REGISTRATION_NOTICES_PER_HOUR', 10),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    forwardingSecret: env.FORWARDING_SECRET || (production ? null : `${jwtSecret}:forwarding`),
    forwardingAllowedHosts: (env.FORWARDING_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  };
}

/** A configuration for tests and tools: in-memory database, fixed secret, no files touched. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    production: false,
    trustProxy: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmpdir(), `buergerportal-test-${process.pid}`),
    databaseUrl: 'sqlite::memory:',
    smtpUrl: null,
    mailFrom: 'Bürgerportal <noreply@buergerportal.example>',
    maildevSmtpPort: 0,
    maildevWebPort: 0,
    publicUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    sessionIdleMinutes: 60,
    sessionMaxHours: 12,
    uploadMaxMb: 2,
    mapTileUrl: '',
    geocoderUrl: 'http://127.0.0.1:9/',
    rateLimits: { auth: 1000, publicReports: 1000 },
    buildNumber: 'test',
    metricsToken: null,
    registrationNoticesPerHour: 10,
    corsOrigins: [],
    forwardingSecret: 'test-forwarding-secret',
    forwardingAllowedHosts: [],
    ...overrides,
  };
}
