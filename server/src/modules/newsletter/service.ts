import type { Kysely } from 'kysely';
import type { PageOf } from '@contracts/common.js';
import type { BlockedAddress, BlockedAddressListQuery, BlockReason } from '@contracts/newsletter.js';
import type { Database } from '../../db/schema.js';
import { formatBerlin, now } from '../../db/values.js';
import { germanOrder } from '../../db/german-order.js';
import { conflict } from '../../platform/errors.js';
import { containsAny, mapPage, paginate, type SortSpec } from '../../platform/paging.js';
import { deleteOrNotFound } from '../../platform/records.js';
import { requireEmail } from '../correspondents/index.js';
import type { RowOf } from '../../db/kysely.js';

export const NEWSLETTER_MESSAGES = {
  duplicate: 'Diese Adresse ist bereits blockiert.',
  removed: 'Die Adresse wurde von der Sperrliste entfernt.',
};

const listSort: SortSpec = {
  columns: { email: germanOrder('newsletterBlock.email'), createdAt: 'newsletterBlock.createdAt' },
  fallback: { column: 'newsletterBlock.createdAt', order: 'DESC' },
};

const blocks = (db: Kysely<Database>) => db.selectFrom('newsletterBlock');
type Base = ReturnType<typeof blocks>;

const selectColumns = (qb: Base) =>
  qb.select(['newsletterBlock.id', 'newsletterBlock.email', 'newsletterBlock.reason', 'newsletterBlock.createdAt']);
type BlockRow = RowOf<typeof selectColumns>;

const toDto = (row: BlockRow): BlockedAddress => ({
  id: row.id,
  email: row.email,
  reason: row.reason === 'unsubscribe' ? 'unsubscribe' : 'manual',
  createdAt: row.createdAt,
  createdAtFormatted: formatBerlin(row.createdAt) ?? '',
});

/** GET /api/newsletter: the blocked addresses, newest first by default; search in the address. */
export async function listBlockedAddresses(db: Kysely<Database>, query: BlockedAddressListQuery): Promise<PageOf<BlockedAddress>> {
  let base = blocks(db);
  if (query.search?.trim()) base = base.where(containsAny(['newsletterBlock.email'], query.search));
  return mapPage(await paginate(base, query, listSort, 'newsletterBlock.id', selectColumns), toDto);
}

/** Puts an address on the list; false when it was there already (the list is unique by address). */
async function insertBlock(db: Kysely<Database>, email: string, reason: BlockReason, userId: number | null): Promise<boolean> {
  const result = await db
    .insertInto('newsletterBlock')
    .values({ email, reason, createdAt: now(), createdBy: userId })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** POST /api/newsletter: a super admin blocks an address; already blocked answers 409. */
export async function blockAddress(db: Kysely<Database>, userId: number, email: string | null | undefined): Promise<BlockedAddress> {
  const address = requireEmail(email);
  if (!(await insertBlock(db, address, 'manual', userId))) throw conflict(NEWSLETTER_MESSAGES.duplicate, 'ALREADY_BLOCKED');
  const row = await selectColumns(blocks(db)).where('newsletterBlock.email', '=', address).executeTakeFirstOrThrow();
  return toDto(row);
}

/** The unsubscribe link: blocks the address once; clicking it again changes nothing. */
export async function unsubscribe(db: Kysely<Database>, email: string): Promise<void> {
  await insertBlock(db, email, 'unsubscribe', null);
}

/** DELETE /api/newsletter/{id}: the address receives broadcasts again. */
export async function unblockAddress(db: Kysely<Database>, id: number): Promise<void> {
  await deleteOrNotFound(db.deleteFrom('newsletterBlock').where('id', '=', id));
}
