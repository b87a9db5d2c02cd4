import type { Db } from '../../db/kysely.js';
import { createRole } from '../../modules/roles/index.js';
import { paramsOf, tenantId, type StateHandlers } from '../state-support.js';

const roleNamed = (db: Db, tenant: number, name: string) =>
  db.selectFrom('role').select('id').where('tenantId', '=', tenant).where('name', '=', name).executeTakeFirst();

/** A comma-separated list parameter ("" is the empty list). */
const listParam = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** States of the role management (/roles). */
export function roleStates(db: Db): StateHandlers {
  return {
    /**
     * The role exists in the tenant (created when missing). With `rights`, it holds exactly those rights and
     * no variable rights, so a toggle answers the same each time; without, a demo role stays as it is.
     */
    'a role exists': async (parameters) => {
      const { tenant, name, rights } = paramsOf(parameters, ['tenant', 'name'], ['rights']);
      const tenantKey = await tenantId(db, tenant);
      const roleId = (await roleNamed(db, tenantKey, name))?.id ?? (await createRole(db, tenantKey, name, []));
      if (rights !== undefined) {
        const wanted = listParam(rights);
        await db.deleteFrom('roleRight').where('roleId', '=', roleId).execute();
        await db.deleteFrom('roleVariableRight').where('roleId', '=', roleId).execute();
        if (wanted.length > 0)
          await db
            .insertInto('roleRight')
            .values(wanted.map((right) => ({ roleId, right })))
            .execute();
      }
      return { roleId, tenantId: tenantKey };
    },

    /** no role of the tenant has the name (a role created or renamed by an earlier interaction is removed) */
    'no role has the name': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const tenantKey = await tenantId(db, tenant);
      const role = await roleNamed(db, tenantKey, name);
      if (role) {
        const holder = await db.selectFrom('appUser').select('id').where('roleId', '=', role.id).executeTakeFirst();
        if (holder) throw new Error(`provider state would remove role ${name}, which demo users hold`);
        await db.deleteFrom('role').where('id', '=', role.id).execute();
      }
      return { tenantId: tenantKey };
    },

    /**
     * A variable right of an information category of the tenant, named by the category's name: the demo
     * categories own their four rights from the start (created with the category).
     */
    'a variable right exists': async (parameters) => {
      const { tenant, basicRight, category } = paramsOf(parameters, ['tenant', 'basicRight', 'category']);
      const tenantKey = await tenantId(db, tenant);
      const right = await db
        .selectFrom('variableRight')
        .innerJoin('infoCategory', 'infoCategory.id', 'variableRight.bisCategoryId')
        .select('variableRight.id')
        .where('infoCategory.tenantId', '=', tenantKey)
        .where('infoCategory.name', '=', category)
        .where('variableRight.basicRight', '=', basicRight)
        .executeTakeFirst();
      if (!right) throw new Error(`provider state names information category ${category}, which has no ${basicRight} in the demo data`);
      return { variableRightId: right.id, tenantId: tenantKey };
    },
  };
}
