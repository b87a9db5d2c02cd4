import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { CASE_STATE_VALUES } from '@contracts/case.js';
import { apiAt, asUser, consumerPact, DEMO, errorBody, EXAMPLE_TOKEN, FORBIDDEN, loggedIn, statePath, withToken } from './pact.js';

const { boolean, decimal, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

/** The calls of the case file (/create-case, /edit-case): the case, its notes, protocol and action menu. */
const pact = consumerPact('case-file');

const MUSTERSTADT = 'Musterstadt';
const REPORTER = 'pact.meldung@example.org';
/** What an Open311 client sends of the reporter besides the address (POST requests: first_name, last_name, phone, media_url). */
const OPEN311_REPORTER = { reporterName: 'Erika Mustermann', reporterPhone: '030 1234567', mediaUrl: 'https://fotos.example.org/pact.jpg' };
const anyState = `^(${CASE_STATE_VALUES.join('|')})$`;

/**
 * A fresh case of the provider state; `email` makes it a public report with a device, `reporterName`,
 * `reporterPhone` and `mediaUrl` an Open311 report's reporter, `note` adds a note by that account.
 */
const aCase = (state: string, extra: Record<string, string> = {}) =>
  ['case file: a case exists', { tenant: MUSTERSTADT, state, ...extra }] as const;
const casePath = (suffix = '') => statePath(`/api/case/\${caseId}${suffix}`, { caseId: 41 });
const notePath = () => statePath('/api/case/${caseId}/note/${noteId}', { caseId: 41, noteId: 5 });

/** The case as the case file reads it (GET /api/case/{id} and every call that changes one). */
const caseBody = (state: unknown = regex(anyState, 'IN_PROGRESS'), fields: Record<string, unknown> = {}) => ({
  id: integer(41),
  caseNumber: integer(17),
  description: string('Straßenlaterne flackert vor dem Rathaus.'),
  state,
  progress: integer(50),
  createdAt: string('2026-05-04T08:00:00.000Z'),
  createdAtFormatted: string('2026.05.04 10:00'),
  tenantId: integer(2),
  tenant: { id: integer(2), name: string(MUSTERSTADT) },
  categoryId: integer(7),
  category: { id: integer(7), name: string('Verkehrsflächen') },
  latitude: decimal(52.2201),
  longitude: decimal(13.4402),
  publishedOnMap: boolean(false),
  reachable: boolean(true),
  photos: [],
  ...fields,
});

const noteBody = (type = 'NOTE') => ({
  id: integer(5),
  description: string('Bauhof ist informiert.'),
  type,
  createdBy: { fullname: string('Anna Albrecht') },
  createdAt: string('2026-05-04T09:00:00.000Z'),
  createdAtFormatted: string('2026.05.04 11:00'),
  systemGenerated: false,
  clientMessage: false,
  answer: boolean(type === 'ANSWER'),
  editable: true,
  deletable: true,
});

const client = (url: string) => apiAt(url, EXAMPLE_TOKEN);

describe('the case', () => {
  it('GET /api/case/{id} answers the full case with the reporter’s address, name, phone, photo link, device and notes', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS', { email: REPORTER, ...OPEN311_REPORTER, note: DEMO.musterAdmin }))
      .uponReceiving('a request for a case of the case file')
      .withRequest('GET', casePath(), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody(
          caseBody('IN_PROGRESS', {
            email: REPORTER,
            reporterName: string(OPEN311_REPORTER.reporterName),
            reporterPhone: string(OPEN311_REPORTER.reporterPhone),
            mediaUrl: regex('^https?://\\S+$', OPEN311_REPORTER.mediaUrl),
            deviceCreator: { id: string('pact-geraet'), blocked: false },
            notesOrdered: eachLike(noteBody()),
          }),
        ),
      )
      .executeTest(async (server) => {
        const c = await client(server.url).cases.get(41);
        expect(c.email).toBe(REPORTER);
        expect(c).toMatchObject(OPEN311_REPORTER);
        expect(c.notesOrdered[0]!.editable).toBe(true);
      }));

  it('GET /api/case/{id} answers 404 for a case nobody may see', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a request for an unknown case')
      .withRequest('GET', '/api/case/999999', withToken)
      .willRespondWith(404, (b) => b.jsonBody(errorBody('NOT_FOUND', 'Der Fall wurde nicht gefunden.')))
      .executeTest(async (server) => {
        await expect(client(server.url).cases.get(999999)).rejects.toMatchObject({ status: 404 });
      }));

  it('POST /api/case creates a staff case and answers it', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('case file: the tenant has a category', { tenant: MUSTERSTADT })
      .uponReceiving('a new case from the case file')
      .withRequest('POST', '/api/case', (b) =>
        b.headers(loggedIn()).jsonBody({
          description: 'Gullydeckel klappert',
          photos: [],
          categoryId: fromProviderState('${categoryId}', 7),
          categoryTagId: null,
          latitude: 52.2201,
          longitude: 13.4402,
          tenantId: fromProviderState('${tenantId}', 2),
          handoverNote: null,
        }),
      )
      .willRespondWith(201, (b) => b.jsonBody(caseBody('CREATED', { description: 'Gullydeckel klappert', progress: 0 })))
      .executeTest(async (server) => {
        const c = await client(server.url).cases.create({
          description: 'Gullydeckel klappert',
          photos: [],
          categoryId: 7,
          categoryTagId: null,
          latitude: 52.2201,
          longitude: 13.4402,
          tenantId: 2,
          handoverNote: null,
        });
        expect(c.state).toBe('CREATED');
      }));

  it('POST /api/case answers the specification’s message without a category', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a new case without a category')
      .withRequest('POST', '/api/case', (b) =>
        b
          .headers(loggedIn())
          .jsonBody({ description: 'Ohne Kategorie', photos: [], categoryId: null, latitude: 52.2201, longitude: 13.4402 }),
      )
      .willRespondWith(400, (b) => b.jsonBody({ code: 'CATEGORY_REQUIRED', message: 'Bitte wählen Sie eine Kategorie aus' }))
      .executeTest(async (server) => {
        await expect(
          client(server.url).cases.create({
            description: 'Ohne Kategorie',
            photos: [],
            categoryId: null,
            latitude: 52.2201,
            longitude: 13.4402,
          }),
        ).rejects.toMatchObject({ status: 400, code: 'CATEGORY_REQUIRED', message: 'Bitte wählen Sie eine Kategorie aus' });
      }));

  it('PUT /api/case/{id} saves what changed and answers the case', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS'))
      .uponReceiving('a changed description and hand-over note')
      .withRequest('PUT', casePath(), (b) =>
        b.headers(loggedIn()).jsonBody({ description: 'Laterne flackert stark', handoverNote: 'Bauhof informiert' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(caseBody('IN_PROGRESS', { description: 'Laterne flackert stark', handoverNote: 'Bauhof informiert' })),
      )
      .executeTest(async (server) => {
        const c = await client(server.url).cases.update(41, { description: 'Laterne flackert stark', handoverNote: 'Bauhof informiert' });
        expect(c.handoverNote).toBe('Bauhof informiert');
      }));

  it('PUT /api/case/{id} answers 409 for a setting of a closed case', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('FINISHED'))
      .uponReceiving('a new deadline for a finished case')
      .withRequest('PUT', casePath(), (b) => b.headers(loggedIn()).jsonBody({ stateChangedDeadline: '2099-01-01' }))
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody(
            'CASE_LOCKED',
            'Die Einstellungen eines abgeschlossenen, abgelehnten oder zurückgezogenen Falls können nicht geändert werden.',
          ),
        ),
      )
      .executeTest(async (server) => {
        await expect(client(server.url).cases.update(41, { stateChangedDeadline: '2099-01-01' })).rejects.toMatchObject({
          status: 409,
          code: 'CASE_LOCKED',
        });
      }));

  it('DELETE /api/case/{id} deletes a closed case', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('REJECTED'))
      .uponReceiving('the deletion of a rejected case')
      .withRequest('DELETE', casePath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Der Fall wurde gelöscht') }))
      .executeTest(async (server) => {
        expect((await client(server.url).cases.remove(41)).message).toBe('Der Fall wurde gelöscht');
      }));
});

