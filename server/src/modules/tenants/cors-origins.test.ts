import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';

/** The tenant setting corsOrigins, "Erlaubte Herkünfte (CORS)" (migration 0023, docs/decisions/cors.md). */
let t: TestApp;
let musterstadt: number;
beforeAll(async () => {
  t = await buildTestApp();
  musterstadt = t.ids.tenants.musterstadt!;
});
afterAll(() => t.close());

const save = (as: string, tenantId: number, corsOrigins: unknown) =>
  t.request(as, { method: 'PUT', url: `/api/tenant/${tenantId}`, payload: { corsOrigins } });
const stored = async () =>
  (await t.db.selectFrom('tenant').select('corsOrigins').where('id', '=', musterstadt).executeTakeFirstOrThrow()).corsOrigins;

describe('PUT /api/tenant/{id} corsOrigins', () => {
  it('starts empty, and the tenant admin sets the list: normalised, without empty lines or repeats', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/tenant/${musterstadt}` })).json().corsOrigins).toEqual([]);
    const saved = await save(ACCOUNTS.musterAdmin, musterstadt, [
      ' https://WWW.Musterstadt.example/ ',
      '',
      'https://karte.musterstadt.example:8443',
      'https://www.musterstadt.example',
      'https://bürgerservice.example:443',
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().corsOrigins).toEqual([
      'https://www.musterstadt.example',
      'https://karte.musterstadt.example:8443',
      'https://xn--brgerservice-dlb.example',
    ]);
    expect((await save(ACCOUNTS.musterAdmin, musterstadt, [])).json().corsOrigins).toEqual([]);
    expect(await stored()).toBeNull();
  });

  it.each([
    'http://www.musterstadt.example',
    'https://www.musterstadt.example/meldungen',
    'https://www.musterstadt.example?x=1',
    'https://nutzer@www.musterstadt.example',
    'www.musterstadt.example',
    'https://*.musterstadt.example',
    'null',
  ])('refuses %s with a German message', async (value) => {
    const response = await save(ACCOUNTS.musterAdmin, musterstadt, [value]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'CORS_ORIGIN_INVALID',
      message: `Die Herkunft „${value}“ ist ungültig. Bitte geben Sie sie als https://host oder https://host:port an, ohne Pfad (z. B. https://www.musterstadt.de).`,
    });
  });

  it('answers 404 for another tenant, 403 without the right', async () => {
    expect((await save(ACCOUNTS.dorfAdmin, musterstadt, ['https://gekapert.example'])).statusCode).toBe(404);
    expect((await save(ACCOUNTS.musterClerk, musterstadt, ['https://gekapert.example'])).statusCode).toBe(403);
    expect(await stored()).toBeNull();
  });
});
