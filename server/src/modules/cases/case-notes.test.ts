import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseNote, ProtocolEntry } from '@contracts/case.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { NOTE_MESSAGES } from './notes.js';
import { addCase, addCategory } from './test-fixtures.js';

let t: TestApp;
let muster: number;
let clerkId: number;
let roads: number;
const EDITOR = 'notizen@musterstadt.example';
const NO_CASES = 'ohne-faelle@musterstadt.example';

beforeAll(async () => {
  t = await buildTestApp();
  muster = t.ids.tenants.musterstadt!;
  clerkId = t.ids.users[ACCOUNTS.musterClerk]!;
  roads = await addCategory(t.db, muster, 'Straßen (Notizen)', clerkId);
  await addAccount(t, EDITOR, 'musterstadt', ['VIEW_CASES', 'VIEW_OTHERS_CASES', 'CREATE_CASE_NOTES', 'UPDATE_CASE_NOTES']);
  await addAccount(t, NO_CASES, 'musterstadt', ['VIEW_DASHBOARD']);
});
afterAll(() => t.close());

const notesUrl = (id: number) => `/api/case/${id}/note`;
const post = (as: string, id: number, payload: Record<string, unknown>) => t.request(as, { method: 'POST', url: notesUrl(id), payload });
const newCase = (email: string | null = null) =>
  addCase(t.db, { tenantId: muster, categoryId: roads, email, description: 'Gully verstopft' });
const stateOf = async (id: number) =>
  (await t.db.selectFrom('defectCase').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;

describe('POST /api/case/{id}/note', () => {
  it('saves a note, puts a new case in progress and protocols both', async () => {
    const id = await newCase();
    const response = await post(ACCOUNTS.musterClerk, id, { description: '  Vor Ort geprüft  ' });
    expect(response.statusCode, response.body).toBe(201);
    const note: CaseNote = response.json();
    expect(note).toMatchObject({
      description: 'Vor Ort geprüft',
      type: 'NOTE',
      createdBy: { fullname: 'Sven Sachs' },
      systemGenerated: false,
      clientMessage: false,
      answer: false,
      editable: true,
      deletable: false,
    });
    expect(note.createdAtFormatted).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(await stateOf(id)).toBe('IN_PROGRESS');
    const protocol = await t.db.selectFrom('caseProtocol').select('description').where('caseId', '=', id).orderBy('id').execute();
    expect(protocol.map((p) => p.description)).toEqual([
      'Fall gemeldet',
      'Status geändert: Erstellt → In Bearbeitung',
      'Notiz hinzugefügt',
    ]);
  });

  it('mails an answer to the reporter', async () => {
    const id = await newCase('buerger@example.org');
    await t.flushMails();
    t.mails.length = 0;
    const response = await post(ACCOUNTS.musterClerk, id, { description: 'Der Bauhof kommt morgen.', type: 'ANSWER' });
    expect(response.json()).toMatchObject({ type: 'ANSWER', answer: true });
    const mails = (await t.flushMails()).filter((m) => m.to === 'buerger@example.org');
    const answer = mails.find((m) => m.subject.startsWith('Antwort zu Ihrer Meldung'));
    expect(answer?.text).toContain('Der Bauhof kommt morgen.');
    expect(answer?.text).toContain('Gully verstopft');
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/: In Bearbeitung$/),
      expect.stringMatching(/^Antwort zu Ihrer Meldung Nr\. \d+$/),
    ]);
  });

  it('answers 400 for an empty text, 403 without CREATE_CASE_NOTES and 404 for another tenant', async () => {
    const id = await newCase();
    for (const payload of [{ description: '   ' }, {}]) {
      const empty = await post(ACCOUNTS.musterClerk, id, payload);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(NOTE_MESSAGES.empty);
    }
    expect((await post(ACCOUNTS.musterClerk, id, { description: 'x', type: 'PHOTO' })).statusCode).toBe(400);
    expect((await post(ACCOUNTS.support, id, { description: 'x' })).statusCode).toBe(403);
    expect((await post(ACCOUNTS.dorfAdmin, id, { description: 'x' })).statusCode).toBe(404);
    expect(await stateOf(id)).toBe('CREATED');
  });
});

describe('GET /api/case/{id}/note', () => {
  it('lists the notes newest first with the caller’s edit and delete flags', async () => {
    const id = await newCase();
    await post(ACCOUNTS.musterClerk, id, { description: 'vom Sachbearbeiter' });
    await post(ACCOUNTS.musterAdmin, id, { description: 'von der Amtsleitung' });
    const clerk: CaseNote[] = (await t.request(ACCOUNTS.musterClerk, { url: notesUrl(id) })).json();
    expect(clerk.map((n) => [n.description, n.editable, n.deletable])).toEqual([
      ['von der Amtsleitung', false, false],
      ['vom Sachbearbeiter', true, false],
    ]);
    const admin: CaseNote[] = (await t.request(ACCOUNTS.musterAdmin, { url: notesUrl(id) })).json();
    expect(admin.every((n) => n.editable && n.deletable)).toBe(true);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: notesUrl(id) })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: notesUrl(999999) })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/abc/note' })).statusCode).toBe(400);
    expect((await t.request(NO_CASES, { url: notesUrl(id) })).statusCode).toBe(403);
  });
});

