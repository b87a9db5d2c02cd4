import type { Kysely } from 'kysely';
import { ADMIN_ROLE_NAME, RIGHTS } from '@contracts/catalog.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';

export async function createRole(db: Kysely<Database>, tenantId: number, name: string, rights: readonly string[]): Promise<number> {
  const role = await db.insertInto('role').values({ tenantId, name, createdAt: now() }).returning('id').executeTakeFirstOrThrow();
  if (rights.length > 0) {
    await db.insertInto('roleRight').values(rights.map((right) => ({ roleId: role.id, right }))).execute();
  }
  return role.id;
}

/** Every tenant owns an Admin role holding the whole rights catalogue (DESIGN §4). */
export const createAdminRole = (db: Kysely<Database>, tenantId: number) => createRole(db, tenantId, ADMIN_ROLE_NAME, RIGHTS);
