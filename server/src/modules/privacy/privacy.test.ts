import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES, type SubjectExport, type SubjectSearchResult } from '@contracts/privacy.js';
import { now } from '../../db/values.js';
import { ACCOUNTS, buildTestApp, freshApp, type TestApp } from '../../../test/app.js';
import { addAccount } from '../../../test/accounts.js';
import { ANONYMISED_PROTOCOL } from './anonymise.js';

const LENA = 'lena.schulz@example.org';
const BECKER = 'm.becker@example.org';
const OWN_TENANT_EDITOR = 'datenschutz@musterstadt.example';
const PATHS = ['search', 'export', 'export-pdf', 'anonymise'].map((action) => `/api/privacy/subjects/${action}`);

/** Correspondent entries with the reporter's address, typed differently, in two tenants. */
async function addCorrespondents(t: TestApp): Promise<void> {
  await t.db
    .insertInto('correspondent')
    .values(
      (['musterstadt', 'beispieldorf'] as const).map((tenant) => ({
        tenantId: t.ids.tenants[tenant]!,
        firstname: 'Lena',
        lastname: 'Schulz',
        email: tenant === 'musterstadt' ? LENA : ' Lena.Schulz@Example.org',
        title: null,
        createdAt: now(),
        editedAt: null,
      })),
    )
    .execute();
}

/** The tenants of the cases whose reporter gave the address, straight from the database. */
async function caseTenants(t: TestApp, email: string): Promise<(number | null)[]> {
  const rows = await t.db
    .selectFrom('defectCase')
    .select('tenantId')
    .where(sql<boolean>`lower(email) = ${email}`)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.tenantId);
}

const post = (t: TestApp, as: string | null, path: string, payload: object) => t.request(as, { method: 'POST', url: path, payload });
const search = async (t: TestApp, as: string, email: string) => {
  const response = await post(t, as, PATHS[0]!, { email });
  expect(response.statusCode).toBe(200);
  return response.json() as SubjectSearchResult;
};

