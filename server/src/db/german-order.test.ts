import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../test/app.js';
import { GERMAN_SORT_KEY, germanSortKey, SPELLED_OUT_LETTERS } from './german-order.js';
import { isPostgres } from './kysely.js';
import { now } from './values.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Inserted in this order, so equal keys ("Äpfel"/"apfel", "Straße"/"Strasse") keep it through the id. */
const INSERTED = [
  'Zebra',
  'Äpfel',
  'apfel',
  'Apfelbaum',
  'Apfel Baum',
  'Öl',
  'Ofen',
  'Straße',
  'Strasse',
  'Étienne',
  'Eule',
  'Ulm',
  'Übach',
  '10 Bäume',
  '2 Eichen',
  'ŁÓDŹ-Partner',
];
const GERMAN = [
  '10 Bäume',
  '2 Eichen',
  'Äpfel',
  'apfel',
  'Apfel Baum',
  'Apfelbaum',
  'Étienne',
  'Eule',
  'ŁÓDŹ-Partner',
  'Ofen',
  'Öl',
  'Straße',
  'Strasse',
  'Übach',
  'Ulm',
  'Zebra',
];

describe('the German order of names', () => {
  it('is the same on SQLite and PostgreSQL: umlauts with their base letter, ß as ss, case and accents ignored, ties by id', async () => {
    const tenantId = t.ids.tenants.beispieldorf!;
    for (const name of INSERTED)
      await t.db.insertInto('category').values({ tenantId, name, initialAssigneeId: null, createdAt: now() }).execute();
    const listed = async (query: Record<string, string>) => {
      const response = await t.request(ACCOUNTS.superAdmin, {
        url: '/api/category',
        query: { tenant: String(tenantId), size: '200', ...query },
      });
      expect(response.statusCode).toBe(200);
      return (response.json().content as { name: string }[]).map((c) => c.name).filter((name) => INSERTED.includes(name));
    };

    expect(await listed({ sort: 'name' })).toEqual(GERMAN);
    expect(await listed({ sort: 'name', order: 'DESC' })).toEqual([...GERMAN].reverse());
    // the default order and the picker without paging use the same rule
    expect(await listed({})).toEqual(GERMAN);
    const picker = await t.request(ACCOUNTS.superAdmin, { url: `/api/category/tenant/${tenantId}` });
    expect((picker.json() as { name: string }[]).map((c) => c.name).filter((name) => INSERTED.includes(name))).toEqual(GERMAN);
  });

  it('keys a text as DIN 5007-1 does', () => {
    expect(germanSortKey('Äpfel')).toBe('apfel');
    expect(germanSortKey('Straße')).toBe(germanSortKey('STRASSE'));
    expect(germanSortKey('GROẞ')).toBe('gross');
    expect(germanSortKey('Étienne Œuvre')).toBe('etienne oeuvre');
    // decomposed input (as some systems send it) keys like the composed one
    expect(germanSortKey('A\u0308pfel')).toBe('apfel');
    // letters of other scripts are kept as they are: only Latin letters lose case and accents
    expect(germanSortKey('Ωmega')).toBe('Ωmega');
  });

  it("computes the database's key exactly as the JavaScript key, for every spelled-out letter and any text", async () => {
    const databaseKeys = async (texts: string[]): Promise<string[]> => {
      const keys = await Promise.all(
        texts.map((text) => sql<{ key: Uint8Array | string }>`select ${sql.raw(GERMAN_SORT_KEY)}(${text}) as key`.execute(t.db)),
      );
      return keys.map(({ rows }) => {
        const key = rows[0]!.key;
        return typeof key === 'string' ? key : Buffer.from(key).toString('utf8');
      });
    };
    const fixed = [
      ...INSERTED,
      ...SPELLED_OUT_LETTERS.keys(),
      'a\\b',
      "O'Brien",
      'ﬁle ½ Ｆｕｌｌ',
      'İstanbul',
      'Ωmega ωmega',
      'Ñandú',
      'Ærø',
    ];
    expect(await databaseKeys(fixed)).toEqual(fixed.map(germanSortKey));
    // PostgreSQL may differ only if its SQL and this module's JavaScript drifted apart
    const alphabet = fc.constantFrom(...'aAzZ09 -_.\\\'"%äÄöÖüÜßẞéÉèçñøØłŁđæœþıİΩω€😀\u0301\u0308');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: alphabet, maxLength: 12 }), { minLength: 1, maxLength: 20 }), async (texts) => {
        expect(await databaseKeys(texts)).toEqual(texts.map(germanSortKey));
      }),
      { numRuns: isPostgres(t.db) ? 50 : 5 },
    );
  });
});
