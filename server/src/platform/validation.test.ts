import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { idFromText, MAX_INTEGER } from '@contracts/common.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';

/** PostgreSQL's `integer`, the type of every id column, ends at 2147483647: these once answered 500 there. */
const LARGEST = '2147483647';
const BEYOND = '2147483648';
const HUGE = '99999999999999999999';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a path id beyond the id range', () => {
  it('answers 404 like any unknown id, in every position of the path', async () => {
    const caseId = t.ids.cases['musterstadt:schlagloch'];
    const calls: [string, InjectOptions['method'], string][] = [
      [ACCOUNTS.musterAdmin, 'GET', `/api/user/${HUGE}`],
      [ACCOUNTS.musterAdmin, 'GET', `/api/user/${BEYOND}`],
      [ACCOUNTS.musterAdmin, 'GET', `/api/user/tenant/${HUGE}`],
      [ACCOUNTS.musterAdmin, 'GET', `/api/case/${HUGE}`],
      [ACCOUNTS.musterAdmin, 'PUT', `/api/case/${caseId}/note/${HUGE}`],
      [ACCOUNTS.musterAdmin, 'PUT', `/api/case/${HUGE}/state/FINISHED`],
      [ACCOUNTS.musterAdmin, 'DELETE', `/api/category/${HUGE}`],
      [ACCOUNTS.superAdmin, 'GET', `/api/tenant/${HUGE}`],
      [ACCOUNTS.musterAdmin, 'GET', `/api/buergerinfo/survey/${HUGE}/question/1/votes`],
    ];
    for (const [as, method, url] of calls) {
      const response = await t.request(as, { method, url, payload: method === 'GET' ? undefined : {} });
      expect([method, url, response.statusCode], url).toEqual([method, url, 404]);
      expect(response.json().code, url).toBe('NOT_FOUND');
    }
  });

  it('answers the public information page with its missing page', async () => {
    const response = await t.request(null, { url: '/info/9999999999' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('leaves the largest id to the lookup (404) and malformed ids to validation (400)', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/${LARGEST}` })).statusCode).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5']) {
      const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/user/${id}` });
      expect([id, response.statusCode]).toEqual([id, 400]);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('a query or body id beyond the id range', () => {
  it('answers 400 as a query filter', async () => {
    for (const url of ['/api/case', '/api/user', '/api/category', '/api/case/stats']) {
      const response = await t.request(ACCOUNTS.superAdmin, { url, query: { tenant: BEYOND } });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json()).toEqual({ message: 'Der Wert für tenant ist ungültig.', code: 'VALIDATION_ERROR' });
    }
  });

  it('answers 400 in a body, alone or in a list', async () => {
    const clerk = t.ids.users[ACCOUNTS.musterClerk];
    const calls: [string | null, InjectOptions['method'], string, InjectOptions['payload']][] = [
      [ACCOUNTS.superAdmin, 'POST', '/api/role', { name: 'Prüfung', tenantId: Number(BEYOND) }],
      [ACCOUNTS.musterAdmin, 'PUT', `/api/user/${clerk}/assigned-categories`, [Number(BEYOND)]],
      [ACCOUNTS.superAdmin, 'POST', '/api/tenant/unreachable/send', { tenantId: Number(HUGE) }],
      [
        null,
        'POST',
        '/api/user/register',
        { firstname: 'Petra', lastname: 'Neumann', email: 'petra@example.org', password: 'Sicher2026!', tenantId: Number(BEYOND) },
      ],
    ];
    for (const [as, method, url, payload] of calls) {
      const response = await t.request(as, { method, url, payload });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('a body number beyond the integer columns', () => {
  it('answers 400 (the population of a tenant)', async () => {
    const url = `/api/tenant/${t.ids.tenants.musterstadt}`;
    const response = await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url, payload: { population: Number(BEYOND) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Der Wert für population ist ungültig.', code: 'VALIDATION_ERROR' });
  });
});

describe('idFromText', () => {
  it('knows the range of the id columns', () => {
    expect(MAX_INTEGER).toBe(Number(LARGEST));
  });

  it('reads a plain decimal id up to the largest', () => {
    expect(idFromText('1')).toBe(1);
    expect(idFromText('42')).toBe(42);
    expect(idFromText(LARGEST)).toBe(MAX_INTEGER);
  });

  it('names no id beyond the range, or for text that is no plain decimal number', () => {
    for (const text of [BEYOND, '9999999999', HUGE, '0', '007', '-1', '1.5', '1e3', '0x10', ' 1', '', 'abc']) {
      expect(idFromText(text), text).toBeNull();
    }
  });
});
