import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '@contracts/case.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { addCase, addCategory } from './test-fixtures.js';
import { CASE_MESSAGES } from './validation.js';

/**
 * The deadline is a Berlin wall-clock time (docs/decisions/deadline-local-time.md): a day sent alone is the end of
 * that day, a date and time without a zone is Berlin's, an instant is taken as it is. 2030's changes of summer time
 * are on Sunday 31 March and Sunday 27 October.
 */
let t: TestApp;
let muster: number;
let roads: number;

beforeAll(async () => {
  t = await buildTestApp();
  muster = t.ids.tenants.musterstadt!;
  roads = await addCategory(t.db, muster, 'Straßen (Fristen)', t.ids.users[ACCOUNTS.musterAdmin]);
});
afterAll(() => t.close());

const newCase = (email: string | null = null) => addCase(t.db, { tenantId: muster, categoryId: roads, email });
const put = (id: number, payload: Record<string, unknown>) =>
  t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${id}`, payload });
const protocolOf = async (id: number) =>
  (await t.db.selectFrom('caseProtocol').select('description').where('caseId', '=', id).orderBy('id').execute()).map(
    (row) => row.description,
  );

describe('the deadline in Berlin time', () => {
  it.each([
    ['a day in winter', '2030-12-24', '2030-12-24T22:59:00.000Z', '2030.12.24 23:59'],
    ['the day before the spring change', '2030-03-30', '2030-03-30T22:59:00.000Z', '2030.03.30 23:59'],
    ['the day of the spring change', '2030-03-31', '2030-03-31T21:59:00.000Z', '2030.03.31 23:59'],
    ['noon of the spring change', '2030-03-31T12:00', '2030-03-31T10:00:00.000Z', '2030.03.31 12:00'],
    ['the hour the spring change skips', '2030-03-31T02:30', '2030-03-31T01:30:00.000Z', '2030.03.31 03:30'],
    ['noon before the autumn change', '2030-10-26T12:00', '2030-10-26T10:00:00.000Z', '2030.10.26 12:00'],
    ['the hour the autumn change repeats', '2030-10-27T02:30', '2030-10-27T00:30:00.000Z', '2030.10.27 02:30'],
    ['the day of the autumn change', '2030-10-27', '2030-10-27T22:59:00.000Z', '2030.10.27 23:59'],
    ['an instant with its offset', '2030-10-27T12:00:00+01:00', '2030-10-27T11:00:00.000Z', '2030.10.27 12:00'],
  ])('%s: %s is stored as %s and shown as %s everywhere', async (_, sent, stored, shown) => {
    const id = await newCase();
    const response = await put(id, { stateChangedDeadline: sent });
    expect(response.statusCode, response.body).toBe(200);
    const body: Case = response.json();
    expect(body.stateChangedDeadline).toBe(stored);
    expect(body.stateChangedDeadlineFormatted).toBe(shown);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${id}` })).json().stateChangedDeadlineFormatted).toBe(shown);
    expect((await protocolOf(id)).at(-1)).toBe(`Bearbeitungsfrist geändert: keine → ${shown}`);
  });

  it('answers 400 for a day or time that does not exist', async () => {
    const id = await newCase();
    for (const sent of ['2030-02-30', '2030-03-31T24:00', '2030-13-01', 'Heiligabend']) {
      const response = await put(id, { stateChangedDeadline: sent });
      expect(response.statusCode, sent).toBe(400);
      expect(response.json().message).toBe(CASE_MESSAGES.deadlineInvalid);
    }
  });

  it('takes the same instant sent again as no change', async () => {
    const id = await newCase();
    await put(id, { stateChangedDeadline: '2030-12-24' });
    const before = await protocolOf(id);
    expect((await put(id, { stateChangedDeadline: '2030-12-24T23:59' })).statusCode).toBe(200);
    expect(await protocolOf(id)).toEqual(before);
  });
});

describe('saving only a deadline on a new case', () => {
  it('puts the case in progress and mails the reporter once, as the form announces before saving', async () => {
    const id = await newCase('frist@example.org');
    await t.flushMails();
    t.mails.length = 0;
    const response = await put(id, { stateChangedDeadline: '2030-12-24' });
    expect(response.json().state).toBe('IN_PROGRESS');
    expect(await protocolOf(id)).toEqual([
      'Fall gemeldet',
      'Status geändert: Erstellt → In Bearbeitung',
      'Bearbeitungsfrist geändert: keine → 2030.12.24 23:59',
    ]);
    await put(id, { stateChangedDeadline: '2030-12-23' });
    const mails = (await t.flushMails()).filter((mail) => mail.to === 'frist@example.org');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/: In Bearbeitung$/)]);
  });
});