describe('reading requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await addCorrespondents(t);
    await addAccount(t, OWN_TENANT_EDITOR, 'musterstadt', ['EDIT_OWN_TENANT']);
  });
  afterAll(() => t.close());

  it('finds for the super admin every case and correspondent entry of the address, typed in any case', async () => {
    const result = await search(t, ACCOUNTS.superAdmin, '  Lena.SCHULZ@example.org ');
    expect(result.email).toBe(LENA);
    const tenants = await caseTenants(t, LENA);
    expect(tenants.length).toBeGreaterThan(1);
    expect(result.cases.map((c) => c.tenant?.id ?? null)).toEqual(tenants);
    const story = result.cases.find((c) => c.id === t.ids.cases['musterstadt:schlagloch'])!;
    expect(story).toMatchObject({
      tenant: { id: t.ids.tenants.musterstadt, name: 'Musterstadt' },
      state: 'CREATED',
      stateLabel: expect.any(String),
      category: 'Verkehrsflächen',
      hasDeviceId: true,
    });
    expect(result.correspondents.map((c) => c.tenant.name).sort()).toEqual(['Beispieldorf', 'Musterstadt']);
    expect(result.correspondents[0]).not.toHaveProperty('email');
    expect(result.blockEntry).toBeNull();
  });

  it('finds a case no municipality is responsible for only for the super admin', async () => {
    const yilmaz = 'k.yilmaz@example.org';
    const all = await search(t, ACCOUNTS.superAdmin, yilmaz);
    expect(all.cases.some((c) => c.id === t.ids.cases['unreachable:ohne-mandant'] && c.tenant === null)).toBe(true);
    const own = await search(t, ACCOUNTS.musterAdmin, yilmaz);
    expect(own.cases.every((c) => c.tenant?.id === t.ids.tenants.musterstadt)).toBe(true);
  });

  it('finds for a tenant admin and for EDIT_OWN_TENANT alone only the own tenant’s records', async () => {
    const tenants = await caseTenants(t, LENA);
    for (const [account, tenant] of [
      [ACCOUNTS.musterAdmin, 'musterstadt'],
      [OWN_TENANT_EDITOR, 'musterstadt'],
      [ACCOUNTS.dorfAdmin, 'beispieldorf'],
    ] as const) {
      const result = await search(t, account, LENA);
      const tenantId = t.ids.tenants[tenant]!;
      expect(result.cases.length).toBe(tenants.filter((id) => id === tenantId).length);
      expect(result.cases.every((c) => c.tenant?.id === tenantId)).toBe(true);
      expect(result.correspondents.map((c) => c.tenant.id)).toEqual([tenantId]);
    }
  });

  it('shows the block list entry to the super admin only', async () => {
    const blocked = 'uwe.klein@beispieldorf.example';
    expect((await search(t, ACCOUNTS.superAdmin, blocked)).blockEntry).toMatchObject({ reason: 'unsubscribe' });
    expect((await search(t, ACCOUNTS.dorfAdmin, blocked)).blockEntry).toBeNull();
  });

  it('exports what the person reported, wrote and was answered as a JSON download', async () => {
    const response = await post(t, ACCOUNTS.musterAdmin, PATHS[1]!, { email: BECKER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="datenauskunft-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['content-disposition']).not.toContain('becker');
    const data = response.json() as SubjectExport;
    expect(data.email).toBe(BECKER);
    const laterne = data.cases.find((c) => c.id === t.ids.cases['musterstadt:laterne'])!;
    expect(laterne).toMatchObject({
      email: BECKER,
      deviceId: 'demo-geraet-mbecker',
      description: expect.stringContaining('Laterne am Schulweg'),
      tag: 'Laterne defekt',
      photos: 1,
      answers: [{ text: 'Vielen Dank für Ihre Meldung. Der Elektriker kommt in den nächsten Tagen.' }],
    });
    // the staff's internal note stays out
    expect(JSON.stringify(data)).not.toContain('Leuchtmittel defekt');
    expect(data.cases.every((c) => c.tenant?.id === t.ids.tenants.musterstadt)).toBe(true);
  });

  it('exports the name, phone and photo link an Open311 client sent with the report, in JSON and PDF', async () => {
    const laterne = t.ids.cases['musterstadt:laterne']!;
    const open311 = { reporterName: 'Michael Becker', reporterPhone: '030 7654321', mediaUrl: 'https://fotos.example.org/laterne.jpg' };
    await t.db.updateTable('defectCase').set(open311).where('id', '=', laterne).execute();
    try {
      const data = (await post(t, ACCOUNTS.musterAdmin, PATHS[1]!, { email: BECKER })).json() as SubjectExport;
      expect(data.cases.find((c) => c.id === laterne)).toMatchObject(open311);
      expect(data.cases.filter((c) => c.id !== laterne).every((c) => c.reporterName === null && c.mediaUrl === null)).toBe(true);
      const pdf = await post(t, ACCOUNTS.musterAdmin, PATHS[2]!, { email: BECKER });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await t.db
        .updateTable('defectCase')
        .set({ reporterName: null, reporterPhone: null, mediaUrl: null })
        .where('id', '=', laterne)
        .execute();
    }
  });

  it('exports the same as a PDF', async () => {
    const response = await post(t, ACCOUNTS.superAdmin, PATHS[2]!, { email: LENA });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename="datenauskunft-.*\.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers an empty result for an address nobody gave', async () => {
    expect(await search(t, ACCOUNTS.superAdmin, 'niemand@example.org')).toEqual({
      email: 'niemand@example.org',
      cases: [],
      correspondents: [],
      blockEntry: null,
    });
  });

  it('answers 400 with a German text for a missing or invalid address and a malformed body', async () => {
    for (const path of PATHS) {
      const payload = path.endsWith('anonymise') ? { freeTextCaseIds: [] } : {};
      const invalid = await post(t, ACCOUNTS.superAdmin, path, { ...payload, email: 'keine-adresse' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: PRIVACY_MESSAGES.emailInvalid, code: 'EMAIL_INVALID' });
      const empty = await post(t, ACCOUNTS.superAdmin, path, { ...payload, email: '  ' });
      expect(empty.json()).toEqual({ message: PRIVACY_MESSAGES.emailMissing, code: 'EMAIL_MISSING' });
      expect((await post(t, ACCOUNTS.superAdmin, path, {})).statusCode).toBe(400);
    }
    const badIds = await post(t, ACCOUNTS.superAdmin, PATHS[3]!, { email: LENA, freeTextCaseIds: [0] });
    expect(badIds.statusCode).toBe(400);
  });

  it('answers 403 without EDIT_OWN_TENANT (a clerk, the support with tenant independence) and 401 without a session', async () => {
    for (const path of PATHS) {
      const payload = { email: LENA, freeTextCaseIds: [] };
      expect((await post(t, ACCOUNTS.musterClerk, path, payload)).statusCode).toBe(403);
      expect((await post(t, ACCOUNTS.support, path, payload)).statusCode).toBe(403);
      expect((await post(t, null, path, payload)).statusCode).toBe(401);
    }
    expect(await caseTenants(t, LENA)).not.toHaveLength(0);
  });

  it('logs every request with its action and count, the address only as a hash', async () => {
    const rows = await t.db.selectFrom('privacyRequest').selectAll().orderBy('id').execute();
    expect(rows.map((row) => row.action)).toEqual(expect.arrayContaining(['SEARCH', 'EXPORT_JSON', 'EXPORT_PDF']));
    const superAdminId = t.ids.users[ACCOUNTS.superAdmin]!;
    const first = rows[0]!;
    expect(first).toMatchObject({ userId: superAdminId, action: 'SEARCH', recordCount: (await caseTenants(t, LENA)).length + 2 });
    expect(first.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('example.org');
    // the same address gives the same hash, however it was typed
    expect(rows.filter((row) => row.emailHash === first.emailHash).length).toBeGreaterThan(1);
  });
});

describe('POST /api/privacy/subjects/anonymise', () => {
  const app = freshApp();
  beforeAll(() => addCorrespondents(app()));

  it('removes address, device and status link of the own tenant’s cases, blanks the chosen free texts and protocols it', async () => {
    const t = app();
    const schlagloch = t.ids.cases['musterstadt:schlagloch']!;
    const before = await caseTenants(t, LENA);
    const own = before.filter((id) => id === t.ids.tenants.musterstadt).length;
    const foreignCase = await t.db
      .selectFrom('defectCase')
      .select(['id', 'description'])
      .where('email', '=', LENA)
      .where('tenantId', '=', t.ids.tenants.beispieldorf!)
      .executeTakeFirstOrThrow();

    const response = await post(t, ACCOUNTS.musterAdmin, PATHS[3]!, { email: LENA, freeTextCaseIds: [schlagloch, foreignCase.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cases: own, correspondents: 1, freeTexts: 1, message: expect.stringContaining('Anonymisiert') });

    const record = await t.db.selectFrom('defectCase').selectAll().where('id', '=', schlagloch).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ email: null, deviceId: null, description: PRIVACY_MESSAGES.blanked });
    expect(record.reporterDataErasedAt).not.toBeNull();
    const protocol = await t.db
      .selectFrom('caseProtocol')
      .selectAll()
      .where('caseId', '=', schlagloch)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(protocol).toMatchObject({ userId: t.ids.users[ACCOUNTS.musterAdmin], description: ANONYMISED_PROTOCOL.withFreeTexts });

    // the other tenant's records, and the text of its case the request named, stay
    expect(await caseTenants(t, LENA)).toEqual(before.filter((id) => id !== t.ids.tenants.musterstadt));
    expect(
      (await t.db.selectFrom('defectCase').select('description').where('id', '=', foreignCase.id).executeTakeFirstOrThrow()).description,
    ).toBe(foreignCase.description);
    expect((await search(t, ACCOUNTS.musterAdmin, LENA)).cases).toEqual([]);
    const left = await search(t, ACCOUNTS.superAdmin, LENA);
    expect(left.correspondents.map((c) => c.tenant.name)).toEqual(['Beispieldorf']);

    const log = await t.db.selectFrom('privacyRequest').selectAll().where('action', '=', 'ANONYMISE').execute();
    expect(log).toEqual([expect.objectContaining({ userId: t.ids.users[ACCOUNTS.musterAdmin], recordCount: own + 1 })]);
  });

  it('keeps the texts of cases not chosen and protocols that only the personal data went', async () => {
    const t = app();
    const laterne = t.ids.cases['musterstadt:laterne']!;
    await t.db
      .updateTable('defectCase')
      .set({ reporterName: 'Michael Becker', reporterPhone: '030 7654321', mediaUrl: 'https://fotos.example.org/laterne.jpg' })
      .where('id', '=', laterne)
      .execute();
    const before = await t.db.selectFrom('defectCase').select('description').where('id', '=', laterne).executeTakeFirstOrThrow();
    const response = await post(t, ACCOUNTS.superAdmin, PATHS[3]!, { email: BECKER, freeTextCaseIds: [] });
    expect(response.json()).toMatchObject({ freeTexts: 0, correspondents: 0 });
    const record = await t.db.selectFrom('defectCase').selectAll().where('id', '=', laterne).executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      email: null,
      deviceId: null,
      reporterName: null,
      reporterPhone: null,
      mediaUrl: null,
      description: before.description,
    });
    const protocol = await t.db
      .selectFrom('caseProtocol')
      .select('description')
      .where('caseId', '=', laterne)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(protocol.description).toBe(ANONYMISED_PROTOCOL.personalData);
  });

  it('blanks the rating comment, the reporter’s messages and the comment quoted in the protocol', async () => {
    const t = app();
    const spielplatz = t.ids.cases['musterstadt:spielplatz']!;
    await t.db.updateTable('defectCase').set({ ratingComment: 'Petra Klein, Rosenweg 3' }).where('id', '=', spielplatz).execute();
    await t.db
      .insertInto('caseProtocol')
      .values({
        caseId: spielplatz,
        userId: null,
        description: 'Bewertung der meldenden Person: 1 von 5 („Petra Klein, Rosenweg 3“)',
        createdAt: now(),
      })
      .execute();
    await t.db
      .insertInto('caseNote')
      .values({
        caseId: spielplatz,
        type: 'NOTE',
        description: 'Ich bin Petra Klein',
        systemGenerated: 0,
        clientMessage: 1,
        createdBy: null,
        createdAt: now(),
        editedAt: null,
      })
      .execute();
    const response = await post(t, ACCOUNTS.superAdmin, PATHS[3]!, { email: 'petra.klein@example.org', freeTextCaseIds: [spielplatz] });
    expect(response.statusCode).toBe(200);
    const texts = JSON.stringify([
      await t.db.selectFrom('defectCase').selectAll().where('id', '=', spielplatz).execute(),
      await t.db.selectFrom('caseNote').selectAll().where('caseId', '=', spielplatz).execute(),
      await t.db.selectFrom('caseProtocol').selectAll().where('caseId', '=', spielplatz).execute(),
    ]);
    expect(texts).not.toContain('Petra Klein');
    expect(texts).toContain('Bewertung der meldenden Person: 1 von 5 (Kommentar anonymisiert)');
    // the answer the administration sent stays
    expect(texts).toContain('Die Schaukel wurde gesperrt');
  });
});
