import type { MessageBody, PageOf } from '@contracts/common.js';
import type { Category, CategoryListQuery, CategorySave, SelectableCategoriesQuery } from '@contracts/category.js';
import type { Http } from './http.js';

export const categoryApi = (http: Http) => ({
  /** the category list (MANAGE_CATEGORIES); sort: name, tenant.name, initialAssignee.lastname */
  list: (query: CategoryListQuery = {}) => http.call<PageOf<Category>>('GET', '/api/category', { query }),
  get: (id: number) => http.call<Category>('GET', `/api/category/${id}`),
  create: (category: CategorySave) => http.call<Category>('POST', '/api/category/', { json: category }),
  update: (id: number, category: CategorySave) => http.call<Category>('PUT', `/api/category/${id}`, { json: category }),
  /** 409 with a German message while cases use the category */
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/category/${id}`),
  /** every category of a tenant by name, for the case form */
  ofTenant: (tenantId: number) => http.call<Category[]>('GET', `/api/category/tenant/${tenantId}`),
  /** the categories the user form may assign to a user (those of the user's tenant) */
  selectable: (query: SelectableCategoriesQuery = {}) => http.call<Category[]>('GET', '/api/category/selectable', { query }),
});
