import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isoPlus, now } from '../../db/values.js';

export const DEVICE_BLOCK_DAYS = 14;

/** Blocks a reporting device for 14 days; returns the end of the block. */
export async function blockDevice(db: Kysely<Database>, deviceId: string, blockedBy: number): Promise<string> {
  const blockedUntil = isoPlus(DEVICE_BLOCK_DAYS * 86_400_000);
  await db
    .insertInto('device')
    .values({ id: deviceId, blockedUntil, blockedBy, createdAt: now() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ blockedUntil, blockedBy }))
    .execute();
  return blockedUntil;
}

export async function isDeviceBlocked(db: Kysely<Database>, deviceId: string): Promise<boolean> {
  const row = await db.selectFrom('device').select('blockedUntil').where('id', '=', deviceId).executeTakeFirst();
  return !!row?.blockedUntil && Date.parse(row.blockedUntil) > Date.now();
}
