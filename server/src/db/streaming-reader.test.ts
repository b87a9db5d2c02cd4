import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, streamingReader } from './kysely.js';
import { migrateToLatest } from './migrate.js';
import { now } from './values.js';

/** Settles with 'waiting' when the query has not answered within a second (it would wait for the stream's end). */
const answeredSoon = <T>(query: Promise<T>) =>
  Promise.race([query, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 1000))]);

describe('streamingReader', () => {
  it('on a SQLite file streams through a handle of its own, so the app reads and writes while an export is open', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'streaming-reader-')), 'db.sqlite');
    const db = await openDatabase(`sqlite:${file}`);
    try {
      await migrateToLatest(db);
      const devices = Array.from({ length: 3 }, (_, i) => ({ id: `geraet-${i}`, blockedUntil: null, blockedBy: null, createdAt: now() }));
      await db.insertInto('device').values(devices).execute();
      const reader = streamingReader(db);
      expect(reader).not.toBe(db);
      expect(streamingReader(db)).toBe(reader);
      const streamed: string[] = [];
      for await (const row of reader.selectFrom('device').select('id').orderBy('id').stream(1)) {
        if (streamed.length === 0) {
          const insert = db.insertInto('device').values({ id: 'waehrenddessen', blockedUntil: null, blockedBy: null, createdAt: now() });
          expect(await answeredSoon(insert.execute())).not.toBe('waiting');
          const count = db
            .selectFrom('device')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          expect(await answeredSoon(count)).toEqual({ n: 4 });
        }
        streamed.push(row.id);
      }
      // the stream keeps the snapshot it started with
      expect(streamed).toEqual(['geraet-0', 'geraet-1', 'geraet-2']);
    } finally {
      await db.destroy();
    }
  });

  it('an in-memory SQLite database streams itself (it cannot be opened twice)', async () => {
    const db = await openDatabase('sqlite::memory:');
    try {
      expect(streamingReader(db)).toBe(db);
    } finally {
      await db.destroy();
    }
  });
});
