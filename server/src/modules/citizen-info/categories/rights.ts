import type { Kysely } from 'kysely';
import { ADMIN_ROLE_NAME, BASIC_RIGHTS, type BasicRight } from '@contracts/catalog.js';
import type { Database } from '../../../db/schema.js';
import type { AuthUser } from '../../../platform/auth.js';
import { forbidden } from '../../../platform/errors.js';

/** Why a per-category action is refused (403). */
export const VARIABLE_RIGHT_MESSAGES: Record<BasicRight, string> = {
  BASIC_RIGHT_CREATE: 'Sie dürfen in dieser Kategorie keine Bürgerinformationen erstellen.',
  BASIC_RIGHT_EDIT: 'Sie dürfen Bürgerinformationen dieser Kategorie nicht bearbeiten.',
  BASIC_RIGHT_DELETE: 'Sie dürfen Bürgerinformationen dieser Kategorie nicht löschen.',
  BASIC_RIGHT_APPROVE: 'Sie dürfen Bürgerinformationen dieser Kategorie nicht freigeben.',
};

/** Whether the caller holds a variable right of an information category (a super admin holds all). */
export function hasCategoryRight(user: AuthUser, basicRight: BasicRight, categoryId: number): boolean {
  return user.superAdmin || user.variableRights.some((v) => v.bisCategoryId === categoryId && v.basicRight === basicRight);
}

export function requireCategoryRight(user: AuthUser, basicRight: BasicRight, categoryId: number): void {
  if (!hasCategoryRight(user, basicRight, categoryId)) throw forbidden(VARIABLE_RIGHT_MESSAGES[basicRight], 'VARIABLE_RIGHT_MISSING');
}

/**
 * Creates the four variable rights of a new category and grants them to its tenant's Admin role (the Admin role
 * holds everything: docs/product/citizen-information.md#variable-rights-per-category). Call it in the transaction that
 * creates the category.
 */
export async function createCategoryRights(db: Kysely<Database>, tenantId: number, categoryId: number): Promise<number[]> {
  const rows = await db
    .insertInto('variableRight')
    .values(BASIC_RIGHTS.map((basicRight) => ({ tenantId, module: 'BUERGERINFO', bisCategoryId: categoryId, basicRight })))
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const admin = await db
    .selectFrom('role')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('name', '=', ADMIN_ROLE_NAME)
    .executeTakeFirst();
  if (admin)
    await db
      .insertInto('roleVariableRight')
      .values(ids.map((variableRightId) => ({ roleId: admin.id, variableRightId })))
      .execute();
  return ids;
}

/** Removes a category's variable rights and every role's grant of them (in the deleting transaction). */
export async function removeCategoryRights(db: Kysely<Database>, categoryId: number): Promise<void> {
  const owned = db.selectFrom('variableRight').select('id').where('module', '=', 'BUERGERINFO').where('bisCategoryId', '=', categoryId);
  await db.deleteFrom('roleVariableRight').where('variableRightId', 'in', owned).execute();
  await db.deleteFrom('variableRight').where('module', '=', 'BUERGERINFO').where('bisCategoryId', '=', categoryId).execute();
}
