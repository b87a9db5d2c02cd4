import type { MessageBody, PageOf } from '@contracts/common.js';
import type { Correspondent, CorrespondentListQuery, CorrespondentSave } from '@contracts/correspondent.js';
import type { Http } from './http.js';

/** Correspondents (super admin); sort: tenant.name (default), lastname, firstname, email, title. */
export const correspondentApi = (http: Http) => ({
  list: (query: CorrespondentListQuery = {}) => http.call<PageOf<Correspondent>>('GET', '/api/correspondent', { query }),
  get: (id: number) => http.call<Correspondent>('GET', `/api/correspondent/${id}`),
  create: (correspondent: CorrespondentSave) => http.call<Correspondent>('POST', '/api/correspondent', { json: correspondent }),
  update: (id: number, correspondent: CorrespondentSave) =>
    http.call<Correspondent>('PUT', `/api/correspondent/${id}`, { json: correspondent }),
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/correspondent/${id}`),
});
