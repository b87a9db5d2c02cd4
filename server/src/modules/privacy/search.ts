import { sql, type Kysely } from 'kysely';
import { caseStateLabel } from '@contracts/case.js';
import type { SubjectBlockEntry, SubjectCase, SubjectCorrespondent } from '@contracts/privacy.js';
import type { Database } from '../../db/schema.js';
import { formatBerlin } from '../../db/values.js';
import { whereInScope, type TenantScope } from '../../platform/tenant-scope.js';
import type { RowOf } from '../../db/kysely.js';

/**
 * Where the product keeps a citizen's e-mail address: the reporter's address on a case and a correspondent
 * entry (both tenant-owned, so found within the caller's scope only), and the newsletter block list (global,
 * the super admin's only). Addresses are compared trimmed and lower-case on both sides, since a case keeps the
 * address as the reporter typed it. Staff accounts and the mail outbox are not searched
 * (docs/decisions/data-subject-requests.md).
 */
const sameAddress = (column: string, email: string) => sql<boolean>`lower(trim(${sql.ref(column)})) = ${email}`;

/** The cases of the address in scope, oldest first, with the joined names both the list and the export show. */
export function subjectCases(db: Kysely<Database>, scope: TenantScope, email: string) {
  return whereInScope(
    db
      .selectFrom('defectCase')
      .leftJoin('tenant', 'tenant.id', 'defectCase.tenantId')
      .leftJoin('category', 'category.id', 'defectCase.categoryId')
      .leftJoin('categoryTag', 'categoryTag.id', 'defectCase.categoryTagId')
      .select([
        'defectCase.id',
        'defectCase.caseNumber',
        'defectCase.tenantId',
        'tenant.name as tenantName',
        'defectCase.createdAt',
        'defectCase.state',
        'category.name as categoryName',
        'categoryTag.name as tagName',
        'defectCase.email',
        'defectCase.deviceId',
      ])
      .where(sameAddress('defectCase.email', email)),
    'defectCase.tenantId',
    scope,
  )
    .orderBy('defectCase.createdAt')
    .orderBy('defectCase.id');
}

type SubjectCaseRow = RowOf<typeof subjectCases>;

export const toSubjectCase = (row: SubjectCaseRow): SubjectCase => ({
  id: row.id,
  caseNumber: row.caseNumber,
  tenant: row.tenantId === null || row.tenantName === null ? null : { id: row.tenantId, name: row.tenantName },
  createdAt: row.createdAt,
  createdAtFormatted: formatBerlin(row.createdAt)!,
  state: row.state,
  stateLabel: caseStateLabel(row.state),
  category: row.categoryName,
  hasDeviceId: row.deviceId !== null,
});

export async function subjectCorrespondents(
  db: Kysely<Database>,
  scope: TenantScope,
  email: string,
): Promise<(SubjectCorrespondent & { email: string })[]> {
  const rows = await whereInScope(
    db
      .selectFrom('correspondent')
      .innerJoin('tenant', 'tenant.id', 'correspondent.tenantId')
      .select([
        'correspondent.id',
        'correspondent.tenantId',
        'tenant.name as tenantName',
        'correspondent.firstname',
        'correspondent.lastname',
        'correspondent.title',
        'correspondent.email',
      ])
      .where(sameAddress('correspondent.email', email)),
    'correspondent.tenantId',
    scope,
  )
    .orderBy('correspondent.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    tenant: { id: row.tenantId, name: row.tenantName },
    firstName: row.firstname,
    lastName: row.lastname,
    title: row.title,
    email: row.email,
  }));
}

/** The block list knows no tenant: only a caller who sees all tenants learns whether the address is on it. */
export async function subjectBlockEntry(db: Kysely<Database>, scope: TenantScope, email: string): Promise<SubjectBlockEntry | null> {
  if (scope !== 'all') return null;
  const row = await db
    .selectFrom('newsletterBlock')
    .select(['reason', 'createdAt'])
    .where(sameAddress('newsletterBlock.email', email))
    .executeTakeFirst();
  return row ? { reason: row.reason, createdAt: row.createdAt, createdAtFormatted: formatBerlin(row.createdAt)! } : null;
}
