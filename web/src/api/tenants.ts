import type { MessageBody, PageOf, PageQuery } from '@contracts/common.js';
import type { ApiKeyBody, Tenant, TenantListItem, TenantSave } from '@contracts/tenant.js';
import type { Http } from './http.js';

export const tenantApi = (http: Http) => ({
  /** the tenant list and the tenant pickers (size 50 and search); sort: name, zip, country, population */
  list: (query: PageQuery = {}) => http.call<PageOf<TenantListItem>>('GET', '/api/tenant', { query }),
  get: (id: number) => http.call<Tenant>('GET', `/api/tenant/${id}`),
  /** super admin only; answers the created tenant */
  create: (tenant: TenantSave) => http.call<Tenant>('POST', '/api/tenant', { json: tenant }),
  /** fields left out keep their values; answers the saved tenant */
  update: (id: number, tenant: TenantSave) => http.call<Tenant>('PUT', `/api/tenant/${id}`, { json: tenant }),
  /** a new key; a previous key stops working for good */
  generateApiKey: async (id: number) => (await http.call<ApiKeyBody>('PATCH', `/api/tenant/${id}/generate-api-key`)).apiKey,
  removeApiKey: (id: number) => http.call<MessageBody>('DELETE', `/api/tenant/${id}/api-key`),
});
