import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { observeQueries } from '../../db/kysely.js';
import type { NewCase } from './create.js';
import { submitCase } from './intake.js';
import { caseLinks, statusToken, statusTokenHash } from './status-link.js';
import { addCategory } from './test-fixtures.js';

/** Group commit of new cases (docs/decisions/reports-stored-in-batches.md). */

let t: TestApp;
let tenantId: number;
let categoryId: number;
beforeAll(async () => {
  t = await buildTestApp();
  tenantId = t.ids.tenants.musterstadt!;
  categoryId = await addCategory(t.db, tenantId, 'Sammelkategorie');
});
afterAll(() => t.close());

const newCase = (description: string, overrides: Partial<NewCase> = {}): NewCase => ({
  tenantId,
  description,
  categoryId,
  categoryTagId: null,
  latitude: 52.22,
  longitude: 13.44,
  email: `${description.replaceAll(' ', '-').toLowerCase()}@example.org`,
  deviceId: null,
  reachable: true,
  stateChangedDeadline: null,
  handoverNote: null,
  photos: [],
  ...overrides,
});

const submit = (input: NewCase) => submitCase(t.db, input, null, caseLinks(t.app.config));

describe('cases that arrive together', () => {
  it('are stored in one batch, each with its own row, number, protocol and confirmation', async () => {
    const links = caseLinks(t.app.config);
    let statements = 0;
    const stop = observeQueries(t.db, () => statements++);
    const descriptions = Array.from({ length: 20 }, (_, index) => `Meldung ${index}`);
    const stored = await Promise.all(descriptions.map((description) => submit(newCase(description)))).finally(stop);

    const rows = await t.db
      .selectFrom('defectCase')
      .select(['id', 'description', 'caseNumber', 'email', 'statusTokenHash'])
      .where(
        'id',
        'in',
        stored.map((s) => s.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [index, s] of stored.entries()) {
      expect(byId.get(s.id)).toMatchObject({ description: descriptions[index], caseNumber: s.caseNumber });
      // the id was reserved before the row was written, with the hash of that id's status token
      expect(byId.get(s.id)?.statusTokenHash).toBe(statusTokenHash(statusToken(links, s.id)));
    }
    expect(new Set(stored.map((s) => s.caseNumber)).size).toBe(descriptions.length);
    const protocols = await t.db
      .selectFrom('caseProtocol')
      .select('caseId')
      .where(
        'caseId',
        'in',
        stored.map((s) => s.id),
      )
      .execute();
    expect(protocols).toHaveLength(descriptions.length);
    const mails = await t.flushMails();
    for (const [index, s] of stored.entries())
      expect(mails.find((mail) => mail.to === `meldung-${index}@example.org`)?.subject).toBe(
        `Ihre Meldung Nr. ${s.caseNumber} ist eingegangen`,
      );
    // the first is stored alone, the other 19 wait for it and go together: two batches, not twenty
    expect(statements).toBeLessThan(2 * 15);
  });

  it('reserves ids above those of the batch before, so each case keeps the id its status token was made for', async () => {
    const stored = await Promise.all(['Eins', 'Zwei', 'Drei', 'Vier'].map((description) => submit(newCase(description))));
    const later = await submit(newCase('Fünf'));
    expect(new Set(stored.map((s) => s.id)).size).toBe(stored.length);
    expect(later.id).toBeGreaterThan(Math.max(...stored.map((s) => s.id)));
  });

  it('answers a case that cannot be stored with its error and stores the others of its batch', async () => {
    const first = submit(newCase('Vorneweg'));
    const broken = submit(newCase('Kategorie gibt es nicht', { categoryId: 999_999 }));
    const others = [submit(newCase('Danach eins')), submit(newCase('Danach zwei'))];
    await expect(broken).rejects.toThrow();
    const stored = await Promise.all([first, ...others]);
    const rows = await t.db
      .selectFrom('defectCase')
      .select('description')
      .where(
        'id',
        'in',
        stored.map((s) => s.id),
      )
      .execute();
    expect(rows.map((row) => row.description).sort()).toEqual(['Danach eins', 'Danach zwei', 'Vorneweg']);
    const broke = await t.db.selectFrom('defectCase').select('id').where('description', '=', 'Kategorie gibt es nicht').execute();
    expect(broke).toEqual([]);
  });
});
