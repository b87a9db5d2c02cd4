import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { testDatabaseUrl, testDatabaseUrlOf } from '../test/database.js';
import { png } from '../test/images.js';
import { openDatabase } from './db/kysely.js';
import { runHousekeeping, type HousekeepingDeps } from './housekeeping.js';
import { ADVISORY_LOCKS, runAlone } from './platform/advisory-lock.js';
import { enqueueMail, SENT_MAIL_RETENTION_DAYS } from './platform/mail.js';
import { storeUpload, TEMPORARY_FILE_LIFETIME_MS } from './modules/files/index.js';

let t: TestApp;
let deps: HousekeepingDeps;
beforeAll(async () => {
  t = await buildTestApp();
  deps = { storage: t.app.files, log: t.app.log, counts: t.app.housekeepingCounts };
});
afterAll(() => t.close());

const longAgo = () => new Date(Date.now() - TEMPORARY_FILE_LIFETIME_MS - 60_000).toISOString();

/** An anonymous upload no report took, stored a day and a minute ago: the housekeeping's to remove. */
async function expiredUpload(): Promise<string> {
  const name = await storeUpload(t.db, t.app.files, png(), false, { tenantId: null, uploadedBy: null });
  await t.db.updateTable('file').set({ createdAt: longAgo() }).where('name', '=', name).execute();
  return name;
}

const fileRow = (name: string) => t.db.selectFrom('file').select('name').where('name', '=', name).executeTakeFirst();

describe('runHousekeeping', () => {
  it('removes expired files and ended login throttles', async () => {
    const name = await expiredUpload();
    await t.db
      .insertInto('loginThrottle')
      .values({ emailKey: 'a'.repeat(64), sourceKey: 'b'.repeat(64), failures: 3, firstFailureAt: longAgo(), lockedUntil: null })
      .execute();
    expect(await runHousekeeping(t.db, deps)).toBe(true);
    expect(await fileRow(name)).toBeUndefined();
    expect(await t.app.files.size(name)).toBeNull();
    expect(
      await t.db.selectFrom('loginThrottle').select('emailKey').where('emailKey', '=', 'a'.repeat(64)).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('deletes sent mails after the retention, and keeps newer and unsent ones', async () => {
    const at = new Date('2026-11-25T12:00:00.000Z');
    const daysBefore = (days: number) => new Date(at.getTime() - days * 86_400_000).toISOString();
    const sentAt = { old: daysBefore(SENT_MAIL_RETENTION_DAYS + 1), recent: daysBefore(SENT_MAIL_RETENTION_DAYS - 1), unsent: null };
    for (const [key, sent] of Object.entries(sentAt)) {
      await enqueueMail(t.db, { to: 'buerger@example.org', subject: 'Ihre Meldung', text: 'Statuslink', dedupeKey: `retention:${key}` });
      await t.db
        .updateTable('mailOutbox')
        .set({ sentAt: sent, createdAt: daysBefore(60) })
        .where('dedupeKey', '=', `retention:${key}`)
        .execute();
    }
    expect(await runHousekeeping(t.db, { ...deps, now: () => at })).toBe(true);
    const left = await t.db.selectFrom('mailOutbox').select('dedupeKey').where('dedupeKey', 'like', 'retention:%').execute();
    expect(left.map((row) => row.dedupeKey).sort()).toEqual(['retention:recent', 'retention:unsent']);
  });

  it('takes a file whose bytes another process removed already without an error', async () => {
    const name = await expiredUpload();
    await t.app.files.remove(name);
    const errors = vi.spyOn(deps.log, 'error');
    try {
      expect(await runHousekeeping(t.db, deps)).toBe(true);
      expect(await fileRow(name)).toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe.skipIf(!testDatabaseUrl)('runHousekeeping with several processes on one PostgreSQL database', () => {
  let foreign: pg.Client;
  beforeAll(async () => {
    foreign = new pg.Client({ connectionString: testDatabaseUrlOf(t.db)! });
    await foreign.connect();
  });
  afterAll(() => foreign?.end());

  it('skips the run while another process holds the lock, and runs once it is free', async () => {
    const name = await expiredUpload();
    await foreign.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.housekeeping]);
    try {
      expect(await runHousekeeping(t.db, deps)).toBe(false);
      expect(await fileRow(name)).toBeDefined();
      expect(await t.app.files.size(name)).not.toBeNull();
    } finally {
      await foreign.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.housekeeping]);
    }
    expect(await runHousekeeping(t.db, deps)).toBe(true);
    expect(await fileRow(name)).toBeUndefined();
  });

  it('lets only one of two concurrent runs work, on two handles as two processes have them', async () => {
    const second = await openDatabase(testDatabaseUrlOf(t.db)!);
    try {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const running = new Promise<void>((resolve) => (entered = resolve));
      const jobs: string[] = [];
      const first = runAlone(t.db, ADVISORY_LOCKS.housekeeping, async () => {
        jobs.push('first');
        entered();
        await gate;
      });
      await running;
      // on the first handle's pool as well: the lock belongs to the one connection that holds it
      const sameHandle = runAlone(t.db, ADVISORY_LOCKS.housekeeping, async () => void jobs.push('same handle'));
      const otherHandle = runAlone(second, ADVISORY_LOCKS.housekeeping, async () => void jobs.push('other handle'));
      expect(await Promise.all([sameHandle, otherHandle])).toEqual([false, false]);
      release();
      expect(await first).toBe(true);
      expect(jobs).toEqual(['first']);
      // released for the next run, also when a job fails
      await expect(runAlone(second, ADVISORY_LOCKS.housekeeping, async () => Promise.reject(new Error('kaputt')))).rejects.toThrow(
        'kaputt',
      );
      expect(await runAlone(t.db, ADVISORY_LOCKS.housekeeping, async () => void jobs.push('later'))).toBe(true);
      expect(jobs).toEqual(['first', 'later']);
    } finally {
      await second.destroy();
    }
  });
});
