import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { observeQueries } from '../db/kysely.js';
import { findTenantByApiKey } from './api-key.js';

const KEY = 'demo-musterstadt';

describe('findTenantByApiKey', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const queriesOf = async (run: () => Promise<unknown>) => {
    let count = 0;
    const stop = observeQueries(t.db, () => count++);
    try {
      await run();
    } finally {
      stop();
    }
    return count;
  };

  it('asks the database once for a known key until a rights table changes', async () => {
    const first = await findTenantByApiKey(t.db, KEY);
    expect(first).toMatchObject({ status: 'valid', tenant: { name: 'Musterstadt' } });
    expect(await queriesOf(() => findTenantByApiKey(t.db, KEY))).toBe(0);
    await t.db.updateTable('tenant').set({ city: 'Musterstadt an der See' }).where('apiKey', '=', KEY).execute();
    const after = await findTenantByApiKey(t.db, KEY);
    expect(after).toMatchObject({ status: 'valid', tenant: { city: 'Musterstadt an der See' } });
  });

  it('keeps no unknown key, and answers a removed module at once', async () => {
    expect(await findTenantByApiKey(t.db, 'gibt-es-nicht')).toEqual({ status: 'unknown' });
    expect(await queriesOf(() => findTenantByApiKey(t.db, 'gibt-es-nicht'))).toBeGreaterThan(0);
    const tenantId = t.ids.tenants.musterstadt!;
    await t.db
      .updateTable('tenantModule')
      .set({ purchased: 0 })
      .where('tenantId', '=', tenantId)
      .where('module', '=', 'APIZUGRIFF')
      .execute();
    expect(await findTenantByApiKey(t.db, KEY)).toEqual({ status: 'module-missing' });
  });
});
