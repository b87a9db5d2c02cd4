import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNoRightsAccount, NO_RIGHTS } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { dayOf } from '../case-stats/index.js';
import { berlinMidnight, mondayOf } from './calendar.js';
import { percentDelta, yearDeltaText } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addNoRightsAccount(t);
});
afterAll(() => t.close());

interface RawCase {
  tenantId: number | null;
  createdAt: string;
  state: string;
  stateChangedAt: string;
  reachable: number;
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The statistics counted by hand from the cases themselves, not from the aggregates the server reads. */
function handCount(cases: RawCase[]) {
  const now = Date.now();
  const today = dayOf(new Date(now).toISOString());
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const monday = shift(today, -((weekday + 6) % 7));
  const year = today.slice(0, 4);
  const lastYear = String(Number(year) - 1);
  const created = (from: string, to: string) => cases.filter((c) => dayOf(c.createdAt) >= from && dayOf(c.createdAt) <= to).length;
  const finished = (from: string, to: string) =>
    cases.filter((c) => c.state === 'FINISHED' && dayOf(c.stateChangedAt) >= from && dayOf(c.stateChangedAt) <= to).length;
  return {
    newCasesThisWeek: created(monday, today),
    newCasesLastWeek: created(shift(monday, -7), shift(monday, -1)),
    finishedCasesThisWeek: finished(monday, today),
    finishedCasesLastWeek: finished(shift(monday, -7), shift(monday, -1)),
    newCasesLast24Hours: cases.filter((c) => Date.parse(c.createdAt) >= now - 86_400_000).length,
    newCasesThisYear: created(`${year}-01-01`, today),
    newCasesLastYear: created(`${lastYear}-01-01`, `${lastYear}-12-31`),
  };
}

const rawCases = () =>
  t.db.selectFrom('defectCase').select(['tenantId', 'assigneeId', 'createdAt', 'state', 'stateChangedAt', 'reachable']).execute();

describe('GET /api/case/statistics/simple', () => {
  it("matches a hand count of the tenant's reachable cases for the tenant admin, and for a restricted clerk", async () => {
    const cases = (await rawCases()).filter((c) => c.tenantId === t.ids.tenants.musterstadt && c.reachable === 1);
    const expected = handCount(cases);
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/statistics/simple' });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject(expected);
    expect(stats.newCasesLast24Hours).toBeGreaterThanOrEqual(1);
    expect(stats.newCasesThisYear + stats.newCasesLastYear).toBeGreaterThan(50);
    expect(stats.deltaNewCasesThisWeek).toBe(percentDelta(expected.newCasesThisWeek, expected.newCasesLastWeek));
    expect(stats.deltaFinishedCasesThisWeek).toBe(percentDelta(expected.finishedCasesThisWeek, expected.finishedCasesLastWeek));
    expect(stats.deltaNewCasesThisYear).toBe(percentDelta(expected.newCasesThisYear, expected.newCasesLastYear));
    expect(stats.deltaTextNewCasesThisYear).toMatch(/^([+-±]\d+ % gegenüber dem Vorjahr|Keine Vorjahreszahlen zum Vergleich)$/);
    expect(stats.counted).toBe('ALL_CASES');
    // without VIEW_OTHERS_CASES the clerk's figures count the cases assigned to them, and say so
    const clerk = t.ids.users[ACCOUNTS.musterClerk]!;
    const own = (await t.request(ACCOUNTS.musterClerk, { url: '/api/case/statistics/simple' })).json();
    expect(own).toMatchObject({ ...handCount(cases.filter((c) => c.assigneeId === clerk)), counted: 'VISIBLE_CASES' });
    expect(own.newCasesThisYear + own.newCasesLastYear).toBeLessThan(stats.newCasesThisYear + stats.newCasesLastYear);
  });

  it('leaves out unreachable cases except for the super admin, who sees every tenant and cases without one', async () => {
    const cases = await rawCases();
    const dorf = await t.request(ACCOUNTS.dorfAdmin, { url: '/api/case/statistics/simple' });
    expect(dorf.json()).toMatchObject(handCount(cases.filter((c) => c.tenantId === t.ids.tenants.beispieldorf && c.reachable === 1)));
    const support = await t.request(ACCOUNTS.support, { url: '/api/case/statistics/simple' });
    expect(support.json()).toMatchObject(handCount(cases.filter((c) => c.tenantId !== null && c.reachable === 1)));
    const all = await t.request(ACCOUNTS.superAdmin, { url: '/api/case/statistics/simple' });
    expect(all.json()).toMatchObject(handCount(cases));
    expect(all.json().newCasesLast24Hours).toBeGreaterThan(dorf.json().newCasesLast24Hours);
  });

  it('counts a case created now at once, also where settled days are kept in the process', async () => {
    const stats = async (as: string) => (await t.request(as, { url: '/api/case/statistics/simple' })).json();
    const lastPoint = async (as: string) => (await t.request(as, { url: '/api/case/statistics/casesdiagram' })).json().at(-1)[1];
    const before = {
      all: await stats(ACCOUNTS.superAdmin),
      own: await stats(ACCOUNTS.musterAdmin),
      point: await lastPoint(ACCOUNTS.superAdmin),
    };
    const created = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/case',
      payload: {
        description: 'Neuer Fall für die Statistik',
        categoryId: t.ids.categories['musterstadt:Abfall'],
        latitude: 52.22,
        longitude: 13.44,
      },
    });
    expect(created.statusCode).toBe(201);
    for (const [as, previous] of [
      [ACCOUNTS.superAdmin, before.all],
      [ACCOUNTS.musterAdmin, before.own],
    ] as const) {
      const after = await stats(as);
      expect(after.newCasesThisWeek).toBe(previous.newCasesThisWeek + 1);
      expect(after.newCasesThisYear).toBe(previous.newCasesThisYear + 1);
      expect(after.newCasesLast24Hours).toBe(previous.newCasesLast24Hours + 1);
    }
    expect(await lastPoint(ACCOUNTS.superAdmin)).toBe(before.point + 1);
  });

