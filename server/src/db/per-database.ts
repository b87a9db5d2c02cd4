import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A value derived once per database handle: typically the fixed part of a hot query (its joins and selected
 * columns). Query builders are immutable, so one serves every request, and parsing a long select list on
 * each request cost a measurable share of the case list (docs/performance.md#server-npm-run-bench).
 */
export function perDatabase<T>(derive: (db: Kysely<Database>) => T): (db: Kysely<Database>) => T {
  const values = new WeakMap<Kysely<Database>, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = derive(db);
      values.set(db, value);
    }
    return value;
  };
}
