import type { MessageBody, PageOf } from '@contracts/common.js';
import type {
  CrossVotes,
  DashboardSurvey,
  ParticipantAnswer,
  PublicSurvey,
  Survey,
  SurveyListItem,
  SurveyListQuery,
  SurveySave,
  VoteBody,
  VoteCounts,
} from '@contracts/survey.js';
import type { Http } from './http.js';

export const surveyApi = (http: Http) => ({
  /** the survey list (search over the name); sort: id, name, startDate, endDate, tenant.name; default id ASC */
  list: (query: SurveyListQuery = {}) => http.call<PageOf<SurveyListItem>>('GET', '/api/buergerinfo/survey', { query }),
  get: (id: number) => http.call<Survey>('GET', `/api/buergerinfo/survey/${id}`),
  create: (survey: SurveySave) => http.call<Survey>('POST', '/api/buergerinfo/survey/', { json: survey }),
  update: (id: number, survey: SurveySave) => http.call<Survey>('PUT', `/api/buergerinfo/survey/${id}`, { json: survey }),
  /** 409 while an information item shows the survey */
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/buergerinfo/survey/${id}`),
  /** answer text -> votes (BIS_EVALUATE_SURVEYS) */
  votes: (id: number, questionId: number) => http.call<VoteCounts>('GET', `/api/buergerinfo/survey/${id}/question/${questionId}/votes`),
  /** answer of question 1 -> answer of question 2 -> votes */
  crossVotes: (id: number, question1: number, question2: number) =>
    http.call<CrossVotes>('GET', `/api/buergerinfo/survey/${id}/question1/${question1}/question2/${question2}/votes`),
  /** the participants' notes, newest first */
  notes: (id: number) => http.call<ParticipantAnswer[]>('GET', `/api/buergerinfo/survey/${id}/answers`),
  /** the dashboard tile: surveys marked for the dashboard with the votes of every question */
  dashboard: () => http.call<DashboardSurvey[]>('GET', '/api/buergerinfo/survey/dashboard'),
  /** the survey as the app shows it (API key) */
  publicSurvey: (apiKey: string, id: number) => http.call<PublicSurvey>('GET', `/api/public/survey/${id}`, { query: { apiKey } }),
  /** one vote per device (X-Device-Id) while the survey runs */
  vote: (apiKey: string, id: number, deviceId: string, vote: VoteBody) =>
    http.call<MessageBody>('POST', `/api/public/survey/${id}/vote`, {
      query: { apiKey },
      json: vote,
      headers: { 'X-Device-Id': deviceId },
    }),
});
