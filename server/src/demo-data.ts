import { join } from 'node:path';
import { loadDemoData } from '../../fixtures/load.js';
import type { Db } from './db/kysely.js';
import { ADVISORY_LOCKS, runInTurn } from './platform/advisory-lock.js';

/**
 * Loads the demo data into a database that has no tenant yet; answers whether it did. Processes that start
 * together on one empty PostgreSQL database take turns, so only the first loads and the others find its tenants.
 */
export async function loadDemoDataIfEmpty(db: Db, dataDir: string): Promise<boolean> {
  return runInTurn(db, ADVISORY_LOCKS.demoData, async () => {
    const anyTenant = await db.selectFrom('tenant').select('id').limit(1).executeTakeFirst();
    if (anyTenant) return false;
    await loadDemoData(db, { filesDir: join(dataDir, 'files') });
    return true;
  });
}