describe('state changes', () => {
  for (const [action, from, to] of [
    ['reject', 'IN_PROGRESS', 'REJECTED'],
    ['finish', 'IN_PROGRESS', 'FINISHED'],
    ['reopen', 'FINISHED', 'IN_PROGRESS'],
  ] as const) {
    it(`PUT /api/case/{id}/state/${to} (${action}) answers the case in its new state`, () =>
      asUser(pact, DEMO.musterAdmin)
        .given(...aCase(from))
        .uponReceiving(`a request to ${action} a case`)
        .withRequest('PUT', casePath(`/state/${to}`), withToken)
        .willRespondWith(200, (b) => b.jsonBody(caseBody(to)))
        .executeTest(async (server) => {
          expect((await client(server.url).cases.setState(41, to)).state).toBe(to);
        }));
  }

  it('PUT /api/case/{id}/state/{state} answers 409 for a transition outside the table', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('CANCELLED'))
      .uponReceiving('a request to finish a withdrawn case')
      .withRequest('PUT', casePath('/state/FINISHED'), withToken)
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody('ILLEGAL_STATE_TRANSITION', 'Ein Fall im Status „Zurückgezogen“ kann nicht in den Status „Abgeschlossen“ wechseln.'),
        ),
      )
      .executeTest(async (server) => {
        await expect(client(server.url).cases.setState(41, 'FINISHED')).rejects.toMatchObject({
          status: 409,
          code: 'ILLEGAL_STATE_TRANSITION',
        });
      }));

  it('PUT /api/case/{id}/map-published/true publishes the case on the map', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS'))
      .uponReceiving('a request to publish a case on the map')
      .withRequest('PUT', casePath('/map-published/true'), withToken)
      .willRespondWith(200, (b) => b.jsonBody(caseBody('IN_PROGRESS', { publishedOnMap: true })))
      .executeTest(async (server) => {
        expect((await client(server.url).cases.setPublishedOnMap(41, true)).publishedOnMap).toBe(true);
      }));

  it('PUT /api/case/{id}/map-published/false removes the case from the map', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS'))
      .uponReceiving('a request to remove a case from the map')
      .withRequest('PUT', casePath('/map-published/false'), withToken)
      .willRespondWith(200, (b) => b.jsonBody(caseBody('IN_PROGRESS', { publishedOnMap: false })))
      .executeTest(async (server) => {
        expect((await client(server.url).cases.setPublishedOnMap(41, false)).publishedOnMap).toBe(false);
      }));

  it('PUT /api/case/{id}/blockDevice blocks the reporting device (super user)', () =>
    asUser(pact, DEMO.superAdmin)
      .given(...aCase('IN_PROGRESS', { email: REPORTER }))
      .uponReceiving('a request to block the device of a case')
      .withRequest('PUT', casePath('/blockDevice'), withToken)
      .willRespondWith(200, (b) => b.jsonBody(caseBody('IN_PROGRESS', { deviceCreator: { id: string('pact-geraet'), blocked: true } })))
      .executeTest(async (server) => {
        expect((await client(server.url).cases.blockDevice(41)).deviceCreator?.blocked).toBe(true);
      }));

  it('PUT /api/case/{id}/blockDevice answers 403 to users who are no super user', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS', { email: REPORTER }))
      .uponReceiving('a request to block a device from a tenant admin')
      .withRequest('PUT', casePath('/blockDevice'), withToken)
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(client(server.url).cases.blockDevice(41)).rejects.toMatchObject({ status: 403 });
      }));
});

