import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES } from '@contracts/survey.js';
import { addAccount } from '../../../../test/accounts.js';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../../test/app.js';

let t: TestApp;
/** survey manager and evaluator of another tenant (Bürgerportal Betrieb has BUERGERINFO, no TENANT_INDEPENDENCE) */
const OTHER = 'umfragen@betrieb.example';
beforeAll(async () => {
  t = await buildTestApp();
  await addAccount(t, OTHER, 'betrieb', ['BIS_CREATE_SURVEYS', 'BIS_EVALUATE_SURVEYS']);
});
afterAll(() => t.close());

const survey = (key: string) => t.ids.surveys[`musterstadt:${key}`]!;
const question = (key: string, index: number) => t.ids.surveyQuestions[`musterstadt:${key}#${index}`]!;
const post = (as: string, payload: object) => t.request(as, { method: 'POST', url: '/api/buergerinfo/survey/', payload });
const put = (as: string, id: number, payload: object) => t.request(as, { method: 'PUT', url: `/api/buergerinfo/survey/${id}`, payload });
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** A valid new survey of Musterstadt (the Admin role works across tenants, so the tenant is named). */
const draft = (overrides: object = {}) => ({
  name: 'Spielplatz am See',
  startDate: '2026-01-01T08:00:00.000Z',
  endDate: '2027-01-03T08:00:00.000Z',
  showInDashboard: false,
  tenantId: t.ids.tenants.musterstadt,
  boundaries: JSON.stringify([
    { latitude: 52.22, longitude: 13.44 },
    { latitude: 52.221, longitude: 13.442 },
  ]),
  questions: [
    {
      name: 'Welche Geräte wünschen Sie sich?',
      orderNum: 0,
      multipleChoice: true,
      required: true,
      answers: ['Schaukel', 'Rutsche', '', 'Sandkasten'],
    },
    { name: 'Wie alt sind Ihre Kinder?', orderNum: 1, multipleChoice: false, required: false, answers: ['unter 6', '6 bis 12'] },
  ],
  ...overrides,
});

