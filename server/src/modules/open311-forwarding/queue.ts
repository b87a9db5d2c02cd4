import type { Kysely } from 'kysely';
import { changesOf, type DatabaseChanges } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';
import type { CreatedCase } from '../cases/index.js';

interface Scope {
  id: number;
  tenantId: number;
  categoryId: number | null;
  categoryTagId: number | null;
  name: string;
}

/** The endpoint a case goes to: its subcategory's, else its category's, else its tenant's; or none. */
export function endpointFor(endpoints: readonly Scope[], c: CreatedCase): Scope | undefined {
  const own = endpoints.filter((endpoint) => endpoint.tenantId === c.tenantId);
  return (
    (c.categoryTagId !== null ? own.find((endpoint) => endpoint.categoryTagId === c.categoryTagId) : undefined) ??
    own.find((endpoint) => endpoint.categoryId !== null && endpoint.categoryId === c.categoryId && endpoint.categoryTagId === null) ??
    own.find((endpoint) => endpoint.categoryId === null)
  );
}

/** The tenants with an endpoint, per database, kept until a tenant setting changes (tenantsVersion). */
const forwardingTenants = new WeakMap<DatabaseChanges, { version: string; tenantIds: ReadonlySet<number> }>();

/**
 * The tenants that forward anything: every new case asks, and almost none does, so the answer is kept and a storm
 * of reports costs no statement for it. The version is read before the rows: a change committed in between moves
 * it, and the next case reads again.
 */
async function tenantsThatForward(db: Kysely<Database>): Promise<ReadonlySet<number>> {
  const changes = changesOf(db);
  const version = changes.tenantsVersion();
  const kept = forwardingTenants.get(changes);
  if (kept?.version === version) return kept.tenantIds;
  const rows = await db.selectFrom('forwardingEndpoint').select('tenantId').distinct().execute();
  const tenantIds = new Set(rows.map((row) => row.tenantId));
  forwardingTenants.set(changes, { version, tenantIds });
  return tenantIds;
}

/**
 * Queues the new cases that a forwarding covers, in the transaction that creates them (cases/created-listeners.ts):
 * a case exists with its forwarding or not at all. One read for a batch of tenants that forward; none for others.
 */
export async function queueForwarding(trx: Kysely<Database>, cases: readonly CreatedCase[]): Promise<void> {
  const forwarding = await tenantsThatForward(trx);
  const tenantIds = [...new Set(cases.flatMap((c) => (c.tenantId !== null && forwarding.has(c.tenantId) ? [c.tenantId] : [])))];
  if (tenantIds.length === 0) return;
  const endpoints = await trx
    .selectFrom('forwardingEndpoint')
    .select(['id', 'tenantId', 'categoryId', 'categoryTagId', 'name'])
    .where('tenantId', 'in', tenantIds)
    .execute();
  if (endpoints.length === 0) return;
  const createdAt = now();
  const rows = cases.flatMap((c) => {
    const endpoint = endpointFor(endpoints, c);
    return endpoint
      ? [
          {
            caseId: c.id,
            endpointId: endpoint.id,
            recipient: endpoint.name,
            state: 'WAITING',
            attempts: 0,
            nextAttemptAt: createdAt,
            createdAt,
          },
        ]
      : [];
  });
  if (rows.length > 0) await trx.insertInto('caseForwarding').values(rows).execute();
}
