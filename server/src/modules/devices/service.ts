import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isoPlus, now } from '../../db/values.js';
import { badRequest, forbidden } from '../../platform/errors.js';

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

export const DEVICE_MESSAGES = {
  blocked: 'Dieses Gerät wurde vorübergehend für Meldungen gesperrt.',
  invalid: 'Die Gerätekennung ist ungültig.',
};

const DEVICE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The reporting device of a public request (the frame's random id in X-Device-Id;
 * docs/product/frames-and-open311.md#reporting-devices): null when none was sent, 400 for a malformed one, 403 while
 * the device is blocked.
 */
export async function allowedDevice(db: Kysely<Database>, header: string | string[] | undefined): Promise<string | null> {
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !DEVICE_ID.test(header)) throw badRequest(DEVICE_MESSAGES.invalid, 'DEVICE_ID_INVALID');
  if (await isDeviceBlocked(db, header)) throw forbidden(DEVICE_MESSAGES.blocked, 'DEVICE_BLOCKED');
  return header;
}