  it('narrows to one tenant of the scope', async () => {
    const one = await t.request(ACCOUNTS.superAdmin, {
      url: '/api/case/statistics/simple',
      query: { tenant: String(t.ids.tenants.musterstadt) },
    });
    expect(one.json()).toEqual((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/statistics/simple' })).json());
  });

  it('answers 400 for a bad tenant, 403 without VIEW_DASHBOARD and 404 for a tenant outside scope', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/statistics/simple', query: { tenant: 'x' } })).statusCode).toBe(400);
    expect((await t.request(NO_RIGHTS, { url: '/api/case/statistics/simple' })).statusCode).toBe(403);
    const outside = await t.request(ACCOUNTS.dorfAdmin, {
      url: '/api/case/statistics/simple',
      query: { tenant: String(t.ids.tenants.musterstadt) },
    });
    expect(outside.statusCode).toBe(404);
  });
});

describe('GET /api/case/statistics/casesdiagram', () => {
  it('answers one [Berlin midnight, new cases] pair per day since 1 October 2022, empty days included', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/statistics/casesdiagram' });
    expect(response.statusCode).toBe(200);
    const points: [number, number][] = response.json();
    expect(points[0]).toEqual([Date.parse('2022-09-30T22:00:00Z'), 0]);
    const today = dayOf(new Date().toISOString());
    expect(points.at(-1)![0]).toBe(berlinMidnight(today));
    const days = (berlinMidnight(today) - berlinMidnight('2022-10-01')) / 86_400_000;
    expect(points.length).toBe(Math.round(days) + 1);
    const cases = (await rawCases()).filter((c) => c.tenantId === t.ids.tenants.musterstadt && c.reachable === 1);
    expect(points.reduce((total, [, count]) => total + count, 0)).toBe(cases.length);
    const yesterday = dayOf(new Date(Date.now() - 86_400_000).toISOString());
    const point = points.find(([ms]) => ms === berlinMidnight(yesterday))!;
    expect(point[1]).toBe(cases.filter((c) => dayOf(c.createdAt) === yesterday).length);
  });

  it("counts only a restricted clerk's own cases", async () => {
    const clerk = t.ids.users[ACCOUNTS.musterClerk]!;
    const points: [number, number][] = (await t.request(ACCOUNTS.musterClerk, { url: '/api/case/statistics/casesdiagram' })).json();
    const own = (await rawCases()).filter((c) => c.assigneeId === clerk && c.reachable === 1);
    expect(own.length).toBeGreaterThan(0);
    expect(points.reduce((total, [, count]) => total + count, 0)).toBe(own.length);
  });

  it('sums per week starting on Monday (the first week from 1 October 2022)', async () => {
    const daily: [number, number][] = (await t.request(ACCOUNTS.superAdmin, { url: '/api/case/statistics/casesdiagram' })).json();
    const response = await t.request(ACCOUNTS.superAdmin, { url: '/api/case/statistics/casesdiagram', query: { interval: 'week' } });
    const weekly: [number, number][] = response.json();
    expect(weekly[0]![0]).toBe(berlinMidnight('2022-10-01'));
    expect(weekly[1]![0]).toBe(berlinMidnight('2022-10-03'));
    expect(weekly.at(-1)![0]).toBe(berlinMidnight(mondayOf(dayOf(new Date().toISOString()))));
    expect(weekly.reduce((total, [, count]) => total + count, 0)).toBe(daily.reduce((total, [, count]) => total + count, 0));
    expect(daily.reduce((total, [, count]) => total + count, 0)).toBe((await rawCases()).length);
  });

  it('answers 400 for an unknown interval, 403 without VIEW_DASHBOARD and 404 for a tenant outside scope', async () => {
    expect(
      (await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/statistics/casesdiagram', query: { interval: 'month' } })).statusCode,
    ).toBe(400);
    expect((await t.request(NO_RIGHTS, { url: '/api/case/statistics/casesdiagram' })).statusCode).toBe(403);
    const outside = await t.request(ACCOUNTS.musterAdmin, {
      url: '/api/case/statistics/casesdiagram',
      query: { tenant: String(t.ids.tenants.beispieldorf) },
    });
    expect(outside.statusCode).toBe(404);
  });
});

