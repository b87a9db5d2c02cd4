import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFO_TYPES, INFO_VALIDATION_MESSAGES } from '@contracts/info.js';
import { addAccount } from '../../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../../test/app.js';
import { withFileRowsLocked } from '../../../../test/file-lock.js';
import { GONE, KEPT, storedFile, uploadedPng } from '../../../../test/images.js';
import { decodePng } from '../../../../test/png-decode.js';

let t: TestApp;
/** an information manager of another tenant (Bürgerportal Betrieb has BUERGERINFO, no TENANT_INDEPENDENCE) */
const OTHER = 'bis@betrieb.example';
/** BIS_MANAGE_INFORMATION without any variable right */
const NO_VARIABLE_RIGHTS = 'redaktion@musterstadt.example';
let titleImage: string;

beforeAll(async () => {
  t = await buildTestApp();
  await addAccount(t, OTHER, 'betrieb', ['BIS_MANAGE_INFORMATION']);
  await addAccount(t, NO_VARIABLE_RIGHTS, 'musterstadt', ['BIS_MANAGE_INFORMATION']);
  titleImage = await upload(ACCOUNTS.musterAdmin);
});
afterAll(() => t.close());

const upload = (as: string) => uploadedPng(t, as);

const category = (name: string) => t.ids.infoCategories[`musterstadt:${name}`];
const info = (key: string) => t.ids.infos[`musterstadt:${key}`]!;
const post = (as: string, payload: object) => t.request(as, { method: 'POST', url: '/api/buergerinfo/info', payload });
const put = (as: string, id: number | string, payload: object) =>
  t.request(as, { method: 'PUT', url: `/api/buergerinfo/info/${id}`, payload });
const get = (as: string, id: number | string) => t.request(as, { url: `/api/buergerinfo/info/${id}` });

const kept = (name: string) => storedFile(t, name);

/** A valid event of Musterstadt (the tenant is required: the Admin role holds TENANT_INDEPENDENCE). */
const event = (overrides: object = {}) => ({
  tenantId: t.ids.tenants.musterstadt,
  headline: 'Sommerkino im Park',
  description: '<p>Filme unter freiem Himmel.</p>',
  type: 'EVENT',
  categoryId: category('Veranstaltungen'),
  eventStart: '2030-07-01T18:00:00.000Z',
  eventEnd: '2030-07-01T22:00:00.000Z',
  place: 'Stadtpark',
  latitude: 52.221,
  longitude: 13.441,
  status: 'PUBLISHED',
  ...overrides,
});

describe('GET /api/buergerinfo/types and /api/buergerinfo/info/types', () => {
  it('answers the five types', async () => {
    for (const url of ['/api/buergerinfo/types', '/api/buergerinfo/info/types']) {
      const response = await t.request(ACCOUNTS.musterClerk, { url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([...INFO_TYPES]);
    }
  });

  it('answers 403 without the module or the right', async () => {
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: '/api/buergerinfo/types' })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.support, { url: '/api/buergerinfo/info/types' })).statusCode).toBe(403);
  });
});

