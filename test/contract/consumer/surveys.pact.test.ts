import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  newAnswer,
  newQuestion,
  surveyPayload,
  type QuestionDraft,
  type SurveyFormValues,
} from '../../../web/src/features/surveys/survey-form.js';
import { asUser, consumerPact, DEMO, failure, FORBIDDEN, loggedIn, loggedInApi, pageBody, statePath, withToken } from './pact.js';

const { boolean, eachLike, eachValueMatches, fromProviderState, integer, like, number, string } = MatchersV3;

/** The survey screens: list, form, results card, and the dashboard's survey tile. */
const pact = consumerPact('surveys');

const MUSTERSTADT = 'Musterstadt';
/** a demo survey with generated votes and notes, marked for the dashboard (fixtures/demo/citizen-info.json) */
const DEMO_SURVEY = 'Neugestaltung des Marktplatzes';
/** the answers of its first two questions, which the results calls answer by text */
const FIRST_ANSWERS = ['Täglich', 'Wöchentlich', 'Monatlich', 'Selten'];
const SECOND_ANSWERS = ['Mehr Bäume und Schatten', 'Sitzbänke', 'Wasserspiel', 'Fahrradbügel', 'Wochenmarkt am Samstag'];
/** surveys the provider makes for the interactions that change one */
const CONTRACT_SURVEY = 'Pact-Umfrage';
const DOOMED_SURVEY = 'Pact-Umfrage zum Löschen';

const AREA = [
  { latitude: 52.2235, longitude: 13.4355 },
  { latitude: 52.2235, longitude: 13.4445 },
  { latitude: 52.2165, longitude: 13.4445 },
];

const surveyState = (name = DEMO_SURVEY) => ['a survey with votes exists', { tenant: MUSTERSTADT, name }] as const;
const contractState = (name: string) => ['a survey made for the contract exists', { tenant: MUSTERSTADT, name }] as const;
const surveyPath = (suffix = '', example = 7) => statePath(`/api/buergerinfo/survey/\${surveyId}${suffix}`, { surveyId: example });

const tenantRef = { id: integer(2), name: string(MUSTERSTADT), designationMap: like({ de: MUSTERSTADT }) };

const listFields = (name: string) => ({
  id: integer(7),
  name: string(name),
  startDate: string('2026-07-01T06:00:00.000Z'),
  endDate: string('2026-08-31T18:00:00.000Z'),
  showInDashboard: boolean(true),
  tenantId: integer(2),
  tenant: tenantRef,
  running: boolean(true),
  participantCount: integer(320),
});

/** A survey as the form and its results card read it. */
const surveyBody = (name: string) => ({
  ...listFields(name),
  boundariesArray: eachLike({ latitude: number(52.2235), longitude: number(13.4355) }),
  questions: eachLike({
    id: integer(11),
    name: string('Wie oft besuchen Sie den Marktplatz?'),
    orderNum: integer(0),
    multipleChoice: boolean(false),
    required: boolean(true),
    answers: eachLike(string('Täglich')),
  }),
});

/** Votes per answer text: any answer texts, each with a count. */
const voteCounts = (texts: string[]) => eachValueMatches(Object.fromEntries(texts.map((text) => [text, 10])), integer(10));

/** What the form sends, built by the form's own payload function. */
const draft = (name: string, answers: string[], id: number | null = null): QuestionDraft => ({
  ...newQuestion(name),
  id,
  answers: answers.map((text) => newAnswer(text)),
});

const formValues = (name: string, questions: QuestionDraft[]): SurveyFormValues => ({
  name,
  start: '2026.07.01 08:00',
  end: '2026.08.31 20:00',
  showInDashboard: true,
  tenant: { id: 2, name: MUSTERSTADT },
  questions,
  boundaries: AREA,
});

const newSurvey = formValues('Pact-Umfrage neu', [
  draft('Gefällt Ihnen der Entwurf?', ['Ja', 'Nein', '']),
  draft('Wie alt sind Sie?', ['jung', 'alt']),
]);
const changedSurvey = formValues(CONTRACT_SURVEY, [
  draft('Gefällt Ihnen der neue Entwurf?', ['Ja', 'Nein'], 11),
  draft('Wie alt sind Sie?', ['unter 40', '40 und älter'], 12),
]);

