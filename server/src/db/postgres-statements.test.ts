import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { prepareStatements } from './postgres-statements.js';

/** A stand-in for a pooled pg client: records what reaches the driver. */
function fakeClient() {
  const sent: unknown[] = [];
  const client = {
    connection: { parsedStatements: {} as Record<string, string> },
    query: (...args: unknown[]) => {
      sent.push(args.length === 1 ? args[0] : args);
      return Promise.resolve({ rows: [] });
    },
  };
  prepareStatements(client as unknown as pg.PoolClient, 2);
  return { client, sent };
}

describe('prepared statements on a PostgreSQL connection', () => {
  it('names a statement text once and reuses the name', async () => {
    const { client, sent } = fakeClient();
    await client.query('select 1 where $1 = 1', [1]);
    await client.query('select 1 where $1 = 1', [2]);
    expect(sent).toEqual([
      { name: 'bp_1', text: 'select 1 where $1 = 1', values: [1] },
      { name: 'bp_1', text: 'select 1 where $1 = 1', values: [2] },
    ]);
  });

  it('leaves transaction control, DDL and cursors unprepared', async () => {
    const { client, sent } = fakeClient();
    const cursor = { submit: () => {} };
    await client.query('begin', []);
    await client.query('create table x (id int)', []);
    await client.query(cursor);
    expect(sent).toEqual([['begin', []], ['create table x (id int)', []], cursor]);
  });

  it('deallocates the least recently used name when full, and gives a text seen again a new name', async () => {
    const { client, sent } = fakeClient();
    await client.query('select 1', []);
    await client.query('select 2', []);
    await client.query('select 1', []);
    await client.query('select 3', []);
    expect(sent.slice(-2)).toEqual(['DEALLOCATE bp_2', { name: 'bp_3', text: 'select 3', values: [] }]);
    await Promise.resolve();
    expect(client.connection.parsedStatements).not.toHaveProperty('bp_2');
    await client.query('select 2', []);
    expect(sent.at(-1)).toMatchObject({ name: 'bp_4', text: 'select 2' });
  });
});