describe('GET /api/buergerinfo/info', () => {
  it("lists the items newest first with the list columns and the caller's flags", async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: '/api/buergerinfo/info' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(10);
    const ids = page.content.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const stadtfest = page.content.find((i: { id: number }) => i.id === info('stadtfest'));
    expect(stadtfest).toEqual({
      id: info('stadtfest'),
      headline: 'Stadtfest auf dem Marktplatz',
      type: 'EVENT',
      status: 'PUBLISHED',
      categoryId: category('Veranstaltungen'),
      category: { id: category('Veranstaltungen'), name: 'Veranstaltungen', icon: 'calendar' },
      tenantId: t.ids.tenants.musterstadt,
      tenant: expect.objectContaining({ name: 'Musterstadt' }),
      createdAt: expect.any(String),
      createdAtDateFormatted: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}$/),
      editedAt: expect.any(String),
      createdBy: { firstname: 'Anna', lastname: 'Albrecht' },
      editedBy: { firstname: 'Sven', lastname: 'Sachs' },
      // the clerk may create and edit in every category, but not delete
      editable: true,
      deletable: false,
    });
    const admin = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/info' })).json();
    expect(admin.content.every((i: { editable: boolean; deletable: boolean }) => i.editable && i.deletable)).toBe(true);
    const none = (await t.request(NO_VARIABLE_RIGHTS, { url: '/api/buergerinfo/info' })).json();
    expect(none.content.every((i: { editable: boolean; deletable: boolean }) => !i.editable && !i.deletable)).toBe(true);
  });

  it('filters, searches, sorts and pages', async () => {
    const list = (query: Record<string, string>) =>
      t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/info', query }).then((r) => r.json());
    expect((await list({ status: 'IN_REVIEW' })).totalElements).toBe(2);
    expect((await list({ type: 'MAP_AREA' })).content.map((i: { headline: string }) => i.headline).sort()).toEqual([
      'Baumpflanzaktion im Stadtpark',
      'Mähpause für Wildblumenwiesen',
    ]);
    expect((await list({ category: String(category('Baustellen')) })).totalElements).toBe(2);
    expect((await list({ search: 'stadtFEST' })).content.map((i: { id: number }) => i.id)).toEqual([info('stadtfest')]);
    expect((await list({ search: 'baustellen' })).totalElements).toBe(2);
    const byHeadline = await list({ sort: 'headline', order: 'ASC', size: '3', page: '0' });
    expect(byHeadline.content[0].headline).toBe('Baumpflanzaktion im Stadtpark');
    expect(byHeadline.totalPages).toBe(4);
  });

  it('answers 400 for an unknown sort, 403 without the module or the right, 404 for a tenant outside scope', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/info', query: { sort: 'description' } })).statusCode).toBe(400);
    const module = await t.request(ACCOUNTS.dorfAdmin, { url: '/api/buergerinfo/info' });
    expect(module.statusCode).toBe(403);
    expect(module.json().code).toBe('MODULE_MISSING');
    expect((await t.request(ACCOUNTS.support, { url: '/api/buergerinfo/info' })).statusCode).toBe(403);
    expect(
      (await t.request(OTHER, { url: '/api/buergerinfo/info', query: { tenant: String(t.ids.tenants.musterstadt) } })).statusCode,
    ).toBe(404);
    expect((await t.request(OTHER, { url: '/api/buergerinfo/info' })).json().totalElements).toBe(0);
  });
});

describe('GET /api/buergerinfo/info/{id}', () => {
  it('answers the whole item with map data, survey and flags', async () => {
    const line = (await get(ACCOUNTS.musterClerk, info('sperrung-bahnhofstrasse'))).json();
    expect(line).toMatchObject({
      type: 'MAP_LINE',
      latitude: null,
      approvable: false,
      editable: true,
      publicUrl: `http://localhost:3000/info/${line.id}`,
    });
    expect(JSON.parse(line.mapLines)).toHaveLength(4);
    const survey = (await get(ACCOUNTS.musterAdmin, info('umfrage-marktplatz'))).json();
    expect(survey).toMatchObject({
      type: 'SURVEY',
      surveyId: t.ids.surveys['musterstadt:marktplatz'],
      survey: { name: 'Neugestaltung des Marktplatzes' },
      approvable: true,
    });
    const text = (await get(ACCOUNTS.musterAdmin, info('buergerbuero-zeiten'))).json();
    expect(text.titleImage).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(text.eventStart).toBeNull();
  });

  it('answers 400, 403 and 404', async () => {
    expect((await get(ACCOUNTS.musterAdmin, 'abc')).statusCode).toBe(400);
    expect((await get(ACCOUNTS.dorfAdmin, info('stadtfest'))).statusCode).toBe(403);
    expect((await get(OTHER, info('stadtfest'))).statusCode).toBe(404);
    expect((await get(ACCOUNTS.musterAdmin, 999999)).statusCode).toBe(404);
  });
});