describe('PUT /api/case/{id}/note/{noteId}', () => {
  it('edits own notes with CREATE_CASE_NOTES and others’ with UPDATE_CASE_NOTES', async () => {
    const id = await newCase();
    const own: CaseNote = (await post(ACCOUNTS.musterClerk, id, { description: 'Entwurf' })).json();
    const edited = await t.request(ACCOUNTS.musterClerk, {
      method: 'PUT',
      url: `${notesUrl(id)}/${own.id}`,
      payload: { description: 'Endfassung' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().description).toBe('Endfassung');
    const byEditor = await t.request(EDITOR, { method: 'PUT', url: `${notesUrl(id)}/${own.id}`, payload: { description: 'korrigiert' } });
    expect(byEditor.json().description).toBe('korrigiert');
    const adminNote: CaseNote = (await post(ACCOUNTS.musterAdmin, id, { description: 'Leitung' })).json();
    const foreign = await t.request(ACCOUNTS.musterClerk, {
      method: 'PUT',
      url: `${notesUrl(id)}/${adminNote.id}`,
      payload: { description: 'fremd' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(NOTE_MESSAGES.otherAuthor);
    const protocol = await t.db.selectFrom('caseProtocol').select('description').where('caseId', '=', id).execute();
    expect(protocol.filter((p) => p.description === 'Notiz bearbeitet')).toHaveLength(2);
  });

  it('answers 400 for an empty text or a type change, 409 for system notes and 404 for another case or tenant', async () => {
    const id = await newCase();
    const other = await newCase();
    const note: CaseNote = (await post(ACCOUNTS.musterClerk, id, { description: 'Notiz' })).json();
    const url = `${notesUrl(id)}/${note.id}`;
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url, payload: { description: '' } })).json().message).toBe(
      NOTE_MESSAGES.empty,
    );
    expect(
      (await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url, payload: { description: 'x', type: 'ANSWER' } })).json().message,
    ).toBe(NOTE_MESSAGES.typeFixed);
    expect(
      (await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: `${notesUrl(other)}/${note.id}`, payload: { description: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'PUT', url, payload: { description: 'x' } })).statusCode).toBe(404);
    await t.db.updateTable('caseNote').set({ systemGenerated: 1 }).where('id', '=', note.id).execute();
    const system = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url, payload: { description: 'x' } });
    expect(system.statusCode).toBe(409);
    const support = await t.request(ACCOUNTS.support, { method: 'PUT', url, payload: { description: 'x' } });
    expect(support.statusCode).toBe(403);
  });
});

describe('DELETE /api/case/{id}/note/{noteId}', () => {
  it('deletes with DELETE_CASE_NOTES, protocolled; 403 without it, 404 for another tenant', async () => {
    const id = await newCase();
    const note: CaseNote = (await post(ACCOUNTS.musterClerk, id, { description: 'weg damit' })).json();
    const url = `${notesUrl(id)}/${note.id}`;
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'DELETE', url })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: `${notesUrl(id)}/abc` })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'DELETE', url })).statusCode).toBe(404);
    const response = await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Die Notiz wurde gelöscht' });
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url })).statusCode).toBe(404);
    const protocol = await t.db.selectFrom('caseProtocol').select('description').where('caseId', '=', id).execute();
    expect(protocol.map((p) => p.description)).toContain('Notiz gelöscht');
  });
});

describe('a sent answer', () => {
  it('stays as the reporter read it: neither edited nor deleted (409), not even by the admin; a correction is a new answer', async () => {
    const id = await newCase('korrektur@example.org');
    const sent: CaseNote = (await post(ACCOUNTS.musterAdmin, id, { description: 'Wir kommen Montag.', type: 'ANSWER' })).json();
    expect(sent).toMatchObject({ answer: true, editable: false, deletable: false });
    const url = `${notesUrl(id)}/${sent.id}`;
    const edit = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url, payload: { description: 'Wir kommen Dienstag.' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: NOTE_MESSAGES.sent, code: 'ANSWER_SENT' });
    const remove = await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(NOTE_MESSAGES.sent);
    const correction = await post(ACCOUNTS.musterAdmin, id, { description: 'Korrektur: wir kommen Dienstag.', type: 'ANSWER' });
    expect(correction.statusCode).toBe(201);
    const notes: CaseNote[] = (await t.request(ACCOUNTS.musterAdmin, { url: notesUrl(id) })).json();
    expect(notes.map((n) => n.description)).toEqual(['Korrektur: wir kommen Dienstag.', 'Wir kommen Montag.']);
  });

  it('is only an answer that went out: one without an address to send it to stays editable', async () => {
    const id = await newCase(null);
    const kept: CaseNote = (await post(ACCOUNTS.musterAdmin, id, { description: 'Intern beantwortet', type: 'ANSWER' })).json();
    expect(kept).toMatchObject({ answer: true, editable: true, deletable: true });
    const url = `${notesUrl(id)}/${kept.id}`;
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url, payload: { description: 'geändert' } })).statusCode).toBe(200);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url })).statusCode).toBe(200);
  });
});

describe('GET /api/case/{id}/protocol', () => {
  it('lists who changed what and when, newest first, with VIEW_CASE_PROTOCOL', async () => {
    const id = await newCase();
    await post(ACCOUNTS.musterClerk, id, { description: 'geprüft' });
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${id}/protocol` });
    expect(response.statusCode).toBe(200);
    const entries: ProtocolEntry[] = response.json();
    expect(entries.map((e) => [e.description, e.user?.fullname ?? null])).toEqual([
      ['Notiz hinzugefügt', 'Sven Sachs'],
      ['Status geändert: Erstellt → In Bearbeitung', 'Sven Sachs'],
      ['Fall gemeldet', null],
    ]);
    expect(entries[0]!.createdAtFormatted).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
  });

  it('answers 403 without VIEW_CASE_PROTOCOL, 404 for another tenant and 400 for a broken id', async () => {
    const id = await newCase();
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/case/${id}/protocol` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/case/${id}/protocol` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/0/protocol' })).statusCode).toBe(400);
  });
});
