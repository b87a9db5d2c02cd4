import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RateLimits {
  /** requests per minute and IP for login, registration and forgot-password */
  auth: number;
  /** requests per minute and IP for public case reports and public uploads */
  publicReports: number;
}

export interface Config {
  production: boolean;
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
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
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
  return {
    production,
    port,
    host: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Bürgerportal <noreply@buergerportal.example>',
    maildevSmtpPort: int(env, 'MAILDEV_SMTP_PORT', 1025),
    maildevWebPort: int(env, 'MAILDEV_WEB_PORT', 1080),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir),
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
  };
}

/** A configuration for tests and tools: in-memory database, fixed secret, no files touched. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    production: false,
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
    ...overrides,
  };
}