describe('GET /api/buergerinfo/survey', () => {
  it('lists the surveys of the scope with period, participants and running flag, also for information managers', async () => {
    const response = await t.request(ACCOUNTS.musterClerk, { url: '/api/buergerinfo/survey' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(2);
    expect(page.content[0]).toEqual({
      id: survey('marktplatz'),
      name: 'Neugestaltung des Marktplatzes',
      startDate: expect.any(String),
      endDate: expect.any(String),
      showInDashboard: true,
      tenantId: t.ids.tenants.musterstadt,
      tenant: expect.objectContaining({ name: 'Musterstadt' }),
      running: true,
      participantCount: 320,
    });
    expect(page.content[1]).toMatchObject({ id: survey('buergerbuero'), running: false, participantCount: 180 });
  });

  it('searches and sorts', async () => {
    const search = (await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/survey', query: { search: 'bürgerBÜRO' } })).json();
    expect(search.content.map((s: { id: number }) => s.id)).toEqual([survey('buergerbuero')]);
    const byStart = (
      await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/survey', query: { sort: 'startDate', order: 'ASC' } })
    ).json();
    expect(byStart.content[0].id).toBe(survey('buergerbuero'));
  });

  it('answers 400 for an unknown sort, 403 without the module or a right, 404 for a tenant outside scope', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/survey', query: { sort: 'boundaries' } })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: '/api/buergerinfo/survey' })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.support, { url: '/api/buergerinfo/survey' })).statusCode).toBe(403);
    expect(
      (await t.request(OTHER, { url: '/api/buergerinfo/survey', query: { tenant: String(t.ids.tenants.musterstadt) } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/buergerinfo/survey/{id}', () => {
  it('answers the survey with its questions, answers as texts and the boundary', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${survey('marktplatz')}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.boundariesArray).toHaveLength(4);
    expect(JSON.parse(body.boundaries)[0]).toEqual({ latitude: 52.2235, longitude: 13.4355 });
    expect(body.questions.map((q: { name: string }) => q.name)).toEqual([
      'Wie oft besuchen Sie den Marktplatz?',
      'Was wünschen Sie sich für den Marktplatz?',
      'Wie alt sind Sie?',
    ]);
    expect(body.questions[0]).toEqual({
      id: question('marktplatz', 0),
      name: 'Wie oft besuchen Sie den Marktplatz?',
      orderNum: 0,
      multipleChoice: false,
      required: true,
      answers: ['Täglich', 'Wöchentlich', 'Monatlich', 'Selten'],
    });
    expect(body.questions[1].multipleChoice).toBe(true);
    expect(body.questions[2].required).toBe(false);
  });

  it('answers 400, 403 and 404', async () => {
    expect((await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/survey/x' })).statusCode).toBe(400);
    expect((await t.request(ACCOUNTS.support, { url: `/api/buergerinfo/survey/${survey('marktplatz')}` })).statusCode).toBe(403);
    expect((await t.request(OTHER, { url: `/api/buergerinfo/survey/${survey('marktplatz')}` })).statusCode).toBe(404);
  });
});

describe('survey results (BIS_EVALUATE_SURVEYS)', () => {
  it('counts the votes of a question for every answer, in order', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, {
      url: `/api/buergerinfo/survey/${survey('marktplatz')}/question/${question('marktplatz', 0)}/votes`,
    });
    expect(response.statusCode).toBe(200);
    const votes = response.json();
    expect(Object.keys(votes)).toEqual(['Täglich', 'Wöchentlich', 'Monatlich', 'Selten']);
    // a required single-choice question: one vote per participant
    expect(sum(votes)).toBe(320);
    expect(votes.Wöchentlich).toBeGreaterThan(votes.Selten);
    const multiple = (
      await t.request(ACCOUNTS.musterAdmin, {
        url: `/api/buergerinfo/survey/${survey('marktplatz')}/question/${question('marktplatz', 1)}/votes`,
      })
    ).json();
    expect(sum(multiple)).toBeGreaterThan(320);
  });

  it('cross-tabulates two questions from the same participations', async () => {
    const [q1, q3] = [question('marktplatz', 0), question('marktplatz', 2)];
    const response = await t.request(ACCOUNTS.musterAdmin, {
      url: `/api/buergerinfo/survey/${survey('marktplatz')}/question1/${q1}/question2/${q3}/votes`,
    });
    expect(response.statusCode).toBe(200);
    const cross = response.json();
    expect(Object.keys(cross)).toEqual(['Täglich', 'Wöchentlich', 'Monatlich', 'Selten']);
    expect(Object.keys(cross.Täglich)).toEqual(['unter 18', '18 bis 39', '40 bis 64', '65 und älter']);
    const ages = (
      await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${survey('marktplatz')}/question/${q3}/votes` })
    ).json();
    // every answer of the optional question meets exactly one answer of the required single-choice one
    expect(Object.values(cross).reduce((total: number, row) => total + sum(row as Record<string, number>), 0)).toBe(sum(ages));
    for (const age of Object.keys(ages)) {
      expect(Object.values(cross).reduce((total: number, row) => total + (row as Record<string, number>)[age]!, 0)).toBe(ages[age]);
    }
    const oneCell = await t.db
      .selectFrom('surveyVote as a')
      .innerJoin('surveyVote as b', 'b.participationId', 'a.participationId')
      .innerJoin('surveyAnswer as x', 'x.id', 'a.answerId')
      .innerJoin('surveyAnswer as y', 'y.id', 'b.answerId')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('x.description', '=', 'Täglich')
      .where('y.description', '=', '18 bis 39')
      .where('a.questionId', '=', q1)
      .where('b.questionId', '=', q3)
      .executeTakeFirstOrThrow();
    expect(cross.Täglich['18 bis 39']).toBe(Number(oneCell.total));
  });

  it("lists the participants' notes, newest first", async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${survey('marktplatz')}/answers` });
    expect(response.statusCode).toBe(200);
    const notes = response.json();
    const stored = await t.db
      .selectFrom('surveyParticipation')
      .select('id')
      .where('surveyId', '=', survey('marktplatz'))
      .where('note', 'is not', null)
      .execute();
    expect(notes).toHaveLength(stored.length);
    expect(notes.length).toBeGreaterThan(30);
    expect(notes[0]).toEqual({ id: expect.any(Number), answer: expect.any(String), createdAt: expect.any(String) });
    expect(notes[0].id).toBeGreaterThan(notes[1].id);
  });

  it('answers 403 without BIS_EVALUATE_SURVEYS and 404 for another tenant or a question of another survey', async () => {
    const votes = `/api/buergerinfo/survey/${survey('marktplatz')}/question/${question('marktplatz', 0)}/votes`;
    const cross = `/api/buergerinfo/survey/${survey('marktplatz')}/question1/${question('marktplatz', 0)}/question2/${question('marktplatz', 1)}/votes`;
    const answers = `/api/buergerinfo/survey/${survey('marktplatz')}/answers`;
    for (const url of [votes, cross, answers]) {
      expect((await t.request(ACCOUNTS.musterClerk, { url })).statusCode, url).toBe(403);
      expect((await t.request(ACCOUNTS.dorfAdmin, { url })).statusCode, url).toBe(403);
      expect((await t.request(OTHER, { url })).statusCode, url).toBe(404);
    }
    const foreignQuestion = `/api/buergerinfo/survey/${survey('marktplatz')}/question/${question('buergerbuero', 0)}/votes`;
    expect((await t.request(ACCOUNTS.musterAdmin, { url: foreignQuestion })).statusCode).toBe(404);
    expect(
      (await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${survey('marktplatz')}/question/x/votes` })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/buergerinfo/survey/dashboard', () => {
  it('answers the surveys marked for the dashboard, newest start first, with the votes of every question', async () => {
    const response = await t.request(ACCOUNTS.musterAdmin, { url: '/api/buergerinfo/survey/dashboard' });
    expect(response.statusCode).toBe(200);
    const tiles = response.json();
    expect(tiles.map((s: { id: number }) => s.id)).toEqual([survey('marktplatz'), survey('buergerbuero')]);
    expect(tiles[0]).toMatchObject({
      name: 'Neugestaltung des Marktplatzes',
      running: true,
      participantCount: 320,
      tenant: { name: 'Musterstadt' },
    });
    expect(tiles[0].questions).toHaveLength(3);
    expect(sum(tiles[0].questions[0].votes)).toBe(320);
    expect(sum(tiles[1].questions[1].votes)).toBe(180);
    expect((await t.request(OTHER, { url: '/api/buergerinfo/survey/dashboard' })).json()).toEqual([]);
  });

  it('lists the answer texts of every question in order, also integer-like ones a votes map would reorder', async () => {
    const questions = [{ name: 'Wie viele Bänke?', orderNum: 0, multipleChoice: false, required: true, answers: ['10', '2', 'keine'] }];
    const created = await post(OTHER, draft({ tenantId: t.ids.tenants.betrieb, showInDashboard: true, questions }));
    expect(created.statusCode).toBe(201);
    const [tile] = (await t.request(OTHER, { url: '/api/buergerinfo/survey/dashboard' })).json();
    expect(tile.questions[0].answers).toEqual(['10', '2', 'keine']);
    expect(tile.questions[0].votes).toEqual({ '10': 0, '2': 0, keine: 0 });
    expect((await t.request(OTHER, { method: 'DELETE', url: `/api/buergerinfo/survey/${created.json().id}` })).statusCode).toBe(200);
  });

  it('answers 403 without BIS_EVALUATE_SURVEYS or the module', async () => {
    expect((await t.request(ACCOUNTS.musterClerk, { url: '/api/buergerinfo/survey/dashboard' })).statusCode).toBe(403);
    expect((await t.request(ACCOUNTS.dorfAdmin, { url: '/api/buergerinfo/survey/dashboard' })).statusCode).toBe(403);
  });
});

describe('POST /api/buergerinfo/survey/', () => {
  it('creates the survey with its questions; empty and repeated answers are dropped', async () => {
    const response = await post(ACCOUNTS.musterAdmin, draft());
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Spielplatz am See',
      showInDashboard: false,
      participantCount: 0,
      tenantId: t.ids.tenants.musterstadt,
    });
    expect(created.boundariesArray).toEqual([
      { latitude: 52.22, longitude: 13.44 },
      { latitude: 52.221, longitude: 13.442 },
    ]);
    expect(created.questions[0]).toMatchObject({ multipleChoice: true, required: true, answers: ['Schaukel', 'Rutsche', 'Sandkasten'] });
    expect(created.questions[1]).toMatchObject({ multipleChoice: false, required: false, answers: ['unter 6', '6 bis 12'] });
  });

  it("checks the specification's messages in their order, then texts, period and boundary", async () => {
    const cases: [object, string][] = [
      [draft({ name: ' ', questions: [] }), SURVEY_MESSAGES.nameEmpty],
      [draft({ questions: [] }), SURVEY_MESSAGES.noQuestion],
      [draft({ questions: [{ name: 'Frage', answers: ['Ja', ' ', ''] }] }), SURVEY_MESSAGES.tooFewAnswers],
      [draft({ questions: [{ name: 'Frage', answers: ['Ja', 'Ja '] }] }), SURVEY_MESSAGES.tooFewAnswers],
      [draft({ questions: [{ name: ' ', answers: ['Ja', 'Nein'] }] }), 'Bitte geben Sie für jede Frage einen Text ein.'],
      [draft({ endDate: null }), 'Bitte geben Sie Beginn und Ende der Umfrage an.'],
      [draft({ endDate: '2025-01-01T00:00:00Z' }), 'Das Ende der Umfrage darf nicht vor dem Beginn liegen.'],
      [draft({ boundaries: '[{"latitude":100,"longitude":13}]' }), 'Die Grenzen der Umfrage sind ungültig.'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(ACCOUNTS.musterAdmin, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 403 without BIS_CREATE_SURVEYS, the module, or for another tenant', async () => {
    expect((await post(ACCOUNTS.musterClerk, draft())).statusCode).toBe(403);
    expect((await post(ACCOUNTS.dorfAdmin, draft({ tenantId: undefined }))).statusCode).toBe(403);
    expect((await post(OTHER, draft())).statusCode).toBe(403);
  });
});

describe('PUT /api/buergerinfo/survey/{id}', () => {
  it('updates questions in place: kept answers keep their votes, removed questions go', async () => {
    const id = survey('marktplatz');
    const before = (
      await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${id}/question/${question('marktplatz', 0)}/votes` })
    ).json();
    const current = (await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${id}` })).json();
    const payload = {
      ...current,
      name: 'Neugestaltung des Marktplatzes 2027',
      questions: [
        { ...current.questions[0], answers: ['Täglich', 'Wöchentlich', 'Monatlich', 'Nie'] },
        current.questions[1],
        { name: 'Wie kommen Sie zum Marktplatz?', answers: ['Zu Fuß', 'Rad', 'Auto'] },
      ],
    };
    const response = await put(ACCOUNTS.musterAdmin, id, payload);
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.name).toBe('Neugestaltung des Marktplatzes 2027');
    expect(updated.questions.map((q: { name: string }) => q.name)).toEqual([
      'Wie oft besuchen Sie den Marktplatz?',
      'Was wünschen Sie sich für den Marktplatz?',
      'Wie kommen Sie zum Marktplatz?',
    ]);
    expect(updated.questions[0].id).toBe(question('marktplatz', 0));
    const after = (
      await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${id}/question/${question('marktplatz', 0)}/votes` })
    ).json();
    expect(after).toEqual({ Täglich: before.Täglich, Wöchentlich: before.Wöchentlich, Monatlich: before.Monatlich, Nie: 0 });
    const removed = await t.request(ACCOUNTS.musterAdmin, {
      url: `/api/buergerinfo/survey/${id}/question/${question('marktplatz', 2)}/votes`,
    });
    expect(removed.statusCode).toBe(404);
    expect(updated.participantCount).toBe(320);
  });

  it('answers 400, 403, 404 and 409 for a tenant change', async () => {
    const id = survey('buergerbuero');
    expect((await put(ACCOUNTS.musterAdmin, id, draft({ name: '' }))).json().message).toBe(SURVEY_MESSAGES.nameEmpty);
    expect((await put(ACCOUNTS.musterClerk, id, draft())).statusCode).toBe(403);
    expect((await put(OTHER, id, draft())).statusCode).toBe(404);
    expect((await put(ACCOUNTS.superAdmin, id, draft({ tenantId: t.ids.tenants.betrieb }))).statusCode).toBe(409);
  });
});

describe('DELETE /api/buergerinfo/survey/{id}', () => {
  const remove = (as: string, id: number) => t.request(as, { method: 'DELETE', url: `/api/buergerinfo/survey/${id}` });

  it('deletes a survey with its votes', async () => {
    const id = survey('buergerbuero');
    const response = await remove(ACCOUNTS.musterAdmin, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Die Umfrage "Öffnungszeiten des Bürgerbüros" wurde gelöscht.');
    const left = await t.db
      .selectFrom('surveyVote')
      .select('participationId')
      .where('questionId', '=', question('buergerbuero', 0))
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 409 while an information item shows it, 403 without the right, 404 for another tenant', async () => {
    const inUse = await remove(ACCOUNTS.musterAdmin, survey('marktplatz'));
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Die Umfrage kann nicht gelöscht werden, weil sie in einer Bürgerinformation verwendet wird.');
    expect((await remove(ACCOUNTS.musterClerk, survey('marktplatz'))).statusCode).toBe(403);
    expect((await remove(OTHER, survey('marktplatz'))).statusCode).toBe(404);
  });
});