describe('percent deltas', () => {
  it('round to whole percent and are null without a base', () => {
    expect(percentDelta(12, 10)).toBe(20);
    expect(percentDelta(1, 3)).toBe(-67);
    expect(percentDelta(5, 0)).toBeNull();
    expect(yearDeltaText(12)).toBe('+12 % gegenüber dem Vorjahr');
    expect(yearDeltaText(-5)).toBe('-5 % gegenüber dem Vorjahr');
    expect(yearDeltaText(0)).toBe('±0 % gegenüber dem Vorjahr');
    expect(yearDeltaText(null)).toBe('Keine Vorjahreszahlen zum Vergleich');
  });

  it('put midnight where Berlin has it across daylight saving time', () => {
    expect(berlinMidnight('2024-03-31')).toBe(Date.parse('2024-03-30T23:00:00Z'));
    expect(berlinMidnight('2024-04-01')).toBe(Date.parse('2024-03-31T22:00:00Z'));
    expect(berlinMidnight('2024-10-27')).toBe(Date.parse('2024-10-26T22:00:00Z'));
    expect(berlinMidnight('2024-10-28')).toBe(Date.parse('2024-10-27T23:00:00Z'));
    expect(mondayOf('2024-10-27')).toBe('2024-10-21');
    expect(mondayOf('2024-10-28')).toBe('2024-10-28');
  });
});
