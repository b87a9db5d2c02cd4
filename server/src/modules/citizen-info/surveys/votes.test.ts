import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, buildTestApp, type TestApp } from '../../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const KEY = { apiKey: 'demo-musterstadt' };
const DAY = 86_400_000;

interface PublicQuestion {
  id: number;
  name: string;
  answers: { id: number; text: string }[];
}

/** A survey made through the staff API; answers its public form (question and answer ids). */
async function createSurvey(overrides: object = {}): Promise<{ id: number; questions: PublicQuestion[] }> {
  const response = await t.request(ACCOUNTS.musterAdmin, {
    method: 'POST',
    url: '/api/buergerinfo/survey/',
    payload: {
      name: 'Testumfrage',
      startDate: new Date(Date.now() - DAY).toISOString(),
      endDate: new Date(Date.now() + DAY).toISOString(),
      tenantId: t.ids.tenants.musterstadt,
      questions: [
        { name: 'Eins', multipleChoice: false, required: true, answers: ['A', 'B'] },
        { name: 'Zwei', multipleChoice: true, required: true, answers: ['X', 'Y', 'Z'] },
        { name: 'Drei', multipleChoice: false, required: false, answers: ['Ja', 'Nein'] },
      ],
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().id;
  return { id, questions: (await t.request(null, { url: `/api/public/survey/${id}`, query: KEY })).json().questions };
}

const vote = (id: number, device: string | null, payload: object, query: object = KEY) =>
  t.request(null, {
    method: 'POST',
    url: `/api/public/survey/${id}/vote`,
    query: query as Record<string, string>,
    headers: device ? { 'x-device-id': device } : {},
    payload,
  });

/** The vote body choosing answers by text: [[question index, [answer texts]]]. */
function choose(questions: PublicQuestion[], picks: [number, string[]][], note?: string) {
  return {
    answers: picks.map(([index, texts]) => ({
      questionId: questions[index]!.id,
      answerIds: texts.map((text) => questions[index]!.answers.find((a) => a.text === text)!.id),
    })),
    ...(note === undefined ? {} : { note }),
  };
}

describe('GET /api/public/survey/{id}?apiKey=', () => {
  it('answers the survey for the app with answer ids', async () => {
    const id = t.ids.surveys['musterstadt:marktplatz'];
    const response = await t.request(null, { url: `/api/public/survey/${id}`, query: KEY });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id, name: 'Neugestaltung des Marktplatzes', running: true });
    expect(body.boundariesArray).toHaveLength(4);
    expect(body.questions[0]).toMatchObject({ name: 'Wie oft besuchen Sie den Marktplatz?', multipleChoice: false, required: true });
    expect(body.questions[0].answers.map((a: { text: string }) => a.text)).toEqual(['Täglich', 'Wöchentlich', 'Monatlich', 'Selten']);
  });

  it('answers 401 without a key and 404 for a survey of another tenant', async () => {
    const id = t.ids.surveys['musterstadt:marktplatz'];
    expect((await t.request(null, { url: `/api/public/survey/${id}` })).statusCode).toBe(401);
    const other = await t.request(ACCOUNTS.superAdmin, {
      method: 'POST',
      url: '/api/buergerinfo/survey/',
      payload: {
        name: 'Intern',
        startDate: '2026-01-01T00:00:00Z',
        endDate: '2030-01-01T00:00:00Z',
        tenantId: t.ids.tenants.betrieb,
        questions: [{ name: 'F', answers: ['a', 'b'] }],
      },
    });
    expect((await t.request(null, { url: `/api/public/survey/${other.json().id}`, query: KEY })).statusCode).toBe(404);
  });
});

describe('POST /api/public/survey/{id}/vote?apiKey=', () => {
  it('counts one vote per device; the results and the cross votes follow', async () => {
    const { id, questions } = await createSurvey();
    const first = await vote(
      id,
      'device-1',
      choose(
        questions,
        [
          [0, ['A']],
          [1, ['X', 'Y']],
        ],
        '  Gute Idee!  ',
      ),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Vielen Dank für Ihre Teilnahme.' });
    expect(
      (
        await vote(
          id,
          'device-2',
          choose(questions, [
            [0, ['A']],
            [1, ['X']],
            [2, ['Nein']],
          ]),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await vote(
          id,
          'device-3',
          choose(questions, [
            [0, ['B']],
            [1, ['Z']],
          ]),
        )
      ).statusCode,
    ).toBe(201);

    const again = await vote(
      id,
      'device-1',
      choose(questions, [
        [0, ['B']],
        [1, ['Z']],
      ]),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Mit diesem Gerät wurde an dieser Umfrage bereits teilgenommen.', code: 'ALREADY_VOTED' });

    const [q1, q2, q3] = questions.map((q) => q.id);
    const votes = (qid: number) =>
      t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${id}/question/${qid}/votes` }).then((r) => r.json());
    expect(await votes(q1!)).toEqual({ A: 2, B: 1 });
    expect(await votes(q2!)).toEqual({ X: 2, Y: 1, Z: 1 });
    expect(await votes(q3!)).toEqual({ Ja: 0, Nein: 1 });
    const cross = await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${id}/question1/${q1}/question2/${q2}/votes` });
    expect(cross.json()).toEqual({ A: { X: 2, Y: 1, Z: 0 }, B: { X: 0, Y: 0, Z: 1 } });
    const notes = await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${id}/answers` });
    expect(notes.json()).toEqual([{ id: expect.any(Number), answer: 'Gute Idee!', createdAt: expect.any(String) }]);
    const survey = await t.request(ACCOUNTS.musterAdmin, { url: `/api/buergerinfo/survey/${id}` });
    expect(survey.json().participantCount).toBe(3);
  });

  it('respects required questions, single choice and the answers of each question', async () => {
    const { id, questions } = await createSurvey();
    const cases: [object, number, string, string][] = [
      [choose(questions, [[0, ['A']]]), 400, 'ANSWER_REQUIRED', 'Bitte beantworten Sie die Pflichtfrage „Zwei“.'],
      [
        choose(questions, [
          [0, []],
          [1, ['X']],
        ]),
        400,
        'ANSWER_REQUIRED',
        'Bitte beantworten Sie die Pflichtfrage „Eins“.',
      ],
      [
        choose(questions, [
          [0, ['A', 'B']],
          [1, ['X']],
        ]),
        400,
        'SINGLE_CHOICE',
        'Bei der Frage „Eins“ ist nur eine Antwort möglich.',
      ],
      [
        {
          answers: [
            { questionId: questions[0]!.id, answerIds: [questions[1]!.answers[0]!.id] },
            { questionId: questions[1]!.id, answerIds: [questions[1]!.answers[0]!.id] },
          ],
        },
        400,
        'ANSWER_UNKNOWN',
        'Eine Antwort gehört nicht zu ihrer Frage.',
      ],
      [{ answers: [{ questionId: 999999, answerIds: [1] }] }, 400, 'ANSWER_UNKNOWN', 'Eine Antwort gehört nicht zu ihrer Frage.'],
      [
        {
          answers: [
            { questionId: questions[0]!.id, answerIds: [questions[0]!.answers[0]!.id] },
            { questionId: questions[0]!.id, answerIds: [] },
          ],
        },
        400,
        'QUESTION_TWICE',
        'Jede Frage kann nur einmal beantwortet werden.',
      ],
    ];
    for (const [payload, status, code, message] of cases) {
      const response = await vote(id, 'device-rules', payload);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toEqual({ message, code });
    }
    // nothing was stored, so the device may still vote
    expect(
      (
        await vote(
          id,
          'device-rules',
          choose(questions, [
            [0, ['B']],
            [1, ['X', 'Y', 'Z']],
          ]),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('accepts votes only within the period', async () => {
    const ended = await vote(t.ids.surveys['musterstadt:buergerbuero']!, 'device-late', { answers: [] });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({ message: 'Die Umfrage ist bereits beendet.', code: 'SURVEY_ENDED' });
    const future = await createSurvey({
      startDate: new Date(Date.now() + DAY).toISOString(),
      endDate: new Date(Date.now() + 9 * DAY).toISOString(),
    });
    const early = await vote(
      future.id,
      'device-early',
      choose(future.questions, [
        [0, ['A']],
        [1, ['X']],
      ]),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Die Umfrage hat noch nicht begonnen.', code: 'SURVEY_NOT_STARTED' });
  });

  it("needs a device id, the key of the survey's tenant and a valid body", async () => {
    const { id, questions } = await createSurvey();
    const body = choose(questions, [
      [0, ['A']],
      [1, ['X']],
    ]);
    const noDevice = await vote(id, null, body);
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json().code).toBe('DEVICE_ID_MISSING');
    expect((await vote(id, 'kein gueltiges geraet', body)).json().code).toBe('DEVICE_ID_INVALID');
    expect((await vote(id, 'device-x', body, {})).statusCode).toBe(401);
    expect((await vote(id, 'device-x', body, { apiKey: 'falsch' })).statusCode).toBe(404);
    expect((await vote(999999, 'device-x', body)).statusCode).toBe(404);
    expect((await vote(id, 'device-x', { answers: 'A' })).statusCode).toBe(400);
    expect((await vote(id, 'device-x', { ...body, note: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});
