import type { MessageBody, PageOf } from '@contracts/common.js';
import type { Role, RoleCreate, VariableRight } from '@contracts/role.js';
import type { Http } from './http.js';

export const roleApi = (http: Http) => ({
  /** roles of the caller's own tenant */
  list: () => http.call<Role[]>('GET', '/api/role'),
  ofTenant: (tenantId: number) => http.call<PageOf<Role>>('GET', `/api/role/tenant/${tenantId}`),
  create: (role: RoleCreate) => http.call<Role>('POST', '/api/role', { json: role }),
  rename: (id: number, name: string) => http.call<Role>('PUT', `/api/role/${id}`, { json: { name } }),
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/role/${id}`),
  /** grants the right if the role lacks it, revokes it otherwise; answers the updated role */
  toggleRight: (id: number, right: string) => http.call<Role>('PUT', `/api/role/${id}/right/${encodeURIComponent(right)}`),
  toggleVariableRight: (id: number, variableRightId: number) => http.call<Role>('PUT', `/api/role/${id}/variable-right/${variableRightId}`),
  variableRights: (tenantId: number) => http.call<PageOf<VariableRight>>('GET', `/api/role/variableRights/${tenantId}`),
});
