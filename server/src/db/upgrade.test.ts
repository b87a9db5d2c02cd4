import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/database.js';
import { schemaShape, type ColumnShape, type TableShape } from '../../test/schema-shape.js';
import type { Db } from './kysely.js';
import { migrateToLatest, migrateUpTo, migrations } from './migrate.js';

/**
 * An upgrade keeps every row: a database is built at an earlier migration, filled with rows for each table that
 * exists then (plain inserts of that time's columns, found by reading the schema), and migrated to the latest.
 * Every row must arrive with every column it had, every foreign key must resolve, and what a migration moves must
 * be where it belongs. The rows are generated from the schema, so a new migration is covered without a change
 * here; one that moves or drops data on purpose adds an entry to `MOVES`, which also adds a start just before it.
 */

type Row = Record<string, unknown>;
/** per table (camelCase, as the rows come back), per generated row: the values a move needs */
type Seeds = Record<string, Row[]>;
/** per table: the expected values of a column per generated row, or 'emptied' when the move drops the rows */
type Expectations = Record<string, Record<string, unknown[]> | 'emptied'>;

interface Move {
  why: string;
  seed?: Seeds;
  expect: Expectations;
}

const OPEN311_NOTE = 'Gemeldet über Open311.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The migrations that change existing data, keyed by the migration. */
const MOVES: Record<string, Move> = {
  '0009_file_lifetimes_open311_address': {
    why: 'stored PDF summaries become unattached so they expire, except one a case photo names',
    seed: {
      file: [
        { mime: 'application/pdf', attached: 1 },
        { mime: 'application/pdf', attached: 1, name: 'summary-in-use.pdf' },
      ],
      casePhoto: [{}, { fileName: 'summary-in-use.pdf' }],
    },
    expect: { file: { attached: [0, 1] } },
  },
  '0011_mail_claims': {
    why: 'mails still queued get a Message-ID, mails sent before keep none',
    seed: { mailOutbox: [{ sentAt: null }, { sentAt: '2025-03-01T10:00:00.000Z' }] },
    expect: { mailOutbox: { messageId: [expect.stringMatching(UUID), null] } },
  },
  '0020_case_reporter_fields': {
    why: 'the reporter’s name, phone and photo link move from Open311 handover notes to columns of their own',
    seed: {
      defectCase: [
        {
          handoverNote: [
            OPEN311_NOTE,
            'Name: Erika Mustermann',
            'Telefon: 030 1234567',
            'Adresse: Rathausplatz 1',
            'Foto: https://fotos.example.org/1.jpg',
          ].join('\n'),
          reporterDataErasedAt: null,
        },
        { handoverNote: 'Rückruf erbeten.\nName: Hausmeister Krause' },
      ],
    },
    expect: {
      defectCase: {
        handoverNote: [`${OPEN311_NOTE}\nAdresse: Rathausplatz 1`, 'Rückruf erbeten.\nName: Hausmeister Krause'],
        reporterName: ['Erika Mustermann', null],
        reporterPhone: ['030 1234567', null],
        mediaUrl: ['https://fotos.example.org/1.jpg', null],
      },
    },
  },
  '0021_login_sources_registration_attempts': {
    why: 'the per-address login throttles of 0010 go: they would lock every source, and they end within the hour',
    expect: { loginThrottle: 'emptied' },
  },
  '0024_sent_answers_local_deadlines': {
    why: 'answers mailed before are marked sent; a deadline stored as a UTC midnight becomes the end of that Berlin day',
    seed: {
      defectCase: [
        { email: 'buerger@example.org', stateChangedDeadline: '2026-12-24T00:00:00.000Z' },
        { email: null, stateChangedDeadline: '2026-07-01T08:30:00.000Z' },
      ],
      caseNote: [
        { type: 'ANSWER', clientMessage: 0, systemGenerated: 0 },
        { type: 'ANSWER', clientMessage: 0, systemGenerated: 0 },
      ],
    },
    expect: {
      defectCase: { stateChangedDeadline: ['2026-12-24T22:59:00.000Z', '2026-07-01T08:30:00.000Z'] },
      caseNote: { sentAt: ['2025-01-15T10:00:00.000Z', null] },
    },
  },
};

/** rows generated per table: the first with every column filled, the second with every nullable one null */
const ROWS = 2;

const names = Object.keys(migrations).sort();
const before = (migration: string) => names[names.indexOf(migration) - 1]!;
const STARTS = [...new Set([names[0]!, ...Object.keys(MOVES).map(before)])];

/** Kysely's mapping of the database's names to the rows' keys (db/naming.ts) */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A value of the column for the generated row `index`, distinct per row so unique columns hold. */
function valueFor(table: string, column: ColumnShape, index: number): unknown {
  if (column.kind === 'integer') return index;
  if (column.kind === 'real') return 52.5 + index;
  if (/_at$/.test(column.name)) return `2025-0${index + 1}-15T10:00:00.000Z`;
  const text = `${index}${table}.${column.name}`;
  return column.maxLength === null ? text : text.slice(0, column.maxLength);
}

/** The tables in an order where each comes after the tables it references (a self-reference aside). */
function inDependencyOrder(tables: TableShape[]): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) => !placed.has(table.name) && table.foreignKeys.every((key) => key.table === table.name || placed.has(key.table)),
    );
    if (!next) throw new Error('the foreign keys form a cycle; give the generator a way through it');
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

