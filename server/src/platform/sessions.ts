import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isoPlus, now } from '../db/values.js';

export async function createSession(db: Kysely<Database>, userId: number, maxHours: number): Promise<{ id: string; expiresAt: string }> {
  const id = randomBytes(24).toString('base64url');
  const created = now();
  const expiresAt = isoPlus(maxHours * 3_600_000);
  await db.insertInto('session').values({ id, userId, createdAt: created, lastActivityAt: created, expiresAt, revokedAt: null }).execute();
  return { id, expiresAt };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('session').set({ revokedAt: now() }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

/** Ends every session of a user at once (blocking, password change, deletion). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('session').set({ revokedAt: now() }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
}

export async function sessionExpiry(db: Kysely<Database>, sessionId: string): Promise<string | undefined> {
  const row = await db.selectFrom('session').select('expiresAt').where('id', '=', sessionId).executeTakeFirst();
  return row?.expiresAt;
}
