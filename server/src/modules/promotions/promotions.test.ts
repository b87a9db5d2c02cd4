import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_MESSAGES } from '@contracts/promotion.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { PROMOTION_VALIDATION } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const area = [
  { latitude: 52.23, longitude: 13.43 },
  { latitude: 52.23, longitude: 13.45 },
  { latitude: 52.21, longitude: 13.45 },
];
const valid = {
  name: 'Baumpflanzaktion',
  startDate: '2026-04-01T08:00:00.000Z',
  endDate: '2026-04-30T16:30:00.000Z',
  allowAlreadyRegisteredDevices: true,
  boundaries: JSON.stringify(area),
};
const NOT_SUPER = [ACCOUNTS.musterAdmin, ACCOUNTS.musterClerk];

describe('GET /api/promotion', () => {
  it('lists the demo promotions with their period in Berlin time, newest start first', async () => {
    const response = await t.request(ACCOUNTS.superAdmin, { url: '/api/promotion' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((p: { name: string }) => p.name)).toEqual([
      'Radwege-Check Herbst',
      'Frühjahrsputz Musterstadt',
      'Stadtfest 2025',
    ]);
    expect(page.content[0].validityFormatted).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} – \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    const searched = (await t.request(ACCOUNTS.superAdmin, { url: '/api/promotion', query: { search: 'stadtfest', sort: 'name' } })).json();
    expect(searched.content.map((p: { name: string }) => p.name)).toEqual(['Stadtfest 2025']);
  });

  it('answers 400 for an unknown sort and 403 to everyone but the super admin', async () => {
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/promotion', query: { sort: 'id' } })).statusCode).toBe(400);
    for (const account of NOT_SUPER) expect((await t.request(account, { url: '/api/promotion' })).statusCode).toBe(403);
    expect((await t.request(null, { url: '/api/promotion' })).statusCode).toBe(401);
  });
});

describe('POST, GET, PUT and DELETE /api/promotion', () => {
  it('creates (with and without the trailing slash), reads, updates and deletes a promotion', async () => {
    const created = await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/promotion/', payload: valid });
    expect(created.statusCode).toBe(201);
    const { message, promotion } = created.json();
    expect(message).toBe(PROMOTION_MESSAGES.saved);
    expect(promotion).toEqual({
      id: expect.any(Number),
      name: 'Baumpflanzaktion',
      startDate: '2026-04-01T08:00:00.000Z',
      endDate: '2026-04-30T16:30:00.000Z',
      allowAlreadyRegisteredDevices: true,
      boundaries: JSON.stringify(area),
      boundariesArray: area,
      latitude: 52.23,
      longitude: 13.43,
      validityFormatted: '2026.04.01 10:00 – 2026.04.30 18:30',
    });
    const again = await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/promotion', payload: { ...valid, name: 'Zweite' } });
    expect(again.statusCode).toBe(201);

    const read = await t.request(ACCOUNTS.superAdmin, { url: `/api/promotion/${promotion.id}` });
    expect(read.json()).toEqual(promotion);

    const moved = [{ latitude: 52.1, longitude: 13.1 }, ...area];
    const updated = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: `/api/promotion/${promotion.id}`,
      payload: { ...valid, name: ' Neuer Name ', allowAlreadyRegisteredDevices: false, boundaries: JSON.stringify(moved) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(PROMOTION_MESSAGES.updated);
    expect(updated.json().promotion).toMatchObject({
      name: 'Neuer Name',
      allowAlreadyRegisteredDevices: false,
      latitude: 52.1,
      longitude: 13.1,
    });

    const deleted = await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url: `/api/promotion/${promotion.id}` });
    expect(deleted.json()).toEqual({ message: PROMOTION_MESSAGES.deleted });
    expect((await t.request(ACCOUNTS.superAdmin, { url: `/api/promotion/${promotion.id}` })).statusCode).toBe(404);
  });

  it('checks the form in the order of the specification, then the period', async () => {
    const post = (payload: object) => t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/promotion/', payload });
    const cases: [object, string][] = [
      [{}, PROMOTION_VALIDATION.nameMissing],
      [{ ...valid, name: '  ', startDate: null }, PROMOTION_VALIDATION.nameMissing],
      [{ ...valid, startDate: null, endDate: null, boundaries: '[]' }, PROMOTION_VALIDATION.startMissing],
      [{ ...valid, startDate: 'kein Datum' }, PROMOTION_VALIDATION.startMissing],
      [{ ...valid, endDate: '', boundaries: null }, PROMOTION_VALIDATION.endMissing],
      [{ ...valid, boundaries: JSON.stringify(area.slice(0, 2)) }, PROMOTION_VALIDATION.boundariesMissing],
      [{ ...valid, boundaries: 'not json' }, PROMOTION_VALIDATION.boundariesMissing],
      [{ ...valid, boundaries: JSON.stringify([{ latitude: 95, longitude: 13 }, ...area]) }, PROMOTION_VALIDATION.boundariesMissing],
      [{ ...valid, startDate: valid.endDate, endDate: valid.startDate }, PROMOTION_VALIDATION.endBeforeStart],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const first = (await t.request(ACCOUNTS.superAdmin, { url: '/api/promotion' })).json().content[0];
    const put = await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: `/api/promotion/${first.id}`, payload: { ...valid, name: '' } });
    expect(put.json()).toEqual({ message: PROMOTION_VALIDATION.nameMissing, code: 'NAME_MISSING' });
  });

  it('answers 404 for unknown ids and 403 to a tenant admin and Sachbearbeitung', async () => {
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/promotion/999999' })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: '/api/promotion/999999', payload: valid })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url: '/api/promotion/999999' })).statusCode).toBe(404);
    const id = (await t.request(ACCOUNTS.superAdmin, { url: '/api/promotion' })).json().content[0].id;
    for (const account of NOT_SUPER) {
      expect((await t.request(account, { url: `/api/promotion/${id}` })).statusCode).toBe(403);
      expect((await t.request(account, { method: 'POST', url: '/api/promotion/', payload: valid })).statusCode).toBe(403);
      expect((await t.request(account, { method: 'PUT', url: `/api/promotion/${id}`, payload: valid })).statusCode).toBe(403);
      expect((await t.request(account, { method: 'DELETE', url: `/api/promotion/${id}` })).statusCode).toBe(403);
    }
  });
});
