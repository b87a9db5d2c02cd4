import type { Selectable } from 'kysely';
import type { AppUserTable, TenantModuleTable } from '../../src/db/schema.js';
import type { Answer, Call, SecurityApp } from './harness.js';

export interface FuzzAccess {
  /** the logged-in callers */
  accounts: readonly string[];
  /** the tenant whose API key the public requests carry */
  keyTenant: number;
}

/**
 * Keeps the fuzz's credentials working. Generated requests log the callers out, rename, lock, demote or delete
 * them, and replace or remove the API key or the modules of its tenant now and then (as any admin may); without
 * this, most of the run would answer 401 and reach no handler. After a change that went through, the callers'
 * accounts and the key tenant's key and modules are put back as they were; after a 401, the caller's session too.
 * Answers the key and the hook to run after every call.
 */
export async function keepAccess(
  t: SecurityApp,
  access: FuzzAccess,
): Promise<{ apiKey: string; afterCall: (call: Call, answer: Answer) => Promise<void> }> {
  const accounts = await t.db.selectFrom('appUser').selectAll().where('email', 'in', access.accounts).execute();
  const { apiKey } = await t.db.selectFrom('tenant').select('apiKey').where('id', '=', access.keyTenant).executeTakeFirstOrThrow();
  const modules = await t.db.selectFrom('tenantModule').selectAll().where('tenantId', '=', access.keyTenant).execute();
  if (!apiKey) throw new Error('the key tenant of the fuzz has no API key');

  async function restoreAccount(row: Selectable<AppUserTable>): Promise<void> {
    const { id, ...fields } = row;
    const result = await t.db.updateTable('appUser').set(fields).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) await t.db.insertInto('appUser').values(row).execute();
  }

  async function restoreKey(rows: Selectable<TenantModuleTable>[]): Promise<void> {
    await t.db.updateTable('tenant').set({ apiKey }).where('id', '=', access.keyTenant).execute();
    await t.db.deleteFrom('revokedApiKey').where('tenantId', '=', access.keyTenant).execute();
    await t.db.deleteFrom('tenantModule').where('tenantId', '=', access.keyTenant).execute();
    await t.db.insertInto('tenantModule').values(rows).execute();
  }

  async function afterCall(call: Call, answer: Answer): Promise<void> {
    const status = answer.response.statusCode;
    const loggedOut = status === 401 && call.as !== null;
    if (!loggedOut && (call.method === 'GET' || status >= 400)) return;
    // an address another account took over meanwhile stays with it; that caller then answers 401 from now on
    for (const row of accounts) await restoreAccount(row).catch(() => undefined);
    await restoreKey(modules);
    if (loggedOut) t.forget(call.as!);
  }

  return { apiKey, afterCall };
}
