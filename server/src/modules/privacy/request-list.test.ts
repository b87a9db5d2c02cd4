import { beforeAll, describe, expect, it } from 'vitest';
import type { PageOf } from '@contracts/common.js';
import { PRIVACY_MESSAGES, type PrivacyRequestEntry } from '@contracts/privacy.js';
import { now } from '../../db/values.js';
import { ACCOUNTS, freshApp, type TestApp } from '../../../test/app.js';

const LENA = 'lena.schulz@example.org';
const BECKER = 'm.becker@example.org';
const LIST = '/api/privacy/requests';
const BY_ADDRESS = '/api/privacy/requests/search';

type Query = Record<string, string | number>;

async function list(t: TestApp, as: string, query: Query = {}): Promise<PageOf<PrivacyRequestEntry>> {
  const response = await t.request(as, { method: 'GET', url: LIST, query: stringified(query) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function listFor(t: TestApp, as: string, email: string, query: Query = {}): Promise<PageOf<PrivacyRequestEntry>> {
  const response = await t.request(as, { method: 'POST', url: BY_ADDRESS, query: stringified(query), payload: { email } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const stringified = (query: Query) => Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));

/** A request of a data subject as a user makes it on the screen, so that the log has an entry. */
async function searchAs(t: TestApp, as: string, email: string): Promise<void> {
  const response = await t.request(as, { method: 'POST', url: '/api/privacy/subjects/search', payload: { email } });
  expect(response.statusCode).toBe(200);
}

const whoAndWhat = (page: PageOf<PrivacyRequestEntry>) => page.content.map((entry) => `${entry.user?.email ?? '–'} ${entry.action}`);

describe('the privacy request log', () => {
  const app = freshApp();

  beforeAll(async () => {
    const t = app();
    await searchAs(t, ACCOUNTS.musterAdmin, LENA);
    await searchAs(t, ACCOUNTS.dorfAdmin, LENA);
    await searchAs(t, ACCOUNTS.superAdmin, BECKER);
    const exported = await t.request(ACCOUNTS.musterAdmin, {
      method: 'POST',
      url: '/api/privacy/subjects/export',
      payload: { email: BECKER },
    });
    expect(exported.statusCode).toBe(200);
    // a request of an account deleted since: the log outlives it
    await t.db
      .insertInto('privacyRequest')
      .values({
        userId: 999_999,
        tenantId: t.ids.tenants.musterstadt!,
        action: 'SEARCH',
        emailHash: '0'.repeat(64),
        recordCount: 0,
        createdAt: now(),
      })
      .execute();
  });

  it('shows the super admin every request, newest first, with who made it and that user’s tenant', async () => {
    const t = app();
    const page = await list(t, ACCOUNTS.superAdmin);
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 50 });
    expect(whoAndWhat(page)).toEqual([
      '– SEARCH',
      `${ACCOUNTS.musterAdmin} EXPORT_JSON`,
      `${ACCOUNTS.superAdmin} SEARCH`,
      `${ACCOUNTS.dorfAdmin} SEARCH`,
      `${ACCOUNTS.musterAdmin} SEARCH`,
    ]);
    const exported = page.content[1]!;
    expect(exported).toMatchObject({
      action: 'EXPORT_JSON',
      recordCount: expect.any(Number),
      createdAtFormatted: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/),
      user: { id: t.ids.users[ACCOUNTS.musterAdmin], email: ACCOUNTS.musterAdmin, fullname: expect.any(String) },
      tenant: { id: t.ids.tenants.musterstadt, name: 'Musterstadt' },
    });
    expect(page.content[0]).toMatchObject({ user: null, tenant: { id: t.ids.tenants.musterstadt, name: 'Musterstadt' } });
    expect(JSON.stringify(page)).not.toContain('example.org');
  });

  it('pages, sorts by an allowed key and searches the acting user and tenant', async () => {
    const t = app();
    const first = await list(t, ACCOUNTS.superAdmin, { size: 2 });
    const second = await list(t, ACCOUNTS.superAdmin, { size: 2, page: 1 });
    expect([first.totalPages, first.content.length, second.content.length]).toEqual([3, 2, 2]);
    expect(second.content[0]!.id).toBeLessThan(first.content[1]!.id);

    const byAction = await list(t, ACCOUNTS.superAdmin, { sort: 'action', order: 'ASC' });
    expect(byAction.content[0]!.action).toBe('EXPORT_JSON');
    const byTenant = await list(t, ACCOUNTS.superAdmin, { sort: 'tenant', order: 'DESC' });
    const tenants = byTenant.content.map((entry) => entry.tenant?.name ?? null);
    // the deleted user's request keeps the tenant the user belonged to
    expect(tenants).toEqual(['Musterstadt', 'Musterstadt', 'Musterstadt', 'Bürgerportal Betrieb', 'Beispieldorf']);

    const dorf = await list(t, ACCOUNTS.superAdmin, { search: 'beispieldorf' });
    expect(whoAndWhat(dorf)).toEqual([`${ACCOUNTS.dorfAdmin} SEARCH`]);
  });

  it('shows a tenant admin only the requests of the own tenant’s users', async () => {
    const t = app();
    expect(whoAndWhat(await list(t, ACCOUNTS.musterAdmin))).toEqual([
      '– SEARCH',
      `${ACCOUNTS.musterAdmin} EXPORT_JSON`,
      `${ACCOUNTS.musterAdmin} SEARCH`,
    ]);
    // Beispieldorf's admin does not see Musterstadt's requests, not even filtered by the address both searched
    expect(whoAndWhat(await list(t, ACCOUNTS.dorfAdmin))).toEqual([`${ACCOUNTS.dorfAdmin} SEARCH`]);
    expect(whoAndWhat(await listFor(t, ACCOUNTS.dorfAdmin, LENA))).toEqual([`${ACCOUNTS.dorfAdmin} SEARCH`]);
    expect((await listFor(t, ACCOUNTS.dorfAdmin, BECKER)).totalElements).toBe(0);
  });

  it('lists the requests concerning one address, typed in any case, and does not log the reading', async () => {
    const t = app();
    const before = await t.db.selectFrom('privacyRequest').select('id').execute();
    expect(whoAndWhat(await listFor(t, ACCOUNTS.superAdmin, `  ${LENA.toUpperCase()} `))).toEqual([
      `${ACCOUNTS.dorfAdmin} SEARCH`,
      `${ACCOUNTS.musterAdmin} SEARCH`,
    ]);
    expect(whoAndWhat(await listFor(t, ACCOUNTS.musterAdmin, BECKER, { sort: 'createdAt', order: 'ASC' }))).toEqual([
      `${ACCOUNTS.musterAdmin} EXPORT_JSON`,
    ]);
    expect((await listFor(t, ACCOUNTS.superAdmin, 'niemand@example.org')).content).toEqual([]);
    expect(await t.db.selectFrom('privacyRequest').select('id').execute()).toEqual(before);
  });

  it('answers 400 with a German text for an invalid address, an unknown sort key and a bad page size', async () => {
    const t = app();
    const invalid = await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: BY_ADDRESS, payload: { email: 'keine-adresse' } });
    expect([invalid.statusCode, invalid.json()]).toEqual([400, { message: PRIVACY_MESSAGES.emailInvalid, code: 'EMAIL_INVALID' }]);
    const missing = await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: BY_ADDRESS, payload: {} });
    expect(missing.statusCode).toBe(400);
    const sort = await t.request(ACCOUNTS.superAdmin, { method: 'GET', url: LIST, query: { sort: 'emailHash' } });
    expect([sort.statusCode, sort.json().code]).toEqual([400, 'INVALID_SORT']);
    const size = await t.request(ACCOUNTS.superAdmin, { method: 'GET', url: LIST, query: { size: '0' } });
    expect(size.statusCode).toBe(400);
  });

  it('answers 403 without EDIT_OWN_TENANT (a clerk, the support with tenant independence) and 401 without a session', async () => {
    const t = app();
    for (const as of [ACCOUNTS.musterClerk, ACCOUNTS.support, null]) {
      const expected = as === null ? 401 : 403;
      expect((await t.request(as, { method: 'GET', url: LIST })).statusCode).toBe(expected);
      expect((await t.request(as, { method: 'POST', url: BY_ADDRESS, payload: { email: LENA } })).statusCode).toBe(expected);
    }
  });
});