describe('survey list and form', () => {
  it('GET /api/buergerinfo/survey answers a page of the surveys a search finds', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...surveyState())
      .uponReceiving('a search in the surveys')
      .withRequest('GET', '/api/buergerinfo/survey', (b) => b.headers(loggedIn()).query({ search: 'Marktplatz', page: '0', size: '50' }))
      .willRespondWith(200, (b) => b.jsonBody(pageBody(listFields(DEMO_SURVEY))))
      .executeTest(async (server) => {
        const page = await loggedInApi(server.url).surveys.list({ search: 'Marktplatz', page: 0, size: 50 });
        expect(page.content[0]!.tenant.name).toBe(MUSTERSTADT);
      }));

  it('GET /api/buergerinfo/survey/{id} answers the survey for the form', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...surveyState())
      .uponReceiving('a request for one survey')
      .withRequest('GET', surveyPath(), withToken)
      .willRespondWith(200, (b) => b.jsonBody(surveyBody(DEMO_SURVEY)))
      .executeTest(async (server) => {
        const survey = await loggedInApi(server.url).surveys.get(7);
        expect(survey.questions[0]!.answers[0]).toBe('Täglich');
      }));

  it('POST /api/buergerinfo/survey/ creates a survey from the form', () =>
    asUser(pact, DEMO.musterAdmin)
      .given('a tenant exists', { name: MUSTERSTADT })
      .uponReceiving('a new survey')
      .withRequest('POST', '/api/buergerinfo/survey/', (b) =>
        b
          .headers(loggedIn())
          .jsonBody({ ...surveyPayload(newSurvey, { sendTenant: true }), tenantId: fromProviderState('${tenantId}', 2) }),
      )
      .willRespondWith(201, (b) => b.jsonBody(surveyBody('Pact-Umfrage neu')))
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).surveys.create(surveyPayload(newSurvey, { sendTenant: true }));
        expect(saved.name).toBe('Pact-Umfrage neu');
      }));

  it('POST /api/buergerinfo/survey/ answers 400 with the first failing rule of the specification', () =>
    asUser(pact, DEMO.musterAdmin)
      .uponReceiving('a survey without a name')
      .withRequest('POST', '/api/buergerinfo/survey/', (b) =>
        b.headers(loggedIn()).jsonBody(surveyPayload({ ...newSurvey, name: '' }, { sendTenant: false })),
      )
      .willRespondWith(400, (b) => b.jsonBody({ code: 'SURVEY_VALIDATION', message: 'Der Name der Umfrage darf nicht leer sein.' }))
      .executeTest(async (server) => {
        const error = await failure(
          loggedInApi(server.url).surveys.create(surveyPayload({ ...newSurvey, name: '' }, { sendTenant: false })),
        );
        expect(error.message).toBe('Der Name der Umfrage darf nicht leer sein.');
      }));

  it('PUT /api/buergerinfo/survey/{id} updates a survey, keeping its questions by id', () => {
    const payload = surveyPayload(changedSurvey, { sendTenant: false });
    return asUser(pact, DEMO.musterAdmin)
      .given(...contractState(CONTRACT_SURVEY))
      .uponReceiving('a changed survey')
      .withRequest('PUT', surveyPath(), (b) =>
        b.headers(loggedIn()).jsonBody({
          ...payload,
          questions: [
            { ...payload.questions![0], id: fromProviderState('${firstQuestionId}', 11) },
            { ...payload.questions![1], id: fromProviderState('${secondQuestionId}', 12) },
          ],
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(surveyBody(CONTRACT_SURVEY)))
      .executeTest(async (server) => {
        const saved = await loggedInApi(server.url).surveys.update(7, payload);
        expect(saved.name).toBe(CONTRACT_SURVEY);
      });
  });

  it('DELETE /api/buergerinfo/survey/{id} deletes a survey', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...contractState(DOOMED_SURVEY))
      .uponReceiving('the deletion of a survey')
      .withRequest('DELETE', surveyPath('', 8), withToken)
      .willRespondWith(200, (b) => b.jsonBody({ message: string(`Die Umfrage "${DOOMED_SURVEY}" wurde gelöscht.`) }))
      .executeTest(async (server) => {
        expect((await loggedInApi(server.url).surveys.remove(8)).message).toContain(DOOMED_SURVEY);
      }));
});

