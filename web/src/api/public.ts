import type {
  CaseMap,
  CaseStatus,
  CoordinateCategories,
  NearbyCases,
  PublicCaseCreate,
  PublicCaseCreated,
  PublicTenant,
  PublicUpload,
  RatingBody,
} from '@contracts/public.js';
import type { AccessibilityFeedback, PublicAccessibilityStatement } from '@contracts/accessibility.js';
import type { MessageBody } from '@contracts/common.js';
import type { Http } from './http.js';

/** The API key travels as a query parameter; the frame's device id as X-Device-Id (when it has one). */
const deviceHeaders = (deviceId?: string | null): Record<string, string> => (deviceId ? { 'X-Device-Id': deviceId } : {});
const statusPath = (token: string) => `/api/public/case-status/${encodeURIComponent(token)}`;

/**
 * The citizen calls of the public frames. Pure like every API group; it needs no session, so the frames
 * bundle builds it over an HTTP client without a token (createFrameApi) and the back office gets it through
 * createApi.
 */
export const publicApi = (http: Http) => ({
  /** the public face of the key's tenant */
  tenantByApiKey: (apiKey: string) => http.call<PublicTenant>('GET', `/api/tenant/apikey/${encodeURIComponent(apiKey)}`),
  /** the tenant's cases published on the map, plus map centre and whether to show the create button */
  caseMap: (apiKey: string) => http.call<CaseMap>('GET', '/api/case/map', { query: { apiKey } }),
  /** the responsible tenant at a point and its categories (fallback list with reachable false) */
  categoriesAt: (apiKey: string, longitude: number, latitude: number) =>
    http.call<CoordinateCategories>('GET', `/api/category/coordinates/${longitude}/${latitude}`, { query: { apiKey } }),
  /** open cases within 50 m of the point, nearest first */
  nearbyCases: (apiKey: string, latitude: number, longitude: number) =>
    http.call<NearbyCases>('GET', '/api/case/nearby', { query: { apiKey, latitude, longitude } }),
  /** uploads one png, gif or jpeg for a report; answers the stored name */
  async uploadPhoto(apiKey: string, file: Blob, deviceId?: string | null): Promise<string> {
    const form = new FormData();
    form.append('file', file);
    const answer = await http.call<PublicUpload>('POST', '/files/upload', {
      query: { apiKey },
      multipart: form,
      headers: deviceHeaders(deviceId),
    });
    return answer.name;
  },
  /** sends the report; answers the case number and the private status link */
  createCase: (apiKey: string, report: PublicCaseCreate, deviceId?: string | null) =>
    http.call<PublicCaseCreated>('POST', '/api/case', { query: { apiKey }, json: report, headers: deviceHeaders(deviceId) }),
  /** the status page of a report (token from the status link) */
  caseStatus: (token: string) => http.call<CaseStatus>('GET', statusPath(token)),
  /** rates a closed case once (1-5, optional comment) */
  rateCase: (token: string, rating: RatingBody) => http.call<CaseStatus>('POST', `${statusPath(token)}/rating`, { json: rating }),
  /** withdraws an open report (state CANCELLED) */
  withdrawCase: (token: string) => http.call<CaseStatus>('POST', `${statusPath(token)}/withdraw`),
  /** the key's tenant's accessibility statement (its own text or the default) */
  accessibilityStatement: (apiKey: string) =>
    http.call<PublicAccessibilityStatement>('GET', '/api/public/accessibility-statement', { query: { apiKey } }),
  /** mails a barrier to the tenant's contact (and a confirmation to the sender's address, if given) */
  sendAccessibilityFeedback: (apiKey: string, feedback: AccessibilityFeedback) =>
    http.call<MessageBody>('POST', '/api/public/accessibility-feedback', { query: { apiKey }, json: feedback }),
});

export type PublicApi = ReturnType<typeof publicApi>;
