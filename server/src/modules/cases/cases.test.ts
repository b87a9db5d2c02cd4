import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Case } from '@contracts/case.js';
import { addAccount } from '../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../test/app.js';
import { GONE, KEPT, storedFile, uploadedPng } from '../../../test/images.js';
import { dayOf } from '../case-stats/index.js';
import { isDeviceBlocked } from '../devices/index.js';
import { addCase, addCategory, addTag } from './test-fixtures.js';
import { CASE_MESSAGES } from './validation.js';

let t: TestApp;
let dataDir: string;
let muster: number;
let dorf: number;
let adminId: number;
let clerkId: number;
let roads: number;
let potholes: number;
let green: number;
let dorfPaths: number;

// Berlin's day, which the deadline rule compares with: from 23:00 UTC (22:00 in summer) Berlin is a day ahead of UTC
const today = () => dayOf(new Date().toISOString());
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cases-test-'));
  t = await buildTestApp({ dataDir });
  muster = t.ids.tenants.musterstadt!;
  dorf = t.ids.tenants.beispieldorf!;
  adminId = t.ids.users[ACCOUNTS.musterAdmin]!;
  clerkId = t.ids.users[ACCOUNTS.musterClerk]!;
  roads = await addCategory(t.db, muster, 'Straßen (Test)', adminId);
  potholes = await addTag(t.db, roads, 'Schlaglöcher (Test)', clerkId);
  green = await addCategory(t.db, muster, 'Grünflächen (Test)', clerkId);
  dorfPaths = await addCategory(t.db, dorf, 'Wege (Test)', t.ids.users[ACCOUNTS.dorfAdmin]);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const newCase = { description: 'Laterne flackert', categoryId: 0, latitude: 52.22, longitude: 13.44 };

async function create(as: string | null, payload: Record<string, unknown>) {
  return t.request(as, { method: 'POST', url: '/api/case', payload });
}

