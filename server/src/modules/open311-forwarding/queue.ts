import type { Kysely } from 'kysely';
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

/**
 * Queues the new cases that a forwarding covers, in the transaction that creates them (cases/created-listeners.ts):
 * a case exists with its forwarding or not at all. One read for the batch's tenants; nothing more without endpoints.
 */
export async function queueForwarding(trx: Kysely<Database>, cases: readonly CreatedCase[]): Promise<void> {
  const tenantIds = [...new Set(cases.flatMap((c) => (c.tenantId === null ? [] : [c.tenantId])))];
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
