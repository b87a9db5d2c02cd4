import type { DeleteResult } from 'kysely';
import { notFound } from './errors.js';

/** Runs a delete of one record by id; when there was nothing to delete it answers 404, as reading the id would. */
export async function deleteOrNotFound(query: { executeTakeFirst(): Promise<DeleteResult> }): Promise<void> {
  const result = await query.executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}
