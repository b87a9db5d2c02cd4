import type { Db } from '../../server/src/db/kysely.js';

/** A tenant named on a command line: by its id, or by its name as written (case aside). */
export async function findTenant(db: Db, named: string): Promise<{ id: number; name: string } | undefined> {
  const query = db.selectFrom('tenant').select(['id', 'name']);
  if (/^\d{1,9}$/.test(named)) return query.where('id', '=', Number(named)).executeTakeFirst();
  const all = await query.execute();
  return all.find((tenant) => tenant.name.toLocaleLowerCase('de-DE') === named.trim().toLocaleLowerCase('de-DE'));
}