describe('survey results', () => {
  it('GET .../question/{qid}/votes answers the votes per answer of a question', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...surveyState())
      .uponReceiving('a request for the votes of a question')
      .withRequest(
        'GET',
        statePath('/api/buergerinfo/survey/${surveyId}/question/${firstQuestionId}/votes', { surveyId: 7, firstQuestionId: 11 }),
        (b) => b.headers(loggedIn()),
      )
      .willRespondWith(200, (b) => b.jsonBody(voteCounts(FIRST_ANSWERS)))
      .executeTest(async (server) => {
        const votes = await loggedInApi(server.url).surveys.votes(7, 11);
        expect(Object.keys(votes).sort()).toEqual([...FIRST_ANSWERS].sort());
      }));

  it('GET .../votes answers 403 without BIS_EVALUATE_SURVEYS', () =>
    asUser(pact, DEMO.musterClerk)
      .given(...surveyState())
      .uponReceiving('a request for the votes of a question without the right to evaluate')
      .withRequest(
        'GET',
        statePath('/api/buergerinfo/survey/${surveyId}/question/${firstQuestionId}/votes', { surveyId: 7, firstQuestionId: 11 }),
        (b) => b.headers(loggedIn()),
      )
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        expect((await failure(loggedInApi(server.url).surveys.votes(7, 11))).status).toBe(403);
      }));

  it('GET .../question1/{q1}/question2/{q2}/votes answers the votes of two questions crossed', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...surveyState())
      .uponReceiving('a request for the cross votes of two questions')
      .withRequest(
        'GET',
        fromProviderState(
          '/api/buergerinfo/survey/${surveyId}/question1/${firstQuestionId}/question2/${secondQuestionId}/votes',
          '/api/buergerinfo/survey/7/question1/11/question2/12/votes',
        ),
        (b) => b.headers(loggedIn()),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          like(Object.fromEntries(FIRST_ANSWERS.map((first) => [first, Object.fromEntries(SECOND_ANSWERS.map((second) => [second, 10]))]))),
        ),
      )
      .executeTest(async (server) => {
        const cross = await loggedInApi(server.url).surveys.crossVotes(7, 11, 12);
        expect(Object.keys(cross.Täglich!).sort()).toEqual([...SECOND_ANSWERS].sort());
      }));

  it('GET .../answers answers the participants’ notes', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...surveyState())
      .uponReceiving('a request for the participants’ notes')
      .withRequest('GET', surveyPath('/answers'), withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: integer(5),
            answer: string('Ein Wasserspiel für Kinder wäre toll.'),
            createdAt: string('2026-11-20T10:00:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const notes = await loggedInApi(server.url).surveys.notes(7);
        expect(notes[0]!.answer).not.toBe('');
      }));

  it('GET /api/buergerinfo/survey/dashboard answers the surveys marked for the dashboard with their votes', () =>
    asUser(pact, DEMO.musterAdmin)
      .given(...surveyState())
      .uponReceiving('a request for the survey results of the dashboard')
      .withRequest('GET', '/api/buergerinfo/survey/dashboard', withToken)
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: integer(7),
            name: string(DEMO_SURVEY),
            tenant: tenantRef,
            startDate: string('2026-07-01T06:00:00.000Z'),
            endDate: string('2026-08-31T18:00:00.000Z'),
            running: boolean(true),
            participantCount: integer(320),
            questions: eachLike({
              id: integer(11),
              name: string('Wie oft besuchen Sie den Marktplatz?'),
              votes: voteCounts(FIRST_ANSWERS),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const surveys = await loggedInApi(server.url).surveys.dashboard();
        expect(surveys[0]!.questions[0]!.votes.Täglich).toBe(10);
      }));
});
