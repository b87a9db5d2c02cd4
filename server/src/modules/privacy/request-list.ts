import type { PageOf } from '@contracts/common.js';
import type { PrivacyAction, PrivacyRequestEntry, PrivacyRequestListQuery } from '@contracts/privacy.js';
import { germanOrder } from '../../db/german-order.js';
import { formatBerlin } from '../../db/values.js';
import { containsAny, fullNameExpression, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { whereInScope } from '../../platform/tenant-scope.js';
import { fullname } from '../users/index.js';
import type { PrivacyContext } from './requests.js';
import { emailHash, subjectEmail } from './subject.js';

const listSort: SortSpec = {
  columns: {
    createdAt: 'privacyRequest.createdAt',
    action: 'privacyRequest.action',
    recordCount: 'privacyRequest.recordCount',
    user: germanOrder('appUser.lastname'),
    tenant: germanOrder('tenant.name'),
  },
  fallback: { column: 'privacyRequest.createdAt', order: 'DESC' },
  notNull: ['privacyRequest.createdAt', 'privacyRequest.action', 'privacyRequest.recordCount'],
};

/**
 * The request log as those responsible read it (Art. 5(2) DSGVO): every request made by a user of a tenant in
 * the caller's scope, with that user and the tenant the user belonged to then (kept in the log, so a deleted or
 * moved account's requests stay with their tenant). With `rawEmail`, only the requests concerning that address (its keyed hash);
 * reading the log is not itself logged: it shows who handled requests, never what is stored about the person.
 */
export async function listPrivacyRequests(
  { db, jwtSecret, user }: PrivacyContext,
  query: PrivacyRequestListQuery,
  rawEmail?: string,
): Promise<PageOf<PrivacyRequestEntry>> {
  const hash = rawEmail === undefined ? null : emailHash(jwtSecret, subjectEmail(rawEmail));
  let base = whereInScope(
    db
      .selectFrom('privacyRequest')
      .leftJoin('appUser', 'appUser.id', 'privacyRequest.userId')
      .innerJoin('tenant', 'tenant.id', 'privacyRequest.tenantId'),
    'privacyRequest.tenantId',
    await user.scope(),
  );
  if (hash !== null) base = base.where('privacyRequest.emailHash', '=', hash);
  const search = query.search?.trim();
  if (search) base = base.where(containsAny([fullNameExpression('appUser'), 'appUser.email', 'tenant.name'], search));
  const page = await paginate(base, query, listSort, 'privacyRequest.id', (qb) =>
    qb.select([
      'privacyRequest.id',
      'privacyRequest.createdAt',
      'privacyRequest.action',
      'privacyRequest.recordCount',
      'appUser.id as userId',
      'appUser.firstname',
      'appUser.lastname',
      'appUser.email',
      'tenant.id as tenantId',
      'tenant.name as tenantName',
    ]),
  );
  return mapPage(page, (row) => ({
    id: row.id,
    createdAt: row.createdAt,
    createdAtFormatted: formatBerlin(row.createdAt)!,
    action: row.action as PrivacyAction,
    recordCount: row.recordCount,
    user:
      row.userId === null || row.firstname === null || row.lastname === null || row.email === null
        ? null
        : { id: row.userId, fullname: fullname({ firstname: row.firstname, lastname: row.lastname }), email: row.email },
    tenant: { id: row.tenantId, name: row.tenantName },
  }));
}
