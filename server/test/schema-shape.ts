import { sql } from 'kysely';
import { isPostgres, type Db } from '../src/db/kysely.js';

export interface ColumnShape {
  /** the database's (snake_case) name */
  name: string;
  /** 'integer', 'real' or 'text': how a value of the column is written */
  kind: 'integer' | 'real' | 'text';
  nullable: boolean;
  /** the database numbers it (an identity or SQLite's integer primary key) */
  generated: boolean;
  /** the longest text PostgreSQL takes (varchar(n)); null when unbounded */
  maxLength: number | null;
}

export interface ForeignKey {
  column: string;
  table: string;
  references: string;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
}

/** Kysely's own bookkeeping, not the product's data. */
const isBookkeeping = (table: string) => table.startsWith('kysely_') || table.startsWith('sqlite_');

const kindOf = (type: string): ColumnShape['kind'] =>
  /int/i.test(type) ? 'integer' : /real|double|float|numeric/i.test(type) ? 'real' : 'text';

async function sqliteShape(db: Db): Promise<TableShape[]> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
  const shapes: TableShape[] = [];
  for (const { name } of tables.rows.filter((table) => !isBookkeeping(table.name))) {
    const columns = await sql<{ name: string; type: string; notnull: number; pk: number }>`
      select name, type, "notnull", pk from pragma_table_info(${name}) order by cid`.execute(db);
    const keys = columns.rows.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk);
    const foreign = await sql<{ from: string; table: string; to: string }>`
      select "from", "table", "to" from pragma_foreign_key_list(${name})`.execute(db);
    shapes.push({
      name,
      columns: columns.rows.map((column) => ({
        name: column.name,
        kind: kindOf(column.type),
        nullable: column.notnull === 0 && column.pk === 0,
        generated: keys.length === 1 && column.pk === 1 && /^integer$/i.test(column.type),
        maxLength: null,
      })),
      primaryKey: keys.map((column) => column.name),
      foreignKeys: foreign.rows.map((key) => ({ column: key.from, table: key.table, references: key.to })),
    });
  }
  return shapes;
}

async function postgresShape(db: Db): Promise<TableShape[]> {
  const columns = await sql<{
    tableName: string;
    columnName: string;
    dataType: string;
    isNullable: string;
    isIdentity: string;
    characterMaximumLength: number | null;
  }>`select table_name, column_name, data_type, is_nullable, is_identity, character_maximum_length
       from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const constraints = await sql<{ type: string; table: string; column: string; refTable: string | null; refColumn: string | null }>`
    select c.contype as type, t.relname as table, a.attname as column, rt.relname as ref_table, ra.attname as ref_column
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
      cross join lateral unnest(c.conkey) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
      left join pg_class rt on rt.oid = c.confrelid
      left join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[k.position]
     where c.contype in ('p', 'f')
     order by t.relname, c.conname, k.position`.execute(db);
  const names = [...new Set(columns.rows.map((column) => column.tableName))].filter((name) => !isBookkeeping(name));
  return names.map((name) => ({
    name,
    columns: columns.rows
      .filter((column) => column.tableName === name)
      .map((column) => ({
        name: column.columnName,
        kind: kindOf(column.dataType),
        nullable: column.isNullable === 'YES',
        generated: column.isIdentity === 'YES',
        maxLength: column.characterMaximumLength,
      })),
    primaryKey: constraints.rows.filter((row) => row.table === name && row.type === 'p').map((row) => row.column),
    foreignKeys: constraints.rows
      .filter((row) => row.table === name && row.type === 'f')
      .map((row) => ({ column: row.column, table: row.refTable!, references: row.refColumn! })),
  }));
}

/** The tables of the database as they are now: columns, primary key, single-column foreign keys. */
export function schemaShape(db: Db): Promise<TableShape[]> {
  return isPostgres(db) ? postgresShape(db) : sqliteShape(db);
}
