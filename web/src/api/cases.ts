import type {
  Case,
  CaseBulkAction,
  CaseBulkResult,
  CaseCreate,
  CaseExportQuery,
  CaseListItem,
  CaseListQuery,
  CaseMarkers,
  CaseMarkersQuery,
  CaseNote,
  CaseStats,
  CaseStateValue,
  CaseUpdate,
  DeadlineCasesQuery,
  NoteSave,
  ProtocolEntry,
} from '@contracts/case.js';
import type { MessageBody, PageOf } from '@contracts/common.js';
import type { DownloadedFile, Http } from './http.js';

export const caseApi = (http: Http) => ({
  /** the case list: search, sort (CASE_SORTS), order, page, size, tenant, state (a CASE_FILTERS key or a state) */
  list: (query: CaseListQuery = {}) => http.call<PageOf<CaseListItem>>('GET', '/api/case', { query }),
  /** the same list for one tenant of the caller's scope */
  listOfTenant: (tenantId: number, query: CaseListQuery = {}) =>
    http.call<PageOf<CaseListItem>>('GET', `/api/case/tenant/${tenantId}`, { query }),
  /** open cases due within 3 days or overdue, most urgent first (size 5 by default) */
  deadlineCases: (query: DeadlineCasesQuery = {}) => http.call<PageOf<CaseListItem>>('GET', '/api/case/deadline-cases', { query }),
  /** the list's cases as a file (csv, xlsx, geojson), with the bytes received so far while it arrives */
  export: (query: CaseExportQuery, onProgress: (bytes: number) => void): Promise<DownloadedFile> =>
    http.download('/api/case/export', { query }, onProgress),
  /** the list's cases as map markers (at most 10,000, in the list's order) */
  markers: (query: CaseMarkersQuery) => http.call<CaseMarkers>('GET', '/api/case/markers', { query }),
  /** one action on up to 500 cases, case by case; answers what happened to each */
  bulk: (input: CaseBulkAction) => http.call<CaseBulkResult>('POST', '/api/case/bulk', { json: input }),
  /** counters for the tiles and the sidebar */
  stats: (tenant?: number) => http.call<CaseStats>('GET', '/api/case/stats', { query: { tenant } }),
  get: (id: number) => http.call<Case>('GET', `/api/case/${id}`),
  create: (input: CaseCreate) => http.call<Case>('POST', '/api/case', { json: input }),
  /** fields left out keep their values; answers the saved case */
  update: (id: number, input: CaseUpdate) => http.call<Case>('PUT', `/api/case/${id}`, { json: input }),
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/case/${id}`),
  /** reject, finish, reopen (409 for any other transition) */
  setState: (id: number, state: CaseStateValue) => http.call<Case>('PUT', `/api/case/${id}/state/${state}`),
  setPublishedOnMap: (id: number, published: boolean) => http.call<Case>('PUT', `/api/case/${id}/map-published/${published}`),
  blockDevice: (id: number) => http.call<Case>('PUT', `/api/case/${id}/blockDevice`),
  protocol: (id: number) => http.call<ProtocolEntry[]>('GET', `/api/case/${id}/protocol`),
  notes: (id: number) => http.call<CaseNote[]>('GET', `/api/case/${id}/note`),
  createNote: (id: number, note: NoteSave) => http.call<CaseNote>('POST', `/api/case/${id}/note`, { json: note }),
  updateNote: (id: number, noteId: number, note: NoteSave) => http.call<CaseNote>('PUT', `/api/case/${id}/note/${noteId}`, { json: note }),
  deleteNote: (id: number, noteId: number) => http.call<MessageBody>('DELETE', `/api/case/${id}/note/${noteId}`),
});
