import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './kysely.js';
import * as m0001 from './migrations/0001_platform.js';

/** Every migration in order; a static list so the same code runs under tsx, vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
