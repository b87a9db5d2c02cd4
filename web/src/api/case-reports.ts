import type { MessageBody } from '@contracts/common.js';
import type {
  ForwardRequest,
  PdfSummaryLink,
  Reachability,
  SummaryMailRequest,
  UnreachableSendRequest,
  UnreachableSendResult,
} from '@contracts/case-report.js';
import type { Http } from './http.js';

export const caseReportApi = (http: Http) => ({
  /** mails the case's summary (SEND_CASE_SUMMARY); answers the text to show */
  sendSummary: (caseId: number, request: SummaryMailRequest) =>
    http.call<MessageBody>('POST', `/api/case/${caseId}/send-summary`, { json: request }),
  /** generates the PDF (CREATE_CASE_SUMMARY_PDF); open `link` (relative to the API base) in a new tab */
  pdfSummary: (caseId: number) => http.call<PdfSummaryLink>('GET', `/api/case/${caseId}/pdf-summary`),
  /** super admin: whether the case's municipality handles it itself */
  reachability: (caseId: number) => http.call<Reachability>('GET', '/api/case/reachable', { query: { caseId } }),
  /** super admin: forwards the case to the responsible municipality by mail */
  forwardToMunicipality: (caseId: number, request: ForwardRequest = {}) =>
    http.call<MessageBody>('POST', `/api/case/toAdmin/${caseId}`, { json: request }),
  /** super admin: every unreachable case of a tenant (null: of none) to one address */
  sendUnreachable: (request: UnreachableSendRequest) =>
    http.call<UnreachableSendResult>('POST', '/api/tenant/unreachable/send', { json: request }),
});
