import type { PageOf } from '@contracts/common.js';
import type {
  AnonymiseRequest,
  AnonymiseResult,
  PrivacyRequestEntry,
  PrivacyRequestListQuery,
  SubjectSearchResult,
} from '@contracts/privacy.js';
import type { Http } from './http.js';

/**
 * Requests of a data subject (super admin, or EDIT_OWN_TENANT within the own tenants). The address always
 * travels in the body of a POST, never in a URL.
 */
export const privacyApi = (http: Http) => ({
  search: (email: string) => http.call<SubjectSearchResult>('POST', '/api/privacy/subjects/search', { json: { email } }),
  /** the Art. 15 information as a JSON file */
  exportJson: (email: string, onProgress: (bytes: number) => void) =>
    http.download('/api/privacy/subjects/export', { json: { email } }, onProgress, 'POST'),
  /** the same as a readable PDF */
  exportPdf: (email: string, onProgress: (bytes: number) => void) =>
    http.download('/api/privacy/subjects/export-pdf', { json: { email } }, onProgress, 'POST'),
  anonymise: (request: AnonymiseRequest) => http.call<AnonymiseResult>('POST', '/api/privacy/subjects/anonymise', { json: request }),
  /**
   * the request log, newest first; with an address only the requests concerning it (then a POST, the address in
   * the body); sort: createdAt (default), action, recordCount, user, tenant
   */
  requests: (query: PrivacyRequestListQuery = {}, email?: string) =>
    email === undefined
      ? http.call<PageOf<PrivacyRequestEntry>>('GET', '/api/privacy/requests', { query })
      : http.call<PageOf<PrivacyRequestEntry>>('POST', '/api/privacy/requests/search', { query, json: { email } }),
});
