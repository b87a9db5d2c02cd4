import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../kysely.js';

/**
 * PostgreSQL: triggers that NOTIFY the processes sharing the database of every change their caches depend on
 * (db/changes.ts, platform/change-listener.ts). A NOTIFY inside a transaction is delivered at its commit (and
 * never on rollback), so no process can reload before the data is visible; and a trigger fires for every
 * writer, so no code path can forget to tell. Identical notifications of one transaction arrive once.
 *
 * - rights: any statement on the tables rights, modules and tenant scope come from;
 * - tenants: any statement on tenant or tenant_module (boundaries, map settings, who takes reports);
 * - case map: a case row that is (or was) published on the map, with its tenant id; and a renamed category,
 *   whose name the markers show (a category that cases use never changes its tenant).
 *
 * SQLite gets nothing: one process per database file, which tells itself (DatabaseChanges).
 *
 * The names are written out rather than imported, so that this migration stays what it was when the code moves
 * on; changes.test.ts checks that they match CHANGE_CHANNELS and RIGHTS_TABLES.
 */
const CHANNELS = { rights: 'bp_rights_changed', tenants: 'bp_tenants_changed', caseMap: 'bp_case_map_changed' } as const;

const RIGHTS_TABLES = [
  'app_user',
  'role',
  'role_right',
  'role_variable_right',
  'variable_right',
  'tenant',
  'tenant_module',
  'user_category_assignment',
  'user_tag_assignment',
];

const FUNCTIONS = {
  rights: 'bp_notify_rights_changed',
  tenants: 'bp_notify_tenants_changed',
  caseMap: 'bp_notify_case_map_changed',
  category: 'bp_notify_category_renamed',
} as const;

const CASE_TRIGGER = 'bp_case_map_changed';
const CATEGORY_TRIGGER = 'bp_category_renamed';

const statementNotifier = (name: string, channel: string) => `
  create function ${name}() returns trigger language plpgsql as $$
  begin
    perform pg_notify('${channel}', '');
    return null;
  end $$`;

const statementTrigger = (table: string, channel: string, fn: string) =>
  `create trigger ${channel} after insert or update or delete or truncate on ${table} for each statement execute function ${fn}()`;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const run = (text: string) => sql.raw(text).execute(db);

  await run(statementNotifier(FUNCTIONS.rights, CHANNELS.rights));
  for (const table of RIGHTS_TABLES) await run(statementTrigger(table, CHANNELS.rights, FUNCTIONS.rights));

  await run(statementNotifier(FUNCTIONS.tenants, CHANNELS.tenants));
  for (const table of ['tenant', 'tenant_module']) await run(statementTrigger(table, CHANNELS.tenants, FUNCTIONS.tenants));

  await run(`
    create function ${FUNCTIONS.caseMap}() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'DELETE' and new.published_on_map = 1 then
        perform pg_notify('${CHANNELS.caseMap}', new.tenant_id::text);
      end if;
      if tg_op <> 'INSERT' and old.published_on_map = 1 then
        perform pg_notify('${CHANNELS.caseMap}', old.tenant_id::text);
      end if;
      return null;
    end $$`);
  await run(
    `create trigger ${CASE_TRIGGER} after insert or update or delete on defect_case for each row execute function ${FUNCTIONS.caseMap}()`,
  );

  await run(`
    create function ${FUNCTIONS.category}() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNELS.caseMap}', new.tenant_id::text);
      return null;
    end $$`);
  await run(
    `create trigger ${CATEGORY_TRIGGER} after update of name on category for each row
     when (old.name is distinct from new.name) execute function ${FUNCTIONS.category}()`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // dropping a function with cascade drops the triggers that call it
  for (const fn of Object.values(FUNCTIONS)) await sql.raw(`drop function ${fn}() cascade`).execute(db);
}
