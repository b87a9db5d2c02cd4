import type { Kysely } from 'kysely';
import { perDatabase } from '../../db/per-database.js';
import type { Database } from '../../db/schema.js';
import { type CaseToStore, createCases, isNumbered, type NewCase, reserveCaseNumbers } from './create.js';
import type { CaseLinks } from './status-link.js';

/** The most cases one transaction stores: enough to absorb a storm, few enough to keep each statement short. */
const BATCH_MAX = 100;

/** A new case's id and number (null for an unreachable case). */
export interface StoredCase {
  id: number;
  caseNumber: number | null;
}

interface Waiting {
  input: NewCase;
  userId: number | null;
  links: CaseLinks;
  stored: (stored: StoredCase) => void;
  failed: (error: unknown) => void;
}

/**
 * Draws the numbers of a batch, one statement per tenant, each committed at once before the batch's transaction:
 * held until a report's commit, the tenant's number row made a storm of reports to one tenant queue on PostgreSQL
 * (docs/decisions/case-numbers-drawn-apart.md).
 */
async function numbered(db: Kysely<Database>, batch: readonly Waiting[]): Promise<CaseToStore[]> {
  const perTenant = new Map<number, number>();
  for (const { input } of batch) if (isNumbered(input)) perTenant.set(input.tenantId, (perTenant.get(input.tenantId) ?? 0) + 1);
  const drawn = new Map<number, number[]>();
  for (const [tenantId, count] of perTenant) drawn.set(tenantId, await reserveCaseNumbers(db, tenantId, count));
  return batch.map(({ input, userId, links }) => ({
    input,
    userId,
    links,
    caseNumber: isNumbered(input) ? drawn.get(input.tenantId)!.shift()! : (input.caseNumber ?? null),
  }));
}

async function store(db: Kysely<Database>, batch: readonly Waiting[]): Promise<void> {
  const cases = await numbered(db, batch);
  const ids = await db.transaction().execute((trx) => createCases(trx, cases));
  for (const [index, waiting] of batch.entries()) waiting.stored({ id: ids[index]!, caseNumber: cases[index]!.caseNumber });
}

/**
 * Group commit of new cases (docs/decisions/reports-stored-in-batches.md): a case that arrives while a batch is
 * being stored waits for the next one, and the next one stores everything that waits in one transaction, each
 * statement for all of its cases. Alone, a case is stored at once; in a storm of reports the statements per report
 * fall with the batch's size, which is what bounds throughput on PostgreSQL (a round trip each) and SQLite (a
 * commit each). One batch at a time per database handle; a batch that fails is stored again case by case, so one
 * case's error (say, a category deleted meanwhile) answers that case only. Numbers drawn for a failed batch are
 * gaps.
 */
const intakeOf = perDatabase((db) => {
  const waiting: Waiting[] = [];
  let storing = false;
  const drain = async () => {
    storing = true;
    while (waiting.length > 0) {
      // what other requests finish checking in this turn of the event loop joins the batch: on SQLite their checks
      // wait for the one connection, and a batch taken at once would hold just the case that started it
      await new Promise(setImmediate);
      const batch = waiting.splice(0, BATCH_MAX);
      try {
        await store(db, batch);
      } catch (error) {
        if (batch.length === 1) batch[0]!.failed(error);
        else for (const single of batch) await store(db, [single]).catch(single.failed);
      }
    }
    storing = false;
  };
  return (entry: Waiting) => {
    waiting.push(entry);
    if (!storing) void drain();
  };
});

/** Stores a checked new case (numbered, counted, mailed) and answers its id and number once it is committed. */
export function submitCase(db: Kysely<Database>, input: NewCase, userId: number | null, links: CaseLinks): Promise<StoredCase> {
  return new Promise((stored, failed) => intakeOf(db)({ input, userId, links, stored, failed }));
}
