import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

/** The tenant setting open311JurisdictionId: the readable jurisdiction_id of the Open311 API (migration 0018). */
let t: TestApp;
let musterstadt: number;
let beispieldorf: number;
beforeAll(async () => {
  t = await buildTestApp();
  musterstadt = t.ids.tenants.musterstadt!;
  beispieldorf = t.ids.tenants.beispieldorf!;
});
afterAll(() => t.close());

const save = (as: string, tenantId: number, open311JurisdictionId: unknown) =>
  t.request(as, { method: 'PUT', url: `/api/tenant/${tenantId}`, payload: { open311JurisdictionId } });
const INVALID = (value: string) => ({
  code: 'OPEN311_JURISDICTION_ID_INVALID',
  message: `Die Open311-Kennung „${value}“ ist ungültig. Erlaubt sind Kleinbuchstaben, Ziffern sowie Punkte und Bindestriche dazwischen (z. B. musterstadt.de), mit mindestens einem Buchstaben und höchstens 63 Zeichen.`,
});

describe('PUT /api/tenant/{id} open311JurisdictionId', () => {
  it('is loaded with the tenant: the demo Musterstadt has one, Beispieldorf none', async () => {
    const load = async (id: number) => (await t.request(ACCOUNTS.superAdmin, { url: `/api/tenant/${id}` })).json().open311JurisdictionId;
    expect(await load(musterstadt)).toBe('musterstadt.example');
    expect(await load(beispieldorf)).toBeNull();
  });

  it('lets the tenant admin set the own one, stored trimmed and in lowercase, and clear it', async () => {
    const saved = await save(ACCOUNTS.dorfAdmin, beispieldorf, '  Beispieldorf-Havel.DE ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().open311JurisdictionId).toBe('beispieldorf-havel.de');
    const cleared = await save(ACCOUNTS.dorfAdmin, beispieldorf, '');
    expect(cleared.json().open311JurisdictionId).toBeNull();
  });

  it.each(['muster stadt', '12345', '-musterstadt', 'musterstadt.', 'muster..stadt', 'münster', 'muster_stadt', `a${'b'.repeat(63)}`])(
    'refuses %s with a German message',
    async (value) => {
      const response = await save(ACCOUNTS.musterAdmin, musterstadt, value);
      expect(response.statusCode).toBe(400);
      // over 63 characters the schema refuses it before the form's check
      expect(response.json()).toEqual(
        value.length > 63 ? { code: 'VALIDATION_ERROR', message: expect.stringContaining('ist ungültig') } : INVALID(value),
      );
    },
  );

  it("refuses another tenant's id with 409 and keeps the stored one", async () => {
    const response = await save(ACCOUNTS.dorfAdmin, beispieldorf, 'Musterstadt.example');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'OPEN311_JURISDICTION_ID_TAKEN',
      message: 'Die Open311-Kennung „musterstadt.example“ verwendet bereits ein anderer Mandant.',
    });
    // saving the tenant's own id again is no conflict
    expect((await save(ACCOUNTS.musterAdmin, musterstadt, 'musterstadt.example')).statusCode).toBe(200);
  });

  it('answers 404 for another tenant, 403 without the right', async () => {
    expect((await save(ACCOUNTS.dorfAdmin, musterstadt, 'gekapert')).statusCode).toBe(404);
    expect((await save(ACCOUNTS.musterClerk, musterstadt, 'gekapert')).statusCode).toBe(403);
    const stored = await t.db.selectFrom('tenant').select('open311JurisdictionId').where('id', '=', musterstadt).executeTakeFirstOrThrow();
    expect(stored.open311JurisdictionId).toBe('musterstadt.example');
  });

  it('keeps one tenant per id in the database as well (unique index)', async () => {
    await expect(
      t.db.updateTable('tenant').set({ open311JurisdictionId: 'musterstadt.example' }).where('id', '=', beispieldorf).execute(),
    ).rejects.toThrow();
  });
});
