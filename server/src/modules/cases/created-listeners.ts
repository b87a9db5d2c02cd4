import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What a module that follows new cases learns of each: enough to decide whether the case concerns it. */
export interface CreatedCase {
  id: number;
  tenantId: number | null;
  categoryId: number | null;
  categoryTagId: number | null;
  reachable: boolean;
}

/** Runs inside the transaction that creates the cases, so what it writes exists exactly when the cases do. */
export type CasesCreatedListener = (trx: Kysely<Database>, cases: readonly CreatedCase[]) => Promise<void>;

/**
 * Modules that act on new cases (the Open311 forwarding) build on the cases module, so the cases module cannot
 * import them: they tell it what to call instead. A set of functions fixed at start-up, the same for every app.
 */
const listeners = new Set<CasesCreatedListener>();

export function whenCasesCreated(listener: CasesCreatedListener): void {
  listeners.add(listener);
}

export async function tellCasesCreated(trx: Kysely<Database>, cases: readonly CreatedCase[]): Promise<void> {
  for (const listener of listeners) await listener(trx, cases);
}
