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

/** A device's block as a query of one row or none, so that a report's checks can ask it in their one statement. */
export const deviceBlock = (db: Kysely<Database>, deviceId: string) =>
  db.selectFrom('device').select('blockedUntil').where('id', '=', deviceId);

const isBlockedUntil = (blockedUntil: string | null | undefined) => !!blockedUntil && Date.parse(blockedUntil) > Date.now();

export async function isDeviceBlocked(db: Kysely<Database>, deviceId: string): Promise<boolean> {
  return isBlockedUntil((await deviceBlock(db, deviceId).executeTakeFirst())?.blockedUntil);
}

export const DEVICE_MESSAGES = {
  blocked: 'Dieses Gerät wurde vorübergehend für Meldungen gesperrt.',
  invalid: 'Die Gerätekennung ist ungültig.',
};

const DEVICE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The reporting device of a public request (the frame's random id in X-Device-Id;
 * docs/product/frames-and-open311.md#reporting-devices), its form checked: null when none was sent, 400 for a
 * malformed one.
 */
export function deviceIdOf(header: string | string[] | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !DEVICE_ID.test(header)) throw badRequest(DEVICE_MESSAGES.invalid, 'DEVICE_ID_INVALID');
  return header;
}

/** 403 while the device's block (deviceBlock) lasts. */
export function refuseBlockedDevice(blockedUntil: string | null | undefined): void {
  if (isBlockedUntil(blockedUntil)) throw forbidden(DEVICE_MESSAGES.blocked, 'DEVICE_BLOCKED');
}

/** The reporting device of a public request (deviceIdOf), 403 while it is blocked. */
export async function allowedDevice(db: Kysely<Database>, header: string | string[] | undefined): Promise<string | null> {
  const deviceId = deviceIdOf(header);
  if (deviceId !== null) refuseBlockedDevice((await deviceBlock(db, deviceId).executeTakeFirst())?.blockedUntil);
  return deviceId;
}
