import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRESPONDENT_MESSAGES, type Correspondent } from '@contracts/correspondent.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { CORRESPONDENT_VALIDATION } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOT_SUPER = [ACCOUNTS.musterAdmin, ACCOUNTS.musterClerk];
const list = async (query: Record<string, string> = {}) => {
  const response = await t.request(ACCOUNTS.superAdmin, { url: '/api/correspondent', query });
  expect(response.statusCode).toBe(200);
  return response.json() as { content: Correspondent[]; totalElements: number };
};
const valid = () => ({
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: ' Erika.Mustermann@Example.org ',
  title: 'Dr.',
  tenantId: t.ids.tenants.musterstadt,
});

describe('GET /api/correspondent', () => {
  it('lists every tenant’s correspondents by tenant name, with the blocked flag', async () => {
    const page = await list({ size: '50' });
    expect(page.totalElements).toBe(20);
    expect(page.content[0]!.tenant.name).toBe('Beispieldorf');
    expect(page.content.at(-1)!.tenant.name).toBe('Musterstadt');
    const klein = page.content.find((c) => c.lastName === 'Klein')!;
    expect(klein).toEqual({
      id: expect.any(Number),
      firstName: 'Uwe',
      lastName: 'Klein',
      email: 'uwe.klein@beispieldorf.example',
      title: null,
      tenantId: t.ids.tenants.beispieldorf,
      tenant: { id: t.ids.tenants.beispieldorf, name: 'Beispieldorf' },
      blocked: true,
    });
    expect(page.content.filter((c) => c.blocked)).toHaveLength(1);
  });

  it('searches names, address and tenant, filters by tenant and sorts by the allow-list', async () => {
    expect((await list({ search: 'petra schmidt' })).content.map((c) => c.lastName)).toEqual(['Schmidt']);
    expect((await list({ search: 'JUERGEN.BAUER@' })).content.map((c) => c.lastName)).toEqual(['Bauer']);
    expect((await list({ search: 'beispieldorf' })).totalElements).toBe(7);
    expect((await list({ tenant: String(t.ids.tenants.betrieb) })).totalElements).toBe(5);
    const byName = await list({ sort: 'lastName', order: 'DESC' });
    expect(byName.content[0]!.lastName).toBe('Zimmermann');
    // the lower-case spelling of earlier clients sorts the same
    expect(await list({ sort: 'lastname', order: 'DESC' })).toEqual(byName);
    expect((await list({ sort: 'firstName' })).content.map((c) => c.firstName)).toEqual(
      (await list({ sort: 'firstname' })).content.map((c) => c.firstName),
    );
    expect((await list({ sort: 'email' })).content[0]!.email).toBe('andrea.fischer@musterstadt.example');
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/correspondent', query: { sort: 'password' } })).statusCode).toBe(400);
  });

  it('answers 403 to a tenant admin and Sachbearbeitung', async () => {
    for (const account of NOT_SUPER) expect((await t.request(account, { url: '/api/correspondent' })).statusCode).toBe(403);
  });
});

describe('POST, GET, PUT and DELETE /api/correspondent', () => {
  it('creates, reads, updates and deletes a correspondent (address trimmed and lower-case)', async () => {
    const created = await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/correspondent', payload: valid() });
    expect(created.statusCode).toBe(201);
    const correspondent = created.json();
    expect(correspondent).toMatchObject({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika.mustermann@example.org',
      title: 'Dr.',
      blocked: false,
    });
    expect(correspondent.tenant).toEqual({ id: t.ids.tenants.musterstadt, name: 'Musterstadt' });
    expect((await t.request(ACCOUNTS.superAdmin, { url: `/api/correspondent/${correspondent.id}` })).json()).toEqual(correspondent);

    const updated = await t.request(ACCOUNTS.superAdmin, {
      method: 'PUT',
      url: `/api/correspondent/${correspondent.id}`,
      payload: { ...valid(), email: 'werbung@spam.example', title: '', tenantId: t.ids.tenants.beispieldorf },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ email: 'werbung@spam.example', title: null, blocked: true, tenant: { name: 'Beispieldorf' } });

    const deleted = await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url: `/api/correspondent/${correspondent.id}` });
    expect(deleted.json()).toEqual({ message: CORRESPONDENT_VALIDATION.deleted });
    expect((await t.request(ACCOUNTS.superAdmin, { url: `/api/correspondent/${correspondent.id}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'POST', url: '/api/correspondent/', payload: valid() })).statusCode).toBe(201);
  });

  it('answers the specification’s e-mail messages, then the German ones', async () => {
    const cases: [object, string][] = [
      [{ ...valid(), email: undefined }, CORRESPONDENT_MESSAGES.emailRequired],
      [{ ...valid(), email: '   ' }, CORRESPONDENT_MESSAGES.emailRequired],
      [{ ...valid(), email: 'keine-adresse' }, CORRESPONDENT_MESSAGES.emailInvalid],
      [{ ...valid(), email: 'a@b' }, CORRESPONDENT_MESSAGES.emailInvalid],
      [{ ...valid(), firstName: '' }, CORRESPONDENT_VALIDATION.firstNameMissing],
      [{ ...valid(), lastName: null }, CORRESPONDENT_VALIDATION.lastNameMissing],
      [{ ...valid(), tenantId: null }, CORRESPONDENT_VALIDATION.tenantMissing],
      [{ ...valid(), tenantId: 999999 }, CORRESPONDENT_VALIDATION.tenantUnknown],
    ];
    const id = (await list()).content[0]!.id;
    for (const [payload, message] of cases) {
      for (const options of [
        { method: 'POST' as const, url: '/api/correspondent' },
        { method: 'PUT' as const, url: `/api/correspondent/${id}` },
      ]) {
        const response = await t.request(ACCOUNTS.superAdmin, { ...options, payload });
        expect(response.statusCode, message).toBe(400);
        expect(response.json().message).toBe(message);
      }
    }
  });

  it('answers 404 for unknown ids and 403 to a tenant admin and Sachbearbeitung', async () => {
    expect((await t.request(ACCOUNTS.superAdmin, { url: '/api/correspondent/999999' })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: '/api/correspondent/999999', payload: valid() })).statusCode).toBe(
      404,
    );
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'DELETE', url: '/api/correspondent/999999' })).statusCode).toBe(404);
    const id = (await list()).content[0]!.id;
    for (const account of NOT_SUPER) {
      expect((await t.request(account, { url: `/api/correspondent/${id}` })).statusCode).toBe(403);
      expect((await t.request(account, { method: 'POST', url: '/api/correspondent', payload: valid() })).statusCode).toBe(403);
      expect((await t.request(account, { method: 'PUT', url: `/api/correspondent/${id}`, payload: valid() })).statusCode).toBe(403);
      expect((await t.request(account, { method: 'DELETE', url: `/api/correspondent/${id}` })).statusCode).toBe(403);
    }
  });
});