async function created(as: string, payload: Record<string, unknown> = {}): Promise<Case> {
  const response = await create(as, { ...newCase, categoryId: roads, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const upload = (as: string) => uploadedPng(t, as);

const put = (as: string, id: number, payload: Record<string, unknown>) => t.request(as, { method: 'PUT', url: `/api/case/${id}`, payload });
const setState = (as: string, id: number, state: string) => t.request(as, { method: 'PUT', url: `/api/case/${id}/state/${state}` });
const protocolOf = async (id: number) =>
  (await t.db.selectFrom('caseProtocol').select('description').where('caseId', '=', id).orderBy('id').execute()).map((r) => r.description);
const kept = (name: string) => storedFile(t, name);

describe('POST /api/case', () => {
  it('creates a case with the next number of the tenant, the category’s assignee, a protocol entry and the new-case mail', async () => {
    const before = await t.db
      .selectFrom('defectCase')
      .select((eb) => eb.fn.max('caseNumber').as('max'))
      .where('tenantId', '=', muster)
      .executeTakeFirstOrThrow();
    const first = await created(ACCOUNTS.musterAdmin);
    const second = await created(ACCOUNTS.musterClerk, { categoryId: green, description: 'Hecke wuchert' });
    expect(first.caseNumber).toBe(Number(before.max ?? 0) + 1);
    expect(second.caseNumber).toBe(first.caseNumber! + 1);
    expect(first).toMatchObject({
      state: 'CREATED',
      progress: 0,
      tenantId: muster,
      tenant: { id: muster, name: 'Musterstadt' },
      category: { id: roads, name: 'Straßen (Test)' },
      assigneeId: adminId,
      assignee: { id: adminId, fullname: 'Anna Albrecht' },
      reachable: true,
      publishedOnMap: false,
      deviceCreator: null,
      notesOrdered: [],
      photos: [],
      email: null,
    });
    expect(first.createdAtFormatted).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(second.assigneeId).toBe(clerkId);
    expect(await protocolOf(first.id)).toEqual(['Fall angelegt']);
    const mails = await t.flushMails();
    const mail = mails.find((m) => m.subject === `Neuer Fall Nr. ${first.caseNumber}: Straßen (Test)`);
    expect(mail?.to).toBe('faelle@musterstadt.example');
    expect(mail?.text).toContain('Laterne flackert');
    expect(mail?.text).toContain(`/edit-case?caseId=${first.id}`);
  });

  it('takes the subcategory’s assignee, a given assignee, photos, a deadline and a hand-over note', async () => {
    const photo = await upload(ACCOUNTS.musterAdmin);
    const withTag = await created(ACCOUNTS.musterAdmin, { categoryTagId: potholes });
    expect(withTag).toMatchObject({
      categoryTagId: potholes,
      categoryTag: { id: potholes, name: 'Schlaglöcher (Test)' },
      assigneeId: clerkId,
    });
    const full = await created(ACCOUNTS.musterAdmin, {
      assigneeId: adminId,
      categoryTagId: potholes,
      photos: [photo],
      stateChangedDeadline: today(),
      handoverNote: 'Bauhof informiert',
    });
    expect(full.assigneeId).toBe(adminId);
    expect(full.photos).toEqual([{ name: photo, final: false }]);
    expect(full.stateChangedDeadlineFormatted).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(full.handoverNote).toBe('Bauhof informiert');
    const file = await t.db.selectFrom('file').select('attached').where('name', '=', photo).executeTakeFirstOrThrow();
    expect(file.attached).toBe(1);
  });

  it('answers the specification’s messages for a missing category or location', async () => {
    const noCategory = await create(ACCOUNTS.musterAdmin, { ...newCase, categoryId: undefined });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toEqual({ message: 'Bitte wählen Sie eine Kategorie aus', code: 'CATEGORY_REQUIRED' });
    for (const location of [
      { latitude: 0, longitude: 13.4 },
      { latitude: 52.2, longitude: null },
      { latitude: undefined, longitude: undefined },
    ]) {
      const response = await create(ACCOUNTS.musterAdmin, { ...newCase, categoryId: roads, ...location });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Bitte wählen Sie auf der Karte eine Ortsangabe für den Fall');
    }
  });

  it('rejects a subcategory of another category, a category or assignee of another tenant, unknown photos and past deadlines', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryId: green, categoryTagId: potholes }, CASE_MESSAGES.tagOfOtherCategory],
      [{ categoryId: dorfPaths }, CASE_MESSAGES.categoryOfOtherTenant],
      [{ categoryId: roads, assigneeId: t.ids.users[ACCOUNTS.dorfAdmin] }, CASE_MESSAGES.assigneeOfOtherTenant],
      [{ categoryId: roads, photos: ['0123456789abcdef0123456789abcdef.png'] }, CASE_MESSAGES.photoUnknown],
      [{ categoryId: roads, stateChangedDeadline: inDays(-2) }, CASE_MESSAGES.deadlineInPast],
      [{ categoryId: roads, stateChangedDeadline: 'morgen' }, CASE_MESSAGES.deadlineInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await create(ACCOUNTS.musterAdmin, { ...newCase, ...payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 403 without CREATE_NEW_CASE, for a deadline without SET_CASE_EDIT_DEADLINE and for a tenant outside the scope', async () => {
    expect((await create(ACCOUNTS.support, { ...newCase, categoryId: roads, tenantId: muster })).statusCode).toBe(403);
    const deadline = await create(ACCOUNTS.musterClerk, { ...newCase, categoryId: roads, stateChangedDeadline: inDays(3) });
    expect(deadline.statusCode).toBe(403);
    expect(deadline.json().message).toBe(CASE_MESSAGES.deadlineRight);
    const otherTenant = await create(ACCOUNTS.dorfAdmin, { ...newCase, categoryId: roads, tenantId: muster });
    expect(otherTenant.statusCode).toBe(403);
    const clerkTenant = await create(ACCOUNTS.musterClerk, { ...newCase, categoryId: dorfPaths, tenantId: dorf });
    expect(clerkTenant.statusCode).toBe(403);
    expect(clerkTenant.json().message).toBe(CASE_MESSAGES.tenantRight);
  });

  it('lets a user with TENANT_INDEPENDENCE create in a tenant of the scope', async () => {
    await addAccount(t, 'fallanlage@betrieb.example', 'betrieb', [
      'TENANT_INDEPENDENCE',
      'VIEW_CASES',
      'CREATE_NEW_CASE',
      'VIEW_OTHERS_CASES',
    ]);
    const response = await create('fallanlage@betrieb.example', { ...newCase, categoryId: dorfPaths, tenantId: dorf });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().tenantId).toBe(dorf);
  });

  it('treats a call without a session as a public report, which needs an API key (401)', async () => {
    const response = await create(null, { ...newCase, categoryId: roads });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('API_KEY_MISSING');
  });
});

describe('GET /api/case/{id}', () => {
  it('answers the full case with notes newest first', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    for (const description of ['erste', 'zweite']) {
      await t.request(ACCOUNTS.musterAdmin, { method: 'POST', url: `/api/case/${c.id}/note`, payload: { description } });
    }
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${c.id}` });
    expect(response.statusCode).toBe(200);
    const body: Case = response.json();
    expect(body.notesOrdered.map((n) => n.description)).toEqual(['zweite', 'erste']);
    expect(body.notesOrdered[0]).toMatchObject({
      type: 'NOTE',
      createdBy: { fullname: 'Anna Albrecht' },
      answer: false,
      editable: true,
      deletable: true,
    });
    const [year, month, day] = dayOf(body.createdAt).split('-').map(Number);
    expect([body.createdAtYear, body.createdAtMonth, body.createdAtDay]).toEqual([year, month, day]);
  });

  it('answers 404 for a case of another tenant, an unknown id and a 400 for a broken id', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: `/api/case/${c.id}` })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/999999' })).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/case/abc' })).statusCode).toBe(400);
  });

  it('shows a user without VIEW_OTHERS_CASES only the cases assigned to them', async () => {
    const theirs = await created(ACCOUNTS.musterAdmin, { assigneeId: clerkId });
    const others = await created(ACCOUNTS.musterAdmin, { assigneeId: adminId });
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/case/${theirs.id}` })).statusCode).toBe(200);
    expect((await t.request(ACCOUNTS.musterClerk, { url: `/api/case/${others.id}` })).statusCode).toBe(404);
  });

  it('shows unreachable cases to super admins only', async () => {
    const id = await addCase(t.db, { tenantId: muster, categoryId: roads, reachable: false });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${id}` })).statusCode).toBe(404);
    const response = await t.request(ACCOUNTS.superAdmin, { url: `/api/case/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().reachable).toBe(false);
  });

  it('answers 403 without VIEW_CASES', async () => {
    await addAccount(t, 'ohnefaelle@musterstadt.example', 'musterstadt', ['VIEW_DASHBOARD']);
    const c = await created(ACCOUNTS.musterAdmin);
    expect((await t.request('ohnefaelle@musterstadt.example', { url: `/api/case/${c.id}` })).statusCode).toBe(403);
  });
});

