import type { Kysely } from 'kysely';
import type { PageOf, PageQuery, UserRef } from '@contracts/common.js';
import type { UserListItem, UserListQuery } from '@contracts/user.js';
import type { Database } from '../../db/schema.js';
import { germanOrder } from '../../db/german-order.js';
import { assertReadable, whereInScopeAndTenant } from '../../platform/access.js';
import type { AuthUser } from '../../platform/auth.js';
import { containsAny, fullNameExpression, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { fullname, userFields } from './service.js';

const byLastname = germanOrder('appUser.lastname');
const byFirstname = germanOrder('appUser.firstname');
const byTenantName = germanOrder('tenant.name');

const listSort: SortSpec = {
  columns: {
    'tenant.name': byTenantName,
    tenantName: byTenantName,
    lastname: byLastname,
    firstname: byFirstname,
    email: germanOrder('appUser.email'),
    position: germanOrder('appUser.position'),
  },
  fallback: { column: byLastname, order: 'ASC' },
};

const refSort: SortSpec = {
  columns: { lastname: byLastname, firstname: byFirstname },
  fallback: { column: byLastname, order: 'ASC' },
};

/** The user list (all users, or only those waiting for approval) within the caller's scope. */
export async function listUsers(
  db: Kysely<Database>,
  actor: AuthUser,
  query: UserListQuery,
  pendingOnly: boolean,
): Promise<PageOf<UserListItem>> {
  let base = await whereInScopeAndTenant(
    db.selectFrom('appUser').innerJoin('tenant', 'tenant.id', 'appUser.tenantId').leftJoin('role', 'role.id', 'appUser.roleId'),
    'appUser.tenantId',
    actor,
    query.tenant,
  );
  if (pendingOnly) base = base.where('appUser.approved', '=', 0);
  const search = query.search?.trim();
  if (search) {
    base = base.where(containsAny([fullNameExpression('appUser'), 'appUser.email', 'appUser.position'], search));
  }
  const page = await paginate(base, query, listSort, 'appUser.id', (qb) =>
    qb.select([
      'appUser.id',
      'appUser.firstname',
      'appUser.lastname',
      'appUser.email',
      'appUser.position',
      'appUser.status',
      'appUser.approved',
      'appUser.tenantId',
      'appUser.roleId',
      'tenant.name as tenantName',
      'role.name as roleName',
    ]),
  );
  return mapPage(page, (row) => ({
    ...userFields(row),
    role: row.roleId,
    allRoles: row.roleId !== null && row.roleName !== null ? [{ id: row.roleId, name: row.roleName }] : [],
  }));
}

/** Released users of one tenant as {id, fullname}, for assignee pickers. */
export async function listUserRefs(db: Kysely<Database>, actor: AuthUser, tenantId: number, query: PageQuery): Promise<PageOf<UserRef>> {
  await assertReadable(actor, tenantId);
  let base = db
    .selectFrom('appUser')
    .where('appUser.tenantId', '=', tenantId)
    .where('appUser.approved', '=', 1)
    .where('appUser.status', '=', 1);
  const search = query.search?.trim();
  if (search) base = base.where(containsAny([fullNameExpression('appUser')], search));
  const page = await paginate(base, query, refSort, 'appUser.id', (qb) =>
    qb.select(['appUser.id', 'appUser.firstname', 'appUser.lastname']),
  );
  return mapPage(page, (row) => ({ id: row.id, fullname: fullname(row) }));
}
