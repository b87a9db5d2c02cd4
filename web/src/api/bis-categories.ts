import type { InfoCategory, InfoCategoryListQuery, InfoCategorySave } from '@contracts/bis-category.js';
import type { MessageBody, PageOf } from '@contracts/common.js';
import type { Http } from './http.js';

/** The basic right as the check's path names it. */
export type BasicRightShort = 'CREATE' | 'EDIT' | 'DELETE' | 'APPROVE';

export const infoCategoryApi = (http: Http) => ({
  /** the information category list (BIS_MANAGE_CATEGORIES); sort: name, tenant.name, icon; rows carry editable/deletable */
  list: (query: InfoCategoryListQuery = {}) => http.call<PageOf<InfoCategory>>('GET', '/api/buergerinfo/category', { query }),
  get: (id: number) => http.call<InfoCategory>('GET', `/api/buergerinfo/category/${id}`),
  /** creates the category and its four variable rights (granted to the tenant's Admin role) */
  create: (category: InfoCategorySave) => http.call<InfoCategory>('POST', '/api/buergerinfo/category/', { json: category }),
  update: (id: number, category: InfoCategorySave) => http.call<InfoCategory>('PUT', `/api/buergerinfo/category/${id}`, { json: category }),
  /** 409 with a German message while information items use the category */
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/buergerinfo/category/${id}`),
  /** every category of a tenant by name (pickers; also with BIS_MANAGE_INFORMATION) */
  ofTenant: (tenantId: number) => http.call<InfoCategory[]>('GET', `/api/buergerinfo/category/tenant/${tenantId}`),
  /** whether the caller holds the variable right on the category (APPROVE: publish instead of request approval) */
  hasRight: (basicRight: BasicRightShort, categoryId: number) =>
    http.call<boolean>('GET', `/api/role/variable-right/${basicRight}/biscategory/${categoryId}`),
});