describe('notes and answers', () => {
  it('GET /api/case/{id}/note lists the notes newest first with what the caller may do', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS', { note: DEMO.musterAdmin }))
      .uponReceiving('a request for the notes of a case')
      .withRequest('GET', casePath('/note'), withToken)
      .willRespondWith(200, (b) => b.jsonBody(eachLike(noteBody())))
      .executeTest(async (server) => {
        expect((await client(server.url).cases.notes(41))[0]!.description).toBe('Bauhof ist informiert.');
      }));

  it('POST /api/case/{id}/note saves an answer to the reporter', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS', { email: REPORTER }))
      .uponReceiving('a new answer to the reporter')
      .withRequest('POST', casePath('/note'), (b) =>
        b.headers(loggedIn()).jsonBody({ description: 'Die Laterne wird morgen repariert.', type: 'ANSWER' }),
      )
      // mailed to the reporter, the answer stays as sent: neither editable nor deletable
      .willRespondWith(201, (b) =>
        b.jsonBody({ ...noteBody('ANSWER'), description: 'Die Laterne wird morgen repariert.', editable: false, deletable: false }),
      )
      .executeTest(async (server) => {
        const note = await client(server.url).cases.createNote(41, { description: 'Die Laterne wird morgen repariert.', type: 'ANSWER' });
        expect(note.answer).toBe(true);
      }));

  it('POST /api/case/{id}/note answers 400 for an empty note', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS'))
      .uponReceiving('an empty note')
      .withRequest('POST', casePath('/note'), (b) => b.headers(loggedIn()).jsonBody({ description: '  ', type: 'NOTE' }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('VALIDATION_ERROR', 'Bitte geben Sie einen Text für die Notiz ein.')))
      .executeTest(async (server) => {
        await expect(client(server.url).cases.createNote(41, { description: '  ', type: 'NOTE' })).rejects.toMatchObject({ status: 400 });
      }));

  it('PUT /api/case/{id}/note/{noteId} saves a changed text', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS', { note: DEMO.musterAdmin }))
      .uponReceiving('a changed note')
      .withRequest('PUT', notePath(), (b) => b.headers(loggedIn()).jsonBody({ description: 'Bauhof kommt am Montag.' }))
      .willRespondWith(200, (b) => b.jsonBody({ ...noteBody(), description: 'Bauhof kommt am Montag.' }))
      .executeTest(async (server) => {
        expect((await client(server.url).cases.updateNote(41, 5, { description: 'Bauhof kommt am Montag.' })).description).toBe(
          'Bauhof kommt am Montag.',
        );
      }));

  it('PUT /api/case/{id}/note/{noteId} answers 409 for an answer already mailed to the reporter', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS', { email: REPORTER, note: DEMO.musterAdmin, noteType: 'SENT_ANSWER' }))
      .uponReceiving('a changed text of a sent answer')
      .withRequest('PUT', notePath(), (b) => b.headers(loggedIn()).jsonBody({ description: 'Bauhof kommt am Dienstag.' }))
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody(
            'ANSWER_SENT',
            'Diese Antwort wurde bereits an die meldende Person gesendet und kann nicht mehr bearbeitet oder gelöscht werden. Schreiben Sie für eine Korrektur eine neue Antwort.',
          ),
        ),
      )
      .executeTest(async (server) => {
        await expect(client(server.url).cases.updateNote(41, 5, { description: 'Bauhof kommt am Dienstag.' })).rejects.toMatchObject({
          status: 409,
          code: 'ANSWER_SENT',
        });
      }));

  it('DELETE /api/case/{id}/note/{noteId} deletes a note', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS', { note: DEMO.musterAdmin }))
      .uponReceiving('the deletion of a note')
      .withRequest('DELETE', notePath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: 'Die Notiz wurde gelöscht' }))
      .executeTest(async (server) => {
        expect((await client(server.url).cases.deleteNote(41, 5)).message).toBe('Die Notiz wurde gelöscht');
      }));
});