const orderedRows = (db: Db, table: TableShape) =>
  sql<Row>`select * from ${sql.table(table.name)} order by ${sql.join(
    (table.primaryKey.length ? table.primaryKey : table.columns.map((column) => column.name)).map((name) => sql.ref(name)),
  )}`
    .execute(db)
    .then((result) => result.rows);

/** Inserts ROWS rows into every table, the moves' values over the generated ones; answers the rows as stored. */
async function fill(db: Db, tables: TableShape[], seeds: Seeds): Promise<Map<string, Row[]>> {
  const stored = new Map<string, Row[]>();
  for (const table of inDependencyOrder(tables)) {
    const rows: Row[] = [];
    for (let index = 0; index < ROWS; index++) {
      const values: Row = {};
      for (const column of table.columns.filter((c) => !c.generated)) {
        const key = table.foreignKeys.find((foreign) => foreign.column === column.name);
        const seeded = seeds[camel(table.name)]?.[index];
        if (seeded && camel(column.name) in seeded) values[column.name] = seeded[camel(column.name)];
        else if (key) values[column.name] = stored.get(key.table)?.[index]?.[camel(key.references)] ?? null;
        else values[column.name] = column.nullable && index > 0 ? null : valueFor(table.name, column, index);
      }
      const columns = Object.keys(values);
      const inserted = await sql<Row>`insert into ${sql.table(table.name)} (${sql.join(columns.map((c) => sql.ref(c)))})
        values (${sql.join(columns.map((c) => values[c]))}) returning *`.execute(db);
      rows.push(inserted.rows[0]!);
    }
    stored.set(table.name, rows);
  }
  return stored;
}

/** The moves still to come after `start`, merged; a move counts only when every table it names exists at the start. */
function movesAfter(start: string, tables: TableShape[]): { seeds: Seeds; expectations: Expectations } {
  const existing = new Set(tables.map((table) => camel(table.name)));
  const seeds: Seeds = {};
  const expectations: Expectations = {};
  for (const [migration, move] of Object.entries(MOVES)) {
    const named = [...Object.keys(move.seed ?? {}), ...Object.keys(move.expect)];
    if (migration <= start || !named.every((table) => existing.has(table))) continue;
    for (const [table, rows] of Object.entries(move.seed ?? {})) {
      const columns = new Set(tables.find((shape) => camel(shape.name) === table)!.columns.map((column) => camel(column.name)));
      seeds[table] = rows.map((row, index) => ({
        ...seeds[table]?.[index],
        ...Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column))),
      }));
    }
    for (const [table, expected] of Object.entries(move.expect)) {
      const earlier = expectations[table];
      expectations[table] = expected === 'emptied' || earlier === 'emptied' ? 'emptied' : { ...earlier, ...expected };
    }
  }
  return { seeds, expectations };
}

/** What a table must hold after the upgrade: the rows as stored, the moves' columns as they expect. */
function expectedRows(rows: Row[], afterColumns: Set<string>, moved: Record<string, unknown[]> | undefined): Row[] {
  return rows.map((row, index) => ({
    ...Object.fromEntries(Object.entries(row).filter(([column]) => afterColumns.has(column))),
    ...Object.fromEntries(Object.entries(moved ?? {}).map(([column, values]) => [column, values[index]])),
  }));
}

async function danglingForeignKeys(db: Db, tables: TableShape[]): Promise<string[]> {
  const dangling: string[] = [];
  for (const table of tables) {
    for (const key of table.foreignKeys) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)} t
        where t.${sql.ref(key.column)} is not null
          and not exists (select 1 from ${sql.table(key.table)} r where r.${sql.ref(key.references)} = t.${sql.ref(key.column)})`.execute(
        db,
      );
      if (Number(rows[0]!.n) > 0) dangling.push(`${table.name}.${key.column} -> ${key.table}.${key.references}`);
    }
  }
  return dangling;
}

let database: TestDatabase;
afterEach(() => database.close());

describe('an upgrade to the latest migration', () => {
  it.each(STARTS)('keeps every row of a database at %s', async (start) => {
    database = await openTestDatabase({ migrate: false });
    const { db } = database;
    await migrateUpTo(db, start);
    const tables = await schemaShape(db);
    const { seeds, expectations } = movesAfter(start, tables);
    await fill(db, tables, seeds);
    const stored = new Map<string, Row[]>();
    for (const table of tables) stored.set(table.name, await orderedRows(db, table));

    await migrateToLatest(db);

    const latest = await schemaShape(db);
    for (const table of tables) {
      const expected = expectations[camel(table.name)];
      const now = latest.find((shape) => shape.name === table.name);
      if (expected === 'emptied') {
        if (now) expect(await orderedRows(db, now), table.name).toEqual([]);
        continue;
      }
      expect(now, `table ${table.name} is gone`).toBeDefined();
      const afterColumns = new Set(now!.columns.map((column) => camel(column.name)));
      const want = expectedRows(stored.get(table.name)!, afterColumns, expected);
      const got = (await orderedRows(db, now!)).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => column in (want[0] ?? row))),
      );
      expect(got, table.name).toEqual(want);
    }
    expect(await danglingForeignKeys(db, latest)).toEqual([]);
  });
});
