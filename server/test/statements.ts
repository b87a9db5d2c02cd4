import { vi } from 'vitest';
import type { Db } from '../src/db/kysely.js';

/**
 * The SQL of the statements run on `db` outside transactions while `run` runs: every read a cached answer is
 * meant to spare. (A transaction runs on an executor of its own.)
 */
export async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(db.getExecutor(), 'executeQuery');
  try {
    await run();
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}

/** The statements that read or write the cases. */
export const caseStatements = (statements: readonly string[]): string[] => statements.filter((sql) => /\bdefect_case\b/.test(sql));