describe('POST /api/buergerinfo/info', () => {
  it('checks the ten rules in the order of the specification', async () => {
    // the super admin works across tenants, so the tenant is required too
    const steps: [object, number][] = [
      [{ headline: ' ', description: '', type: null }, 0],
      [{ headline: 'Titel', description: '', type: null }, 1],
      [{ headline: 'Titel', categoryId: category('Veranstaltungen'), description: '', type: 'SURVEY' }, 2],
      [
        { headline: 'Titel', categoryId: category('Veranstaltungen'), description: '', type: 'EVENT', eventStart: '2030-01-01T10:00:00Z' },
        3,
      ],
      [{ headline: 'Titel', categoryId: category('Veranstaltungen'), description: '' }, 4],
      [{ headline: 'Titel', categoryId: category('Veranstaltungen'), description: '<p><br></p>', type: 'MAP_LINE' }, 5],
      [
        {
          headline: 'Titel',
          categoryId: category('Veranstaltungen'),
          description: '<p>Text</p>',
          type: 'MAP_LINE',
          mapLines: '[[52.2,13.4]]',
        },
        6,
      ],
      [
        {
          headline: 'Titel',
          categoryId: category('Veranstaltungen'),
          description: '<p>Text</p>',
          type: 'MAP_AREA',
          mapAreas: '[[52.2,13.4],[52.3,13.5]]',
        },
        7,
      ],
      [{ headline: 'Titel', categoryId: category('Veranstaltungen'), description: '<p>Text</p>', type: 'TEXT' }, 8],
      [{ headline: 'Titel', categoryId: category('Veranstaltungen'), description: '<p>Text</p>', type: 'TEXT', titleImage }, 9],
    ];
    for (const [payload, index] of steps) {
      const response = await post(ACCOUNTS.superAdmin, payload);
      expect(response.statusCode, INFO_VALIDATION_MESSAGES[index]).toBe(400);
      expect(response.json()).toEqual({ message: INFO_VALIDATION_MESSAGES[index], code: 'INFO_VALIDATION' });
    }
    const valid = await post(ACCOUNTS.superAdmin, { ...steps[9]![0], tenantId: t.ids.tenants.musterstadt });
    expect(valid.statusCode).toBe(201);
  });

  it('creates and publishes an item of each type for a user with APPROVE, keeping only the data of the type', async () => {
    const base = {
      headline: 'Neu',
      description: '<p>Text</p>',
      categoryId: category('Baustellen'),
      status: 'PUBLISHED',
      tenantId: t.ids.tenants.musterstadt,
    };
    const line = '[[52.2201,13.4401],[52.2211,13.4421]]';
    const area = JSON.stringify([
      { lat: 52.22, lng: 13.44 },
      { lat: 52.221, lng: 13.441 },
      { lat: 52.222, lng: 13.439 },
    ]);
    const everything = {
      eventStart: '2030-01-01T10:00:00Z',
      eventEnd: '2030-01-01T12:00:00Z',
      mapLines: line,
      mapAreas: area,
      latitude: 52.22,
      longitude: 13.44,
      titleImage,
    };
    const expected = {
      TEXT: { titleImage, eventStart: null, mapLines: null, mapAreas: null, latitude: 52.22, surveyId: null },
      EVENT: { eventStart: '2030-01-01T10:00:00.000Z', eventEnd: '2030-01-01T12:00:00.000Z', mapLines: null, latitude: 52.22 },
      SURVEY: { surveyId: t.ids.surveys['musterstadt:marktplatz'], eventStart: null, mapAreas: null, latitude: 52.22 },
      MAP_LINE: { mapLines: line, mapAreas: null, latitude: null, longitude: null },
      MAP_AREA: { mapAreas: '[[52.22,13.44],[52.221,13.441],[52.222,13.439]]', mapLines: null, latitude: null },
    };
    for (const type of INFO_TYPES) {
      const response = await post(ACCOUNTS.musterAdmin, {
        ...base,
        ...everything,
        type,
        surveyId: t.ids.surveys['musterstadt:marktplatz'],
      });
      expect(response.statusCode, type).toBe(201);
      const saved = response.json();
      expect(saved).toMatchObject({ approvalRequested: false, message: 'Die Bürgerinformation wurde erstellt und veröffentlicht.' });
      expect(saved.info).toMatchObject({ type, status: 'PUBLISHED', publishedAt: expect.any(String), ...expected[type] });
      expect(saved.info.createdBy).toEqual({ firstname: 'Anna', lastname: 'Albrecht' });
    }
  });

  it('saves a draft', async () => {
    const response = await post(ACCOUNTS.musterAdmin, event({ status: 'DRAFT' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      approvalRequested: false,
      message: 'Die Bürgerinformation wurde als Entwurf gespeichert.',
      info: { status: 'DRAFT', publishedAt: null },
    });
  });

  it('neutralises stored script, event handlers, javascript: links and foreign iframes', async () => {
    const description =
      '<p>Hallo <strong>Welt</strong><script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">Link</a><a href="https://www.musterstadt.example" onclick="alert(4)">Stadt</a>' +
      '<iframe src="https://evil.example/"></iframe><span style="color:red" onmouseover="alert(5)">x</span></p>';
    const response = await post(ACCOUNTS.musterAdmin, event({ headline: '<script>alert("t")</script>Fest', description }));
    expect(response.statusCode).toBe(201);
    const stored = response.json().info;
    for (const bad of ['<script', 'onerror', 'javascript:', '<iframe', 'onclick', 'onmouseover', 'style='])
      expect(stored.description).not.toContain(bad);
    expect(stored.description).toContain('<strong>Welt</strong>');
    expect(stored.description).toContain('<a href="https://www.musterstadt.example" rel="noopener noreferrer">Stadt</a>');
    const page = await t.request(null, { url: `/info/${stored.id}` });
    expect(page.body).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;Fest');
    expect(page.body).not.toContain('<script');
  });

  it('checks references: category and survey of the tenant, the title image, the event dates, the map data', async () => {
    const internalImage = await uploadedPng(t, ACCOUNTS.musterAdmin, true);
    const cases: [object, string][] = [
      [event({ categoryId: t.ids.infoCategories['betrieb:Neuigkeiten'] }), 'Die Kategorie gehört nicht zum gewählten Mandanten.'],
      [event({ eventEnd: '2030-07-01T17:00:00.000Z' }), 'Das Ende der Veranstaltung darf nicht vor ihrem Beginn liegen.'],
      [
        event({ type: 'TEXT', titleImage: '0123456789abcdef0123456789abcdef.png' }),
        'Das Titelbild wurde nicht gefunden. Bitte laden Sie es erneut hoch.',
      ],
      [event({ type: 'TEXT', titleImage: internalImage }), 'Als Titelbild kann nur ein öffentliches Bild verwendet werden.'],
      [event({ type: 'MAP_LINE', mapLines: 'keine Linie' }), 'Die Kartendaten sind ungültig.'],
      [event({ type: 'MAP_AREA', mapAreas: '[[95,13],[52,13],[52,14]]' }), 'Die Kartendaten sind ungültig.'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(ACCOUNTS.musterAdmin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 403 without the module, the right, the variable right or for another tenant', async () => {
    expect((await post(ACCOUNTS.dorfAdmin, event())).statusCode).toBe(403);
    expect((await post(ACCOUNTS.support, event())).statusCode).toBe(403);
    const noCreate = await post(NO_VARIABLE_RIGHTS, event());
    expect(noCreate.statusCode).toBe(403);
    expect(noCreate.json()).toEqual({
      message: 'Sie dürfen in dieser Kategorie keine Bürgerinformationen erstellen.',
      code: 'VARIABLE_RIGHT_MISSING',
    });
    expect((await post(ACCOUNTS.musterAdmin, event({ tenantId: t.ids.tenants.betrieb }))).statusCode).toBe(403);
    expect((await post(ACCOUNTS.superAdmin, event({ tenantId: t.ids.tenants.beispieldorf }))).statusCode).toBe(403);
  });
});

describe('approval: request as a user without APPROVE, publish as an approver', () => {
  it('stores IN_REVIEW and mails the approval address; the approver publishes; a later edit goes back to review', async () => {
    t.mails.length = 0;
    const created = await post(ACCOUNTS.musterClerk, event({ headline: 'Flohmarkt im Hof' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      approvalRequested: true,
      message: 'Die Bürgerinformation wurde erstellt und die Freigabe wurde angefragt.',
      info: { status: 'IN_REVIEW', publishedAt: null, approvable: false, createdBy: { firstname: 'Sven', lastname: 'Sachs' } },
    });
    const id = created.json().info.id;
    const mails = await t.flushMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'freigabe@musterstadt.example', subject: 'Freigabe angefragt: Flohmarkt im Hof' });
    expect(mails[0]!.text).toContain('Sven Sachs bittet um Freigabe');
    expect(mails[0]!.text).toContain(`http://localhost:3000/edit-buergerinfo?infoId=${id}`);
    expect((await t.request(null, { url: `/api/public/buergerinfo/${id}`, query: { apiKey: 'demo-musterstadt' } })).statusCode).toBe(404);

    const approved = await put(ACCOUNTS.musterAdmin, id, event({ headline: 'Flohmarkt im Hof' }));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      approvalRequested: false,
      message: 'Die Bürgerinformation wurde bearbeitet.',
      info: { status: 'PUBLISHED', editedBy: { firstname: 'Anna', lastname: 'Albrecht' } },
    });
    expect((await t.request(null, { url: `/api/public/buergerinfo/${id}`, query: { apiKey: 'demo-musterstadt' } })).statusCode).toBe(200);

    const edited = await put(ACCOUNTS.musterClerk, id, { ...event({ headline: 'Flohmarkt im Innenhof' }), status: undefined });
    expect(edited.json()).toMatchObject({
      approvalRequested: true,
      message: 'Die Bürgerinformation wurde bearbeitet und die Freigabe wurde angefragt.',
      info: { status: 'IN_REVIEW', publishedAt: null },
    });
    expect((await t.flushMails()).at(-1)!.subject).toBe('Freigabe angefragt: Flohmarkt im Innenhof');
  });

  it('sends no mail when the tenant has no approval address', async () => {
    await t.db.updateTable('tenant').set({ emailNotificationApproveBis: null }).where('id', '=', t.ids.tenants.musterstadt!).execute();
    t.mails.length = 0;
    const created = await post(ACCOUNTS.musterClerk, event({ headline: 'Ohne Adresse' }));
    expect(created.json().info.status).toBe('IN_REVIEW');
    expect(await t.flushMails()).toHaveLength(0);
    await t.db
      .updateTable('tenant')
      .set({ emailNotificationApproveBis: 'freigabe@musterstadt.example' })
      .where('id', '=', t.ids.tenants.musterstadt!)
      .execute();
  });
});

describe('PUT /api/buergerinfo/info/{id}', () => {
  it('keeps the tenant when none is sent and may move the item to another category with EDIT on both', async () => {
    const id = info('wochenmarkt');
    const response = await put(
      ACCOUNTS.musterAdmin,
      id,
      event({ headline: 'Wochenmarkt', categoryId: category('Bürgerbeteiligung'), tenantId: undefined }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().info).toMatchObject({
      headline: 'Wochenmarkt',
      category: { name: 'Bürgerbeteiligung' },
      tenantId: t.ids.tenants.musterstadt,
    });
  });

  it('answers 400, 403 (no EDIT) and 404', async () => {
    const id = info('stadtfest');
    expect((await put(ACCOUNTS.musterAdmin, id, event({ headline: '' }))).json().message).toBe(INFO_VALIDATION_MESSAGES[0]);
    const noEdit = await put(NO_VARIABLE_RIGHTS, id, event());
    expect(noEdit.statusCode).toBe(403);
    expect(noEdit.json().message).toBe('Sie dürfen Bürgerinformationen dieser Kategorie nicht bearbeiten.');
    expect((await put(ACCOUNTS.dorfAdmin, id, event())).statusCode).toBe(403);
    expect((await put(OTHER, id, event())).statusCode).toBe(404);
  });

  it('removes a replaced or cleared title image after the save, but not one another item still names', async () => {
    const [first, second, shared] = [
      await upload(ACCOUNTS.musterAdmin),
      await upload(ACCOUNTS.musterAdmin),
      await upload(ACCOUNTS.musterAdmin),
    ];
    const id = (await post(ACCOUNTS.musterAdmin, event({ type: 'TEXT', titleImage: first }))).json().info.id;
    const other = (await post(ACCOUNTS.musterAdmin, event({ titleImage: shared }))).json().info.id;

    expect((await put(ACCOUNTS.musterAdmin, id, event({ type: 'TEXT', titleImage: second }))).statusCode).toBe(200);
    expect(await kept(first)).toEqual(GONE);
    expect(await kept(second)).toEqual(KEPT);
    expect(
      (await put(ACCOUNTS.musterAdmin, id, event({ type: 'TEXT', titleImage: second, headline: 'Unverändertes Bild' }))).statusCode,
    ).toBe(200);
    expect(await kept(second)).toEqual(KEPT);
    expect((await put(ACCOUNTS.musterAdmin, id, event({ titleImage: shared }))).statusCode).toBe(200);
    expect(await kept(second)).toEqual(GONE);

    const cleared = await put(ACCOUNTS.musterAdmin, id, event({ titleImage: null }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().info.titleImage).toBeNull();
    expect(await kept(shared)).toEqual(KEPT);
    expect((await put(ACCOUNTS.musterAdmin, other, event({ titleImage: null }))).statusCode).toBe(200);
    expect(await kept(shared)).toEqual(GONE);
    expect((await t.request(null, { url: `/files/images/${first}` })).statusCode).toBe(404);
  });

  it('keeps the title image when the save is refused or fails', async () => {
    const [old, replacement] = [await upload(ACCOUNTS.musterAdmin), await upload(ACCOUNTS.musterAdmin)];
    const id = (await post(ACCOUNTS.musterAdmin, event({ titleImage: old }))).json().info.id;
    expect((await put(ACCOUNTS.musterAdmin, id, event({ titleImage: replacement, headline: '' }))).statusCode).toBe(400);
    expect((await put(NO_VARIABLE_RIGHTS, id, event({ titleImage: null }))).statusCode).toBe(403);
    expect((await put(OTHER, id, event({ titleImage: null }))).statusCode).toBe(404);
    expect(await kept(old)).toEqual(KEPT);

    expect((await withFileRowsLocked(t.db, () => put(ACCOUNTS.musterAdmin, id, event({ titleImage: replacement })))).statusCode).toBe(500);
    expect((await get(ACCOUNTS.musterAdmin, id)).json().titleImage).toBe(old);
    expect(await kept(old)).toEqual(KEPT);
  });
});

describe('PATCH /api/buergerinfo/info/{id}/status/DRAFT', () => {
  const patch = (as: string, id: number | string, status = 'DRAFT') =>
    t.request(as, { method: 'PATCH', url: `/api/buergerinfo/info/${id}/status/${status}` });

  it('takes a published item back to draft', async () => {
    const id = info('baumpflanzung');
    const response = await patch(ACCOUNTS.musterClerk, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Die Bürgerinformation wurde auf den Status 'Entwurf' zurückgesetzt.");
    expect((await get(ACCOUNTS.musterAdmin, id)).json()).toMatchObject({ status: 'DRAFT', publishedAt: null });
  });

  it('answers 409 for a draft, 400 for another status, 403 without EDIT, 404 for another tenant', async () => {
    expect((await patch(ACCOUNTS.musterAdmin, info('hundesteuer'))).statusCode).toBe(409);
    expect((await patch(ACCOUNTS.musterAdmin, info('stadtfest'), 'PUBLISHED')).statusCode).toBe(400);
    expect((await patch(NO_VARIABLE_RIGHTS, info('stadtfest'))).statusCode).toBe(403);
    expect((await patch(OTHER, info('stadtfest'))).statusCode).toBe(404);
  });
});

describe('DELETE /api/buergerinfo/info/{id}', () => {
  const remove = (as: string, id: number | string) => t.request(as, { method: 'DELETE', url: `/api/buergerinfo/info/${id}` });

  it('deletes with DELETE on the category', async () => {
    const id = info('umleitung-radweg');
    const response = await remove(ACCOUNTS.musterAdmin, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Die Bürgerinformation "Umleitung des Radwegs an der Seestraße" wurde gelöscht');
    expect((await get(ACCOUNTS.musterAdmin, id)).statusCode).toBe(404);
  });

  it('answers 403 without DELETE (the clerk) or the module, 404 for another tenant', async () => {
    const forbidden = await remove(ACCOUNTS.musterClerk, info('stadtfest'));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Sie dürfen Bürgerinformationen dieser Kategorie nicht löschen.');
    expect((await remove(ACCOUNTS.dorfAdmin, info('stadtfest'))).statusCode).toBe(403);
    expect((await remove(OTHER, info('stadtfest'))).statusCode).toBe(404);
  });

  it('removes the title image after the deletion, but not one another item still names', async () => {
    const [own, shared] = [await upload(ACCOUNTS.musterAdmin), await upload(ACCOUNTS.musterAdmin)];
    const [first, second, third] = await Promise.all(
      [own, shared, shared].map(async (titleImage) => (await post(ACCOUNTS.musterAdmin, event({ titleImage }))).json().info.id as number),
    );
    expect((await remove(ACCOUNTS.musterAdmin, first!)).statusCode).toBe(200);
    expect(await kept(own)).toEqual(GONE);
    expect((await t.request(null, { url: `/files/images/${own}` })).statusCode).toBe(404);
    expect((await remove(ACCOUNTS.musterAdmin, second!)).statusCode).toBe(200);
    expect(await kept(shared)).toEqual(KEPT);
    expect((await get(ACCOUNTS.musterAdmin, third!)).json().titleImage).toBe(shared);
  });

  it('keeps the title image when the deletion is refused or fails', async () => {
    const image = await upload(ACCOUNTS.musterAdmin);
    const id = (await post(ACCOUNTS.musterAdmin, event({ titleImage: image }))).json().info.id;
    expect((await remove(ACCOUNTS.musterClerk, id)).statusCode).toBe(403);
    expect((await remove(OTHER, id)).statusCode).toBe(404);
    expect(await kept(image)).toEqual(KEPT);

    expect((await withFileRowsLocked(t.db, () => remove(ACCOUNTS.musterAdmin, id))).statusCode).toBe(500);
    expect((await get(ACCOUNTS.musterAdmin, id)).statusCode).toBe(200);
    expect(await kept(image)).toEqual(KEPT);
  });
});

describe('GET /api/buergerinfo/info/{id}/generate-qr', () => {
  it('links a 200x200 PNG, black on white, that loads without a session', async () => {
    const id = info('stadtfest');
    const response = await t.request(ACCOUNTS.musterClerk, { url: `/api/buergerinfo/info/${id}/generate-qr` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ link: `/api/public/buergerinfo/${id}/qr.png`, target: `http://localhost:3000/info/${id}` });
    const image = await t.request(null, { url: response.json().link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const decoded = decodePng(image.rawPayload);
    expect([decoded.width, decoded.height]).toEqual([200, 200]);
    expect(decoded.pixel(0, 0)).toEqual([255, 255, 255]);
    const colours = new Set<string>();
    for (let y = 0; y < 200; y += 3) for (let x = 0; x < 200; x += 3) colours.add(decoded.pixel(x, y).join(','));
    expect([...colours].sort()).toEqual(['0,0,0', '255,255,255']);
  });

  it('answers 403 without the right and 404 for another tenant', async () => {
    expect((await t.request(ACCOUNTS.support, { url: `/api/buergerinfo/info/${info('stadtfest')}/generate-qr` })).statusCode).toBe(403);
    expect((await t.request(OTHER, { url: `/api/buergerinfo/info/${info('stadtfest')}/generate-qr` })).statusCode).toBe(404);
  });
});
