import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { testDatabaseUrl } from '../../../test/database.js';
import { runHousekeeping } from '../../housekeeping.js';
import { caseLinks, statusUrl, submitCase } from '../cases/index.js';
import { eraseExpiredReporterData, RETENTION_PROTOCOL_TEXT } from './index.js';
import { expiredCases } from './retention.js';

let t: TestApp;
let muster: number;
let dorf: number;
beforeAll(async () => {
  t = await buildTestApp();
  muster = t.ids.tenants.musterstadt!;
  dorf = t.ids.tenants.beispieldorf!;
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
/** The controlled clock: the cases close at CLOSED_AT, the job runs at a day of our choosing after it. */
const CLOSED_AT = new Date('2030-03-01T10:00:00.000Z');
const daysAfterClosing = (days: number, extraMs = 0) => new Date(CLOSED_AT.getTime() + days * DAY_MS + extraMs);

let reporterCount = 0;

/** A case of a reporter with e-mail, device and an Open311 client's name, phone and photo link, closed (or still open) at CLOSED_AT. */
async function reporterCase(tenantId: number, state: 'FINISHED' | 'REJECTED' | 'CANCELLED' | 'IN_PROGRESS' = 'FINISHED') {
  reporterCount += 1;
  const links = caseLinks(t.app.config);
  const { id } = await submitCase(
    t.db,
    {
      tenantId,
      description: 'Die Laterne vor Hausnummer 3 ist aus',
      categoryId: null,
      categoryTagId: null,
      latitude: 52.22,
      longitude: 13.44,
      email: `meldende${reporterCount}@example.org`,
      deviceId: `geraet-${reporterCount}`,
      reporterName: `Meldende Person ${reporterCount}`,
      reporterPhone: `030 ${reporterCount}`,
      mediaUrl: `https://fotos.example.org/${reporterCount}.jpg`,
      reachable: true,
      stateChangedDeadline: null,
      handoverNote: null,
      photos: [],
    },
    null,
    links,
  );
  const isOpen = state === 'IN_PROGRESS' ? 1 : 0;
  await t.db.updateTable('defectCase').set({ state, isOpen, stateChangedAt: CLOSED_AT.toISOString() }).where('id', '=', id).execute();
  return { id, token: new URL(statusUrl(links, id)).searchParams.get('token')! };
}

const reporterOf = (id: number) =>
  t.db
    .selectFrom('defectCase')
    .select(['email', 'deviceId', 'reporterName', 'reporterPhone', 'mediaUrl', 'statusTokenHash', 'reporterDataErasedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const protocolOf = async (id: number) =>
  (await t.db.selectFrom('caseProtocol').select(['description', 'userId']).where('caseId', '=', id).orderBy('id').execute()).filter(
    (entry) => entry.description === RETENTION_PROTOCOL_TEXT,
  );

const setRetention = (tenantId: number, days: number) =>
  t.db.updateTable('tenant').set({ reporterDataRetentionDays: days }).where('id', '=', tenantId).execute();

describe('eraseExpiredReporterData', () => {
  it("removes e-mail, device, name, phone, photo link and status link of cases closed longer than the tenant's days, once, with a protocol entry", async () => {
    await setRetention(muster, 365);
    const finished = await reporterCase(muster, 'FINISHED');
    const rejected = await reporterCase(muster, 'REJECTED');
    const withdrawn = await reporterCase(muster, 'CANCELLED');
    const open = await reporterCase(muster, 'IN_PROGRESS');

    // a minute before the limit: nothing of these goes
    await eraseExpiredReporterData(t.db, daysAfterClosing(365, -60_000));
    expect(await reporterOf(finished.id)).toMatchObject({
      email: 'meldende1@example.org',
      deviceId: 'geraet-1',
      reporterName: 'Meldende Person 1',
      reporterPhone: '030 1',
      mediaUrl: 'https://fotos.example.org/1.jpg',
      reporterDataErasedAt: null,
    });
    expect(await protocolOf(finished.id)).toEqual([]);

    const at = daysAfterClosing(365, 60_000);
    expect(await eraseExpiredReporterData(t.db, at)).toBeGreaterThanOrEqual(3);
    for (const closed of [finished, rejected, withdrawn]) {
      const row = await reporterOf(closed.id);
      expect(row).toMatchObject({
        email: null,
        deviceId: null,
        reporterName: null,
        reporterPhone: null,
        mediaUrl: null,
        reporterDataErasedAt: at.toISOString(),
      });
      // the hash stays for the status page's note; the link shows nothing else any more (see the status page test)
      expect(row.statusTokenHash).not.toBeNull();
      expect(await protocolOf(closed.id)).toEqual([{ description: RETENTION_PROTOCOL_TEXT, userId: null }]);
    }
    expect(await reporterOf(open.id)).toMatchObject({
      email: 'meldende4@example.org',
      deviceId: 'geraet-4',
      reporterName: 'Meldende Person 4',
      reporterPhone: '030 4',
      reporterDataErasedAt: null,
    });
    expect(await protocolOf(open.id)).toEqual([]);

    // a second run finds nothing left and writes no second entry
    expect(await eraseExpiredReporterData(t.db, at)).toBe(0);
    expect(await protocolOf(finished.id)).toHaveLength(1);
  });

  it('leaves a closed case without reporter data alone: nothing to erase, no protocol entry, its status link works', async () => {
    const anonymous = await reporterCase(muster);
    await t.db
      .updateTable('defectCase')
      .set({ email: null, deviceId: null, reporterName: null, reporterPhone: null, mediaUrl: null })
      .where('id', '=', anonymous.id)
      .execute();
    await eraseExpiredReporterData(t.db, daysAfterClosing(400));
    expect((await reporterOf(anonymous.id)).reporterDataErasedAt).toBeNull();
    expect(await protocolOf(anonymous.id)).toEqual([]);
    expect((await t.request(null, { url: `/api/public/case-status/${anonymous.token}` })).statusCode).toBe(200);
  });

  it("applies each tenant's own days to its own cases only", async () => {
    await setRetention(muster, 30);
    await setRetention(dorf, 365);
    const short = await reporterCase(muster);
    const long = await reporterCase(dorf);
    await eraseExpiredReporterData(t.db, daysAfterClosing(100));
    expect((await reporterOf(short.id)).email).toBeNull();
    expect((await reporterOf(long.id)).email).not.toBeNull();
    await eraseExpiredReporterData(t.db, daysAfterClosing(366));
    expect((await reporterOf(long.id)).email).toBeNull();
    await setRetention(muster, 365);
  });

  it('works through a backlog of several batches', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await reporterCase(dorf)).id);
    const erased = await eraseExpiredReporterData(t.db, daysAfterClosing(366), 2);
    expect(erased).toBeGreaterThanOrEqual(5);
    for (const id of ids) expect(await protocolOf(id)).toHaveLength(1);
    expect(await eraseExpiredReporterData(t.db, daysAfterClosing(366), 2)).toBe(0);
  });
});

describe('the status page after the removal', () => {
  const status = (token: string, action = '', payload?: unknown) =>
    t.request(null, { method: action ? 'POST' : 'GET', url: `/api/public/case-status/${token}${action}`, payload: payload as never });

  it('answers 410 with the German note and nothing of the case, for the rating as well', async () => {
    const closed = await reporterCase(muster);
    expect((await status(closed.token)).statusCode).toBe(200);
    await eraseExpiredReporterData(t.db, daysAfterClosing(400));
    const answer = await status(closed.token);
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toEqual({
      message: 'Ihre personenbezogenen Daten zu dieser Meldung wurden gelöscht.',
      code: 'REPORTER_DATA_ERASED',
    });
    expect((await status(closed.token, '/rating', { rating: 4 })).statusCode).toBe(410);
    expect((await status(closed.token, '/withdraw')).statusCode).toBe(410);
    // an unknown link stays unknown
    expect((await status('y'.repeat(43))).statusCode).toBe(404);
  });
});

describe('the housekeeping run', () => {
  it('removes the expired reporter data with its clock and counts the cases in /metrics', async () => {
    const closed = await reporterCase(muster);
    const counts = t.app.housekeepingCounts;
    const before = counts.reporterDataErased;
    expect(await runHousekeeping(t.db, { storage: t.app.files, log: t.app.log, counts, now: () => daysAfterClosing(366) })).toBe(true);
    expect((await reporterOf(closed.id)).email).toBeNull();
    expect(counts.reporterDataErased).toBeGreaterThan(before);
    const metrics = await t.request(null, { url: '/metrics' });
    expect(metrics.body).toContain(`buergerportal_reporter_data_erased_total ${counts.reporterDataErased}`);
    expect(metrics.body).not.toContain('example.org');
  });

  it('leaves the protocol readable to staff with the entry', async () => {
    const closed = await reporterCase(muster);
    await eraseExpiredReporterData(t.db, daysAfterClosing(366));
    const protocol = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${closed.id}/protocol` });
    expect(protocol.json()[0]).toMatchObject({ description: RETENTION_PROTOCOL_TEXT, user: null });
  });
});

describe.skipIf(testDatabaseUrl)('the retention query plan', () => {
  it('finds a batch of one tenant (or of none) from its index, without reading the other cases', async () => {
    for (const tenantId of [muster, null]) {
      const query = expiredCases(t.db, tenantId, CLOSED_AT.toISOString(), 500).compile();
      const result = await t.db.getExecutor().executeQuery({ ...query, sql: `EXPLAIN QUERY PLAN ${query.sql}` });
      const detail = (result.rows as { detail: string }[]).map((r) => r.detail).join(' ; ');
      expect(detail).toMatch(
        /^SEARCH defect_case USING (COVERING )?INDEX case_reporter_retention_idx \(tenant_id=\? AND is_open=\? AND reporter_data_erased_at=\? AND state_changed_at<\?\)$/,
      );
    }
  });
});
