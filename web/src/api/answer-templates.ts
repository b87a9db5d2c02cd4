import type { MessageBody, PageOf } from '@contracts/common.js';
import type { AnswerTemplate, AnswerTemplateListQuery, AnswerTemplateSave } from '@contracts/answer-template.js';
import type { Http } from './http.js';

export const answerTemplateApi = (http: Http) => ({
  /** the templates of the caller's scope or of one tenant (MANAGE_CATEGORIES or CREATE_CASE_NOTES); sort: name, tenant.name, editedAt */
  list: (query: AnswerTemplateListQuery = {}) => http.call<PageOf<AnswerTemplate>>('GET', '/api/answer-template', { query }),
  get: (id: number) => http.call<AnswerTemplate>('GET', `/api/answer-template/${id}`),
  create: (template: AnswerTemplateSave) => http.call<AnswerTemplate>('POST', '/api/answer-template', { json: template }),
  update: (id: number, template: AnswerTemplateSave) => http.call<AnswerTemplate>('PUT', `/api/answer-template/${id}`, { json: template }),
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/answer-template/${id}`),
});