describe('protocol and summaries', () => {
  it('GET /api/case/{id}/protocol lists the recorded changes with date, user and description', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('FINISHED'))
      .uponReceiving('a request for the protocol of a case')
      .withRequest('GET', casePath('/protocol'), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: integer(90),
            createdAt: string('2026-05-04T08:00:00.000Z'),
            createdAtFormatted: string('2026.05.04 10:00'),
            description: string('Status geändert: In Bearbeitung → Abgeschlossen'),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await client(server.url).cases.protocol(41)).length).toBeGreaterThan(0);
      }));

  it('POST /api/case/{id}/send-summary mails the summary and answers the text to show', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS'))
      .uponReceiving('a request to mail the case summary')
      .withRequest('POST', casePath('/send-summary'), (b) =>
        b.headers(loggedIn()).jsonBody({ recipient: 'bauhof@musterstadt.example', message: 'Bitte übernehmen.' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string('Die Zusammenfassung wurde an bauhof@musterstadt.example gesendet.') }))
      .executeTest(async (server) => {
        const answer = await client(server.url).caseReports.sendSummary(41, {
          recipient: 'bauhof@musterstadt.example',
          message: 'Bitte übernehmen.',
        });
        expect(answer.message).toContain('bauhof@musterstadt.example');
      }));

  it('POST /api/case/{id}/send-summary answers 400 for an invalid recipient', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS'))
      .uponReceiving('a request to mail the case summary to an invalid address')
      .withRequest('POST', casePath('/send-summary'), (b) => b.headers(loggedIn()).jsonBody({ recipient: 'bauhof', message: null }))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('EMAIL_INVALID', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')))
      .executeTest(async (server) => {
        await expect(client(server.url).caseReports.sendSummary(41, { recipient: 'bauhof', message: null })).rejects.toMatchObject({
          status: 400,
          code: 'EMAIL_INVALID',
        });
      }));

  it('GET /api/case/{id}/pdf-summary answers a signed link to the generated PDF', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('IN_PROGRESS'))
      .uponReceiving('a request for the PDF summary of a case')
      .withRequest('GET', casePath('/pdf-summary'), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody({
          link: regex('^/files/[^?]+\\?.+$', '/files/0123456789abcdef0123456789abcdef.pdf?expires=1&signature=abc'),
          expiresAt: string('2026-05-04T08:10:00.000Z'),
        }),
      )
      .executeTest(async (server) => {
        expect((await client(server.url).caseReports.pdfSummary(41)).link).toMatch(/^\/files\//);
      }));
});

