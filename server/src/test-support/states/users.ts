import type { Db } from '../../db/kysely.js';
import { now } from '../../db/values.js';
import { hashPassword } from '../../platform/passwords.js';
import { findUserByEmail, insertUser, replaceAssignments } from '../../modules/users/index.js';
import { DEMO_PASSWORD } from '../../../../fixtures/load.js';
import { paramsOf, tenantId, type StateHandlers } from '../state-support.js';

async function roleNamed(db: Db, tenantId: number, name: string): Promise<number> {
  const role = await db.selectFrom('role').select('id').where('tenantId', '=', tenantId).where('name', '=', name).executeTakeFirst();
  if (!role) throw new Error(`provider state names role ${name}, which tenant ${tenantId} does not have`);
  return role.id;
}

/**
 * The role id as the user form sends it, a number or a numeric string
 * (docs/product/accounts-and-roles.md#the-user-form).
 */
const roleValues = (roleId: number) => ({ roleId, roleIdText: String(roleId) });

/** States of the user screens (/users, /create-user, /edit-user). */
export function userStates(db: Db): StateHandlers {
  return {
    /**
     * A staff account that is not a demo account (so changing or deleting it harms no other pact): created
     * when missing, and put back to the given name, role and an approved, released state without assignments.
     */
    'a staff user exists': async (parameters) => {
      const { email, tenant, firstname, lastname, role } = paramsOf(parameters, ['email', 'tenant', 'firstname', 'lastname'], ['role']);
      const tenantKey = await tenantId(db, tenant);
      const roleId = role ? await roleNamed(db, tenantKey, role) : null;
      const fields = { tenantId: tenantKey, roleId, firstname, lastname, position: null, status: 1, approved: 1, active: 1 } as const;
      let userId = (await findUserByEmail(db, email))?.id;
      if (userId === undefined) {
        userId = await insertUser(db, {
          ...fields,
          email,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          superAdmin: 0,
          superUser: 0,
          language: 'de',
          createdAt: now(),
          editedAt: null,
        });
      } else {
        await db.updateTable('appUser').set(fields).where('id', '=', userId).execute();
      }
      await replaceAssignments(db, userId, 'categories', []);
      await replaceAssignments(db, userId, 'tags', []);
      return { userId, tenantId: tenantKey, ...(roleId === null ? {} : roleValues(roleId)) };
    },

    /** the user is assigned the first category of their tenant and the first subcategory of that category */
    'the user has assigned categories': async (parameters) => {
      const { email } = paramsOf(parameters, ['email']);
      const user = await findUserByEmail(db, email);
      if (!user) throw new Error(`provider state names ${email}, which does not exist`);
      const category = await db
        .selectFrom('category')
        .select('id')
        .where('tenantId', '=', user.tenantId)
        .orderBy('name')
        .orderBy('id')
        .executeTakeFirst();
      if (!category) throw new Error(`tenant ${user.tenantId} has no categories in the demo data`);
      const tag = await db
        .selectFrom('categoryTag')
        .select('id')
        .where('categoryId', '=', category.id)
        .orderBy('name')
        .orderBy('id')
        .executeTakeFirst();
      if (!tag) throw new Error(`category ${category.id} has no subcategories in the demo data`);
      await replaceAssignments(db, user.id, 'categories', [category.id]);
      await replaceAssignments(db, user.id, 'tags', [tag.id]);
      return { userId: user.id, categoryId: category.id, tagId: tag.id };
    },

    /** a role of the tenant that the user form can choose */
    'the tenant has the role': async (parameters) => {
      const { tenant, name } = paramsOf(parameters, ['tenant', 'name']);
      const tenantKey = await tenantId(db, tenant);
      return { tenantId: tenantKey, ...roleValues(await roleNamed(db, tenantKey, name)) };
    },
  };
}
