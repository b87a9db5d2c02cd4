import type { Kysely } from 'kysely';
import { REPORTER_DATA_RETENTION_DAYS } from '@contracts/tenant.js';
import type { Database } from '../../db/schema.js';
import { eraseReporterData } from './reporter-data.js';

export const RETENTION_PROTOCOL_TEXT = 'Personenbezogene Daten nach Aufbewahrungsfrist gelöscht';

/** Cases per transaction: each batch is short, so staff and citizens keep working while a large backlog goes. */
const BATCH_SIZE = 500;

const DAY_MS = 86_400_000;

/** The case columns that name or reach the reporter; a case with none of them has nothing to erase. */
const PERSONAL_COLUMNS = ['email', 'deviceId', 'reporterName', 'reporterPhone', 'mediaUrl'] as const;

/**
 * Closed cases of one tenant (null: none) that still hold reporter data, closed before the given time. A case
 * reported without any (anonymously, or entered by staff) is left alone: no protocol entry says that nothing
 * was erased, and its status link, which names no one, keeps working.
 */
export const expiredCases = (db: Kysely<Database>, tenantId: number | null, closedBefore: string, limit: number) =>
  db
    .selectFrom('defectCase')
    .select('id')
    .where('tenantId', tenantId === null ? 'is' : '=', tenantId)
    .where('isOpen', '=', 0)
    .where('reporterDataErasedAt', 'is', null)
    .where('stateChangedAt', '<', closedBefore)
    .where((eb) => eb.or(PERSONAL_COLUMNS.map((column) => eb(column, 'is not', null))))
    .limit(limit);

/**
 * The housekeeping's DSGVO retention: per tenant, the reporter data of cases closed longer ago than the
 * tenant's days goes. A case is closed in every state but CREATED and IN_PROGRESS (`is_open` mirrors that),
 * and `state_changed_at` is its closing time: every state change sets it, and reopening makes it open again.
 * Cases without a tenant keep the default. Answers how many cases lost their reporter data.
 */
export async function eraseExpiredReporterData(db: Kysely<Database>, at: Date = new Date(), batchSize = BATCH_SIZE): Promise<number> {
  const tenants = await db.selectFrom('tenant').select(['id', 'reporterDataRetentionDays']).execute();
  const limits: [number | null, number][] = [
    ...tenants.map((t): [number, number] => [t.id, t.reporterDataRetentionDays]),
    [null, REPORTER_DATA_RETENTION_DAYS.default],
  ];
  const erasedAt = at.toISOString();
  let erased = 0;
  for (const [tenantId, days] of limits) {
    const closedBefore = new Date(at.getTime() - days * DAY_MS).toISOString();
    for (;;) {
      const batch = await db.transaction().execute(async (trx) => {
        const rows = await expiredCases(trx, tenantId, closedBefore, batchSize).execute();
        return eraseReporterData(
          trx,
          rows.map((r) => r.id),
          { protocolText: RETENTION_PROTOCOL_TEXT, actor: null, at: erasedAt },
        );
      });
      erased += batch;
      if (batch < batchSize) break;
    }
  }
  return erased;
}