describe('super admin: reachability and forwarding', () => {
  it('GET /api/case/reachable?caseId= answers whether the municipality handles the case itself', () =>
    asUser(pact, DEMO.superAdmin)
      .given(...aCase('CREATED'))
      .uponReceiving('a request for the reachability of a case')
      .withRequest('GET', '/api/case/reachable', (b) => b.headers(loggedIn()).query({ caseId: fromProviderState('${caseId}', '41') }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          reachable: boolean(true),
          tenant: { id: integer(2), name: string(MUSTERSTADT) },
          forwardAddress: string('faelle@musterstadt.example'),
          forwardedAt: null,
        }),
      )
      .executeTest(async (server) => {
        expect((await client(server.url).caseReports.reachability(41)).tenant?.name).toBe(MUSTERSTADT);
      }));

  it('POST /api/case/toAdmin/{id} forwards the case to the responsible municipality', () =>
    asUser(pact, DEMO.superAdmin)
      .given(...aCase('CREATED'))
      .uponReceiving('a request to forward a case to its municipality')
      .withRequest('POST', statePath('/api/case/toAdmin/${caseId}', { caseId: 41 }), (b) =>
        b.headers(loggedIn()).jsonBody({ description: 'Bitte prüfen Sie diese Meldung.' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: 'Der Fall wurde an die zuständige Gemeinde übermittelt.' }))
      .executeTest(async (server) => {
        const answer = await client(server.url).caseReports.forwardToMunicipality(41, { description: 'Bitte prüfen Sie diese Meldung.' });
        expect(answer.message).toBe('Der Fall wurde an die zuständige Gemeinde übermittelt.');
      }));

  it('POST /api/case/toAdmin/{id} answers 403 to anyone but a super admin', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...aCase('CREATED'))
      .uponReceiving('a request to forward a case from a tenant admin')
      .withRequest('POST', statePath('/api/case/toAdmin/${caseId}', { caseId: 41 }), (b) =>
        b.headers(loggedIn()).jsonBody({ description: null }),
      )
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        await expect(client(server.url).caseReports.forwardToMunicipality(41, { description: null })).rejects.toMatchObject({
          status: 403,
        });
      }));
});

describe('choices of the settings', () => {
  it('GET /api/category/tenant/{tenantId} lists the categories of the case’s tenant', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('case file: the tenant has a category', { tenant: MUSTERSTADT })
      .uponReceiving('a request for the categories of the case’s tenant')
      .withRequest('GET', statePath('/api/category/tenant/${tenantId}', { tenantId: 2 }), withToken)
      .willRespondWith(200, (b) => b.jsonBody(eachLike({ id: integer(7), name: string('Verkehrsflächen'), tenantId: integer(2) })))
      .executeTest(async (server) => {
        expect((await client(server.url).categories.ofTenant(2))[0]!.name).toBe('Verkehrsflächen');
      }));

  it('GET /api/tag/selectable lists the subcategories of the chosen category', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('case file: the tenant has a category', { tenant: MUSTERSTADT })
      .uponReceiving('a request for the subcategories of the case’s category')
      .withRequest('GET', '/api/tag/selectable', (b) =>
        b
          .headers(loggedIn())
          .query({ targetTenantId: fromProviderState('${tenantId}', '2'), categoryIds: fromProviderState('${categoryId}', '7') }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(eachLike({ id: integer(11), name: string('Schlaglöcher'), categoryId: fromProviderState('${categoryId}', 7) })),
      )
      .executeTest(async (server) => {
        expect((await client(server.url).tags.selectable({ targetTenantId: 2, categoryIds: [7] }))[0]!.categoryId).toBe(7);
      }));

  it('GET /api/user/tenant/{tenantId} lists the possible assignees', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('case file: the tenant has a category', { tenant: MUSTERSTADT })
      .uponReceiving('a request for the assignees of the case’s tenant')
      .withRequest('GET', statePath('/api/user/tenant/${tenantId}', { tenantId: 2 }), (b) => b.headers(loggedIn()).query({ size: '200' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          content: eachLike({ id: integer(3), fullname: string('Anna Albrecht') }),
          totalPages: integer(1),
          totalElements: integer(2),
          page: integer(0),
          size: integer(200),
        }),
      )
      .executeTest(async (server) => {
        expect((await client(server.url).users.ofTenant(2, '', 200)).content[0]!.fullname).toBeTruthy();
      }));
});
