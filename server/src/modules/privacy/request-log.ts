import type { Kysely } from 'kysely';
import type { PrivacyAction } from '@contracts/privacy.js';
import type { Database } from '../../db/schema.js';
import { now } from '../../db/values.js';

/** Records one request of a data subject: who, when, which action, how many records; the address only as its hash. */
export async function logPrivacyRequest(
  db: Kysely<Database>,
  user: { id: number; tenantId: number },
  entry: { action: PrivacyAction; emailHash: string; recordCount: number },
): Promise<void> {
  await db
    .insertInto('privacyRequest')
    .values({ userId: user.id, tenantId: user.tenantId, ...entry, createdAt: now() })
    .execute();
}