describe('PUT /api/case/{id}', () => {
  it('applies the changes, protocols each one and puts a new case in progress', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    const deadline = inDays(5);
    const response = await put(ACCOUNTS.musterAdmin, c.id, {
      description: 'Laterne flackert stark',
      categoryId: green,
      assigneeId: clerkId,
      stateChangedDeadline: deadline,
      handoverNote: 'Übergabe an Kolonne Nord',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body: Case = response.json();
    expect(body).toMatchObject({
      state: 'IN_PROGRESS',
      progress: 50,
      description: 'Laterne flackert stark',
      categoryId: green,
      assigneeId: clerkId,
      stateChangedDeadline: deadline,
      handoverNote: 'Übergabe an Kolonne Nord',
    });
    expect(body.editedAt).not.toBeNull();
    expect(await protocolOf(c.id)).toEqual([
      'Fall angelegt',
      'Status geändert: Erstellt → In Bearbeitung',
      'Kategorie geändert: Straßen (Test) → Grünflächen (Test)',
      'Bearbeiter geändert: Anna Albrecht → Sven Sachs',
      expect.stringMatching(/^Bearbeitungsfrist geändert: keine → \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/),
      'Beschreibung geändert',
      'Übergabenotiz geändert',
    ]);
  });

  it('changes nothing and writes nothing when the form is saved unchanged', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    const response = await put(ACCOUNTS.musterAdmin, c.id, {
      description: c.description,
      categoryId: c.categoryId,
      assigneeId: c.assigneeId,
    });
    expect(response.json().state).toBe('CREATED');
    expect(await protocolOf(c.id)).toEqual(['Fall angelegt']);
  });

  it('validates like the creation and needs SET_CASE_EDIT_DEADLINE for the deadline', async () => {
    const c = await created(ACCOUNTS.musterAdmin, { assigneeId: clerkId });
    expect((await put(ACCOUNTS.musterAdmin, c.id, { categoryId: null })).json().message).toBe('Bitte wählen Sie eine Kategorie aus');
    expect((await put(ACCOUNTS.musterAdmin, c.id, { categoryTagId: 999999 })).statusCode).toBe(400);
    expect((await put(ACCOUNTS.musterAdmin, c.id, { latitude: 0 })).json().message).toBe(
      'Bitte wählen Sie auf der Karte eine Ortsangabe für den Fall',
    );
    expect((await put(ACCOUNTS.musterAdmin, c.id, { stateChangedDeadline: inDays(-3) })).json().message).toBe(CASE_MESSAGES.deadlineInPast);
    expect((await put(ACCOUNTS.musterAdmin, c.id, { description: 42 })).statusCode).toBe(400);
    const clerk = await put(ACCOUNTS.musterClerk, c.id, { stateChangedDeadline: inDays(3) });
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json().message).toBe(CASE_MESSAGES.deadlineRight);
  });

  it('locks the settings of a finished or rejected case but keeps description and final photos open', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    expect((await setState(ACCOUNTS.musterAdmin, c.id, 'FINISHED')).statusCode).toBe(200);
    const locked = await put(ACCOUNTS.musterAdmin, c.id, { categoryId: green });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ message: CASE_MESSAGES.settingsLocked, code: 'CASE_LOCKED' });
    const photo = await upload(ACCOUNTS.musterAdmin);
    const response = await put(ACCOUNTS.musterAdmin, c.id, {
      description: 'Erledigt durch Bauhof',
      photos: [{ name: photo, final: true }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'FINISHED',
      description: 'Erledigt durch Bauhof',
      photos: [{ name: photo, final: true }],
    });
  });

  it('adds and removes photos with ADD_IMAGES_TO_EXISTING_CASE; final photos only when finished', async () => {
    const [first, second] = [await upload(ACCOUNTS.musterClerk), await upload(ACCOUNTS.musterClerk)];
    const c = await created(ACCOUNTS.musterClerk, { photos: [first], assigneeId: clerkId });
    expect((await put(ACCOUNTS.musterClerk, c.id, { photos: [{ name: first }, { name: second, final: true }] })).statusCode).toBe(409);
    const added = await put(ACCOUNTS.musterClerk, c.id, { photos: [{ name: second }] });
    expect(added.json().photos).toEqual([{ name: second, final: false }]);
    expect(await protocolOf(c.id)).toEqual(expect.arrayContaining(['Bild hinzugefügt', 'Bild entfernt']));
    const four = await Promise.all([1, 2, 3].map(() => upload(ACCOUNTS.musterClerk)));
    const tooMany = await put(ACCOUNTS.musterClerk, c.id, { photos: [second, ...four].map((name) => ({ name })) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(CASE_MESSAGES.tooManyPhotos);
    // support has VIEW_CASES in scope but not ADD_IMAGES_TO_EXISTING_CASE
    const support = await put(ACCOUNTS.support, c.id, { photos: [] });
    expect(support.statusCode).toBe(403);
    expect(support.json().message).toBe(CASE_MESSAGES.photoRight);
  });

  it('removes the file of a removed photo once saved, unless another case still uses it', async () => {
    const [dropped, shared, stays] = [
      await upload(ACCOUNTS.musterAdmin),
      await upload(ACCOUNTS.musterAdmin),
      await upload(ACCOUNTS.musterAdmin),
    ];
    const c = await created(ACCOUNTS.musterAdmin, { photos: [dropped, shared, stays] });
    await created(ACCOUNTS.musterAdmin, { photos: [shared] });
    const refused = await put(ACCOUNTS.musterAdmin, c.id, { photos: [{ name: stays }], categoryId: null });
    expect(refused.statusCode).toBe(400);
    expect(await kept(dropped)).toEqual(KEPT);

    const response = await put(ACCOUNTS.musterAdmin, c.id, { photos: [{ name: stays }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().photos).toEqual([{ name: stays, final: false }]);
    expect(await kept(dropped)).toEqual(GONE);
    expect(await kept(shared)).toEqual(KEPT);
    expect(await kept(stays)).toEqual(KEPT);
    expect((await t.request(null, { url: `/files/images/${shared}` })).statusCode).toBe(200);
  });

  it('moves a case to another tenant of the scope with TENANT_INDEPENDENCE, with that tenant’s next number', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    const clerk = await put(ACCOUNTS.musterClerk, c.id, { tenantId: dorf, categoryId: dorfPaths });
    expect(clerk.statusCode).toBe(404);
    const outside = await put(ACCOUNTS.musterAdmin, c.id, { tenantId: dorf, categoryId: dorfPaths });
    expect(outside.statusCode).toBe(403);
    const noCategory = await put(ACCOUNTS.support, c.id, { tenantId: dorf });
    expect(noCategory.json().message).toBe(CASE_MESSAGES.categoryOfOtherTenant);
    const last = await t.db
      .selectFrom('defectCase')
      .select((eb) => eb.fn.max('caseNumber').as('max'))
      .where('tenantId', '=', dorf)
      .executeTakeFirstOrThrow();
    const moved = await put(ACCOUNTS.support, c.id, { tenantId: dorf, categoryId: dorfPaths });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ tenantId: dorf, categoryId: dorfPaths, assigneeId: null, caseNumber: Number(last.max ?? 0) + 1 });
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${c.id}` })).statusCode).toBe(404);
  });

  it('answers 404 for a case of another tenant', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    expect((await put(ACCOUNTS.dorfAdmin, c.id, { description: 'fremd' })).statusCode).toBe(404);
  });
});

describe('PUT /api/case/{id}/state/{state}', () => {
  it('rejects, reopens and finishes along the transition table, with protocol and mails', async () => {
    const id = await addCase(t.db, { tenantId: muster, categoryId: roads, email: 'melder@example.org', description: 'Bank kaputt' });
    await t.flushMails();
    t.mails.length = 0;
    const rejected = await setState(ACCOUNTS.musterAdmin, id, 'REJECTED');
    expect(rejected.json()).toMatchObject({ state: 'REJECTED', progress: 100 });
    const reopened = await setState(ACCOUNTS.musterAdmin, id, 'IN_PROGRESS');
    expect(reopened.json()).toMatchObject({ state: 'IN_PROGRESS', progress: 50 });
    const finished = await setState(ACCOUNTS.musterAdmin, id, 'FINISHED');
    expect(finished.json()).toMatchObject({ state: 'FINISHED', progress: 100 });
    expect(await protocolOf(id)).toEqual([
      'Fall gemeldet',
      'Status geändert: Erstellt → Abgelehnt',
      'Status geändert: Abgelehnt → In Bearbeitung',
      'Status geändert: In Bearbeitung → Abgeschlossen',
    ]);
    const mails = await t.flushMails();
    const completed = mails.filter((m) => m.to === 'erledigt@musterstadt.example');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.subject).toMatch(/^Fall Nr\. \d+ abgeschlossen$/);
    const reporter = mails.filter((m) => m.to === 'melder@example.org').map((m) => m.subject);
    expect(reporter).toEqual([
      expect.stringMatching(/: Abgelehnt$/),
      expect.stringMatching(/: In Bearbeitung$/),
      expect.stringMatching(/: Abgeschlossen$/),
    ]);
    expect(mails.find((m) => m.subject.endsWith('Abgeschlossen'))?.text).toContain('Bank kaputt');
  });

  it('answers 409 with a German message for a transition outside the table', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    await setState(ACCOUNTS.musterAdmin, c.id, 'FINISHED');
    for (const state of ['REJECTED', 'FINISHED', 'CREATED', 'CANCELLED']) {
      const response = await setState(ACCOUNTS.musterAdmin, c.id, state);
      expect(response.statusCode, state).toBe(409);
      expect(response.json().code).toBe('ILLEGAL_STATE_TRANSITION');
    }
    expect((await setState(ACCOUNTS.musterAdmin, c.id, 'REJECTED')).json().message).toBe(
      'Ein Fall im Status „Abgeschlossen“ kann nicht in den Status „Abgelehnt“ wechseln.',
    );
  });

  it('answers 400 for an unknown state, 404 for another tenant’s case and 403 without VIEW_CASES', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    expect((await setState(ACCOUNTS.musterAdmin, c.id, 'ERLEDIGT')).statusCode).toBe(400);
    expect((await setState(ACCOUNTS.dorfAdmin, c.id, 'FINISHED')).statusCode).toBe(404);
    expect((await setState('ohnefaelle@musterstadt.example', c.id, 'FINISHED')).statusCode).toBe(403);
  });
});

describe('DELETE /api/case/{id}', () => {
  const remove = (as: string, id: number) => t.request(as, { method: 'DELETE', url: `/api/case/${id}` });

  it('deletes a closed case with TENANT_INDEPENDENCE', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    await setState(ACCOUNTS.musterAdmin, c.id, 'REJECTED');
    const response = await remove(ACCOUNTS.musterAdmin, c.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Der Fall wurde gelöscht' });
    expect(await t.db.selectFrom('defectCase').select('id').where('id', '=', c.id).executeTakeFirst()).toBeUndefined();
  });

  it("removes the case's photo files after the deletion, but not one that another case still uses", async () => {
    const [own, shared] = [await upload(ACCOUNTS.musterAdmin), await upload(ACCOUNTS.musterAdmin)];
    const c = await created(ACCOUNTS.musterAdmin, { photos: [own, shared] });
    const other = await created(ACCOUNTS.musterAdmin, { photos: [shared] });
    expect((await remove(ACCOUNTS.musterAdmin, c.id)).statusCode).toBe(409);
    expect(await kept(own)).toEqual(KEPT);

    await setState(ACCOUNTS.musterAdmin, c.id, 'REJECTED');
    expect((await remove(ACCOUNTS.musterAdmin, c.id)).statusCode).toBe(200);
    expect(await kept(own)).toEqual(GONE);
    expect(await kept(shared)).toEqual(KEPT);
    expect((await t.request(ACCOUNTS.musterAdmin, { url: `/api/case/${other.id}` })).json().photos).toEqual([
      { name: shared, final: false },
    ]);
  });

  it('deletes the case even when a photo file cannot be removed from the disk', async () => {
    const photo = await upload(ACCOUNTS.musterAdmin);
    const c = await created(ACCOUNTS.musterAdmin, { photos: [photo] });
    await setState(ACCOUNTS.musterAdmin, c.id, 'FINISHED');
    const failing = vi.spyOn(t.app.files, 'remove').mockRejectedValueOnce(new Error('EACCES'));
    try {
      const response = await remove(ACCOUNTS.musterAdmin, c.id);
      expect(response.statusCode).toBe(200);
      expect(failing).toHaveBeenCalledWith(photo);
    } finally {
      failing.mockRestore();
    }
    expect(await kept(photo)).toEqual({ onDisk: true, recorded: false });
    expect((await t.request(null, { url: `/files/images/${photo}` })).statusCode).toBe(404);
  });

  it('answers 409 for an open case, 403 without TENANT_INDEPENDENCE and 404 for another tenant', async () => {
    const c = await created(ACCOUNTS.musterAdmin, { assigneeId: clerkId });
    const open = await remove(ACCOUNTS.musterAdmin, c.id);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(CASE_MESSAGES.illegalDelete);
    await setState(ACCOUNTS.musterAdmin, c.id, 'FINISHED');
    expect((await remove(ACCOUNTS.musterClerk, c.id)).statusCode).toBe(403);
    expect((await remove(ACCOUNTS.dorfAdmin, c.id)).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'DELETE', url: '/api/case/abc' })).statusCode).toBe(400);
  });
});

describe('PUT /api/case/{id}/map-published/{published}', () => {
  it('publishes and removes with PUBLISH_CASES_TO_MAP, protocolled', async () => {
    const c = await created(ACCOUNTS.musterAdmin, { assigneeId: clerkId });
    const on = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${c.id}/map-published/true` });
    expect(on.json().publishedOnMap).toBe(true);
    const off = await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${c.id}/map-published/false` });
    expect(off.json().publishedOnMap).toBe(false);
    expect(await protocolOf(c.id)).toEqual(['Fall angelegt', 'Auf der Internetkarte veröffentlicht', 'Von der Internetkarte entfernt']);
    expect((await t.request(ACCOUNTS.musterAdmin, { method: 'PUT', url: `/api/case/${c.id}/map-published/vielleicht` })).statusCode).toBe(
      400,
    );
    expect((await t.request(ACCOUNTS.musterClerk, { method: 'PUT', url: `/api/case/${c.id}/map-published/true` })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { method: 'PUT', url: `/api/case/${c.id}/map-published/true` })).statusCode).toBe(404);
  });
});

describe('PUT /api/case/{id}/blockDevice', () => {
  const block = (as: string, id: number) => t.request(as, { method: 'PUT', url: `/api/case/${id}/blockDevice` });

  it('blocks the reporting device for 14 days when a super user asks', async () => {
    const id = await addCase(t.db, { tenantId: muster, categoryId: roads, deviceId: 'geraet-test-1' });
    const response = await block(ACCOUNTS.superAdmin, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().deviceCreator).toEqual({ id: 'geraet-test-1', blocked: true });
    expect(await isDeviceBlocked(t.db, 'geraet-test-1')).toBe(true);
    expect(await protocolOf(id)).toContain('Gerät der meldenden Person für 14 Tage gesperrt');
  });

  it('answers 409 without a device, 403 for others than super users and 404 for an unknown case', async () => {
    const c = await created(ACCOUNTS.musterAdmin);
    const none = await block(ACCOUNTS.superAdmin, c.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(CASE_MESSAGES.noDevice);
    expect((await block(ACCOUNTS.musterAdmin, c.id)).statusCode).toBe(403);
    expect((await block(ACCOUNTS.superAdmin, 999999)).statusCode).toBe(404);
    expect((await t.request(ACCOUNTS.superAdmin, { method: 'PUT', url: '/api/case/abc/blockDevice' })).statusCode).toBe(400);
  });
});
