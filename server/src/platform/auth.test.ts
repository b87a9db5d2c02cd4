import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { revokeUserSessions } from './sessions.js';

const IDLE_MINUTES = 30;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionIdleMinutes: IDLE_MINUTES });
});
afterAll(() => t.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A fresh session of a demo account: its bearer header and its session row id. */
async function session(email: string = ACCOUNTS.musterClerk): Promise<{ authorization: string; id: string }> {
  const authorization = await t.login(email);
  const { sid } = t.app.jwt.decode<{ sid: string }>(authorization.slice('Bearer '.length))!;
  return { authorization, id: sid };
}

const row = (id: string) => t.db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const setRow = (id: string, values: { lastActivityAt?: string; expiresAt?: string; revokedAt?: string }) =>
  t.db.updateTable('session').set(values).where('id', '=', id).execute();
const get = (url: string, authorization: string) => t.app.inject({ url, headers: { authorization } });

describe('idle expiry (SESSION_IDLE_MINUTES)', () => {
  it('ends a session after the idle minutes without activity', async () => {
    const s = await session();
    await setRow(s.id, { lastActivityAt: minutesAgo(IDLE_MINUTES + 1) });
    for (const url of ['/api/user/me', '/api/module']) {
      const response = await get(url, s.authorization);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('keeps a session that was active just inside the idle minutes, and an active request renews it', async () => {
    const s = await session();
    await setRow(s.id, { lastActivityAt: minutesAgo(IDLE_MINUTES - 1) });
    expect((await get('/api/module', s.authorization)).statusCode).toBe(200);
    expect(Date.now() - Date.parse((await row(s.id)).lastActivityAt)).toBeLessThan(5_000);
  });

  it('the passive 60-second poll (GET /api/user/me) neither renews activity nor keeps the session alive', async () => {
    const s = await session();
    const before = minutesAgo(IDLE_MINUTES - 1);
    await setRow(s.id, { lastActivityAt: before });
    for (const url of ['/api/user/me', '/api/me/authorization/state', '/api/language/me']) {
      expect((await get(url, s.authorization)).statusCode, url).toBe(200);
      expect((await row(s.id)).lastActivityAt, url).toBe(before);
    }
    await setRow(s.id, { lastActivityAt: minutesAgo(IDLE_MINUTES + 1) });
    expect((await get('/api/user/me', s.authorization)).statusCode).toBe(401);
  });

  it('any other request counts as activity', async () => {
    const s = await session();
    await setRow(s.id, { lastActivityAt: minutesAgo(5) });
    expect((await get('/api/role/rights', s.authorization)).statusCode).toBe(200);
    expect(Date.now() - Date.parse((await row(s.id)).lastActivityAt)).toBeLessThan(5_000);
  });
});

describe('absolute limit', () => {
  it('a session lasts 12 hours at most, however active', async () => {
    const before = Date.now();
    const s = await session();
    const hours = (Date.parse((await row(s.id)).expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(11.99);
    expect(hours).toBeLessThanOrEqual(12.01);

    await setRow(s.id, { expiresAt: minutesAgo(1), lastActivityAt: new Date().toISOString() });
    expect((await get('/api/module', s.authorization)).statusCode).toBe(401);
  });

  it('the token itself expires after 12 hours', async () => {
    const s = await session();
    const { exp, iat } = t.app.jwt.decode<{ exp: number; iat: number }>(s.authorization.slice('Bearer '.length))!;
    expect(exp - iat).toBe(12 * 3600);
  });

  it('a token answered from the verification cache still ends at its expiry', async () => {
    const s = await session();
    const shortLived = `Bearer ${t.app.jwt.sign({ sid: s.id }, { expiresIn: '2s' })}`;
    expect((await get('/api/module', shortLived)).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 3_000, toFake: ['Date'] });
    try {
      expect((await get('/api/module', shortLived)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('revoked sessions', () => {
  it('a revoked session answers 401 at once', async () => {
    const s = await session();
    await setRow(s.id, { revokedAt: new Date().toISOString() });
    expect((await get('/api/user/me', s.authorization)).statusCode).toBe(401);
  });

  it('revoking a user ends every session of that user and no other', async () => {
    const first = await session(ACCOUNTS.musterAdmin);
    const second = await session(ACCOUNTS.musterAdmin);
    const other = await session(ACCOUNTS.dorfAdmin);
    await revokeUserSessions(t.db, t.ids.users[ACCOUNTS.musterAdmin]!);
    expect((await get('/api/user/me', first.authorization)).statusCode).toBe(401);
    expect((await get('/api/user/me', second.authorization)).statusCode).toBe(401);
    expect((await get('/api/user/me', other.authorization)).statusCode).toBe(200);
  });

  it('blocking a user ends their running sessions', async () => {
    const s = await session(ACCOUNTS.support);
    const id = t.ids.users[ACCOUNTS.support]!;
    await t.db.updateTable('appUser').set({ status: 0 }).where('id', '=', id).execute();
    try {
      expect((await get('/api/user/me', s.authorization)).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('appUser').set({ status: 1 }).where('id', '=', id).execute();
    }
  });

  it('a correctly signed token for an unknown session and a token signed with another secret answer 401', async () => {
    const unknown = `Bearer ${t.app.jwt.sign({ sid: 'gibt-es-nicht' })}`;
    expect((await get('/api/user/me', unknown)).statusCode).toBe(401);
    const other = await buildTestApp({ jwtSecret: 'a-completely-different-secret-for-this-test' });
    try {
      const foreign = await other.login(ACCOUNTS.musterClerk);
      expect((await get('/api/user/me', foreign)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('rights are read per request: a right removed from the role applies at once', async () => {
    const s = await session(ACCOUNTS.support);
    expect((await get('/api/user/me', s.authorization)).json().allRights).toContain('CREATE_USER');
    const roleId = t.ids.roles['betrieb:Support']!;
    await t.db.deleteFrom('roleRight').where('roleId', '=', roleId).where('right', '=', 'CREATE_USER').execute();
    expect((await get('/api/user/me', s.authorization)).json().allRights).not.toContain('CREATE_USER');
  });
});
