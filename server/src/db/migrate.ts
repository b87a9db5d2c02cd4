import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './kysely.js';
import * as m0001 from './migrations/0001_platform.js';
import * as m0002 from './migrations/0002_user_assignments.js';
import * as m0003 from './migrations/0003_files_api_keys.js';
import * as m0004 from './migrations/0004_cases.js';
import * as m0005 from './migrations/0005_case_visibility.js';
import * as m0006 from './migrations/0006_public_reports.js';
import * as m0007 from './migrations/0007_citizen_information.js';
import * as m0008 from './migrations/0008_super_admin_communication.js';
import * as m0009 from './migrations/0009_file_lifetimes_open311_address.js';
import * as m0010 from './migrations/0010_login_throttle.js';
import * as m0011 from './migrations/0011_mail_claims.js';
import * as m0012 from './migrations/0012_change_notifications.js';
import * as m0013 from './migrations/0013_rate_limit.js';
import * as m0014 from './migrations/0014_german_order.js';
import * as m0015 from './migrations/0015_tenant_legal_links.js';
import * as m0016 from './migrations/0016_answer_templates.js';
import * as m0017 from './migrations/0017_reporter_data_retention.js';
import * as m0018 from './migrations/0018_open311_jurisdiction_id.js';
import * as m0019 from './migrations/0019_privacy_requests.js';
import * as m0020 from './migrations/0020_case_reporter_fields.js';
import * as m0021 from './migrations/0021_login_sources_registration_attempts.js';
import * as m0022 from './migrations/0022_cases_and_sessions_notifications.js';
import * as m0023 from './migrations/0023_tenant_cors_origins.js';
import * as m0024 from './migrations/0024_sent_answers_local_deadlines.js';
import * as m0025 from './migrations/0025_case_photo_first_idx.js';
import * as m0026 from './migrations/0026_case_external_reference.js';
import * as m0027 from './migrations/0027_reminders.js';
import * as m0028 from './migrations/0028_accessibility_statement.js';
import * as m0029 from './migrations/0029_open311_forwarding.js';
import * as m0030 from './migrations/0030_rate_limit_unlogged.js';
import * as m0031 from './migrations/0031_open_cases_covering.js';
import * as m0032 from './migrations/0032_case_map_revision.js';
import * as m0033 from './migrations/0033_case_sequence_unlogged.js';
import * as m0034 from './migrations/0034_case_description_trigrams.js';
import * as m0035 from './migrations/0035_case_description_statistics.js';
import * as m0036 from './migrations/0036_open_cases_revision.js';

/** Every migration in order; a static list so the same code runs under tsx, vitest and a bundle. */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_user_assignments': m0002,
  '0003_files_api_keys': m0003,
  '0004_cases': m0004,
  '0005_case_visibility': m0005,
  '0006_public_reports': m0006,
  '0007_citizen_information': m0007,
  '0008_super_admin_communication': m0008,
  '0009_file_lifetimes_open311_address': m0009,
  '0010_login_throttle': m0010,
  '0011_mail_claims': m0011,
  '0012_change_notifications': m0012,
  '0013_rate_limit': m0013,
  '0014_german_order': m0014,
  '0015_tenant_legal_links': m0015,
  '0016_answer_templates': m0016,
  '0017_reporter_data_retention': m0017,
  '0018_open311_jurisdiction_id': m0018,
  '0019_privacy_requests': m0019,
  '0020_case_reporter_fields': m0020,
  '0021_login_sources_registration_attempts': m0021,
  '0022_cases_and_sessions_notifications': m0022,
  '0023_tenant_cors_origins': m0023,
  '0024_sent_answers_local_deadlines': m0024,
  '0025_case_photo_first_idx': m0025,
  '0026_case_external_reference': m0026,
  '0027_reminders': m0027,
  '0028_accessibility_statement': m0028,
  '0029_open311_forwarding': m0029,
  '0030_rate_limit_unlogged': m0030,
  '0031_open_cases_covering': m0031,
  '0032_case_map_revision': m0032,
  '0033_case_sequence_unlogged': m0033,
  '0034_case_description_trigrams': m0034,
  '0035_case_description_statistics': m0035,
  '0036_open_cases_revision': m0036,
};

/**
 * Runs the migrations not yet run, up to and including `target` (all of them without one), together in one
 * transaction (SQLite's DDL is transactional as PostgreSQL's; kysely.ts tells the migrator so). One that fails
 * rolls them all back: the database stays as the release before left it, so that release can start on it again,
 * and the error names the migration. Processes starting at once on PostgreSQL take turns (the migrator's
 * advisory lock), the later one finding nothing left to do.
 */
export async function migrateUpTo(db: Db, target?: string, list: Record<string, Migration> = migrations): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => list };
  const migrator = new Migrator({ db, provider });
  if (target !== undefined) {
    const known = (await migrator.getMigrations()).find((migration) => migration.name === target);
    if (!known) throw new Error(`Unknown migration ${target}`);
    if (known.executedAt) return;
  }
  const { error, results } = await (target === undefined ? migrator.migrateToLatest() : migrator.migrateTo(target));
  if (error) throw new MigrationFailed(results?.find((result) => result.status === 'Error')?.migrationName ?? null, error);
}

export async function migrateToLatest(db: Db, list: Record<string, Migration> = migrations): Promise<void> {
  await migrateUpTo(db, undefined, list);
}

/** The message an operator reads when the process refuses to start: which migration, and why. */
export class MigrationFailed extends Error {
  constructor(
    /** null when the migrations could not even be read (e.g. the database names one this version lacks) */
    readonly migration: string | null,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      migration
        ? `Datenbankmigration ${migration} ist fehlgeschlagen; alle Migrationen dieses Starts wurden zurückgerollt, die Datenbank ist auf dem Stand davor. Ursache: ${reason}`
        : `Die Datenbankmigrationen konnten nicht ausgeführt werden: ${reason}`,
      { cause },
    );
  }
}
