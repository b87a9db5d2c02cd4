import type { MessageBody } from '@contracts/common.js';
import type {
  CaseForwardingAnswer,
  ForwardingEndpoint,
  ForwardingEndpointSave,
  ForwardingService,
  ForwardingServicesQuery,
} from '@contracts/forwarding.js';
import type { Http } from './http.js';

const endpointsPath = (tenantId: number) => `/api/tenant/${tenantId}/forwarding`;

/** The forwarding over Open311: a tenant's endpoints, the services an endpoint offers, and a case's forwarding. */
export const forwardingApi = (http: Http) => ({
  endpoints: (tenantId: number) => http.call<ForwardingEndpoint[]>('GET', endpointsPath(tenantId)),
  create: (tenantId: number, endpoint: ForwardingEndpointSave) =>
    http.call<ForwardingEndpoint>('POST', endpointsPath(tenantId), { json: endpoint }),
  /** an absent or empty apiKey keeps the stored one */
  update: (tenantId: number, endpointId: number, endpoint: ForwardingEndpointSave) =>
    http.call<ForwardingEndpoint>('PUT', `${endpointsPath(tenantId)}/${endpointId}`, { json: endpoint }),
  remove: (tenantId: number, endpointId: number) => http.call<MessageBody>('DELETE', `${endpointsPath(tenantId)}/${endpointId}`),
  /** the receiving server's services.json, read by our server (a German message with 502 when it cannot) */
  services: (tenantId: number, query: ForwardingServicesQuery) =>
    http.call<ForwardingService[]>('POST', `${endpointsPath(tenantId)}/services`, { json: query }),
  /** null when the case is forwarded nowhere */
  ofCase: async (caseId: number) => (await http.call<CaseForwardingAnswer>('GET', `/api/case/${caseId}/forwarding`)).forwarding,
  /** only a failed forwarding; answers the message to show */
  retry: async (caseId: number) => (await http.call<MessageBody>('POST', `/api/case/${caseId}/forwarding/retry`)).message,
});
