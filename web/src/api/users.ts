import type { MessageBody, PageOf, UserRef } from '@contracts/common.js';
import type { IdList, User, UserListItem, UserListQuery, UserSave } from '@contracts/user.js';
import type { Http } from './http.js';

export const userApi = (http: Http) => ({
  me: () => http.call<User>('GET', '/api/user/me'),
  list: (query: UserListQuery = {}) => http.call<PageOf<UserListItem>>('GET', '/api/user', { query }),
  /** users waiting for approval (CREATE_USER) */
  pending: (query: UserListQuery = {}) => http.call<PageOf<UserListItem>>('GET', '/api/user/pending', { query }),
  get: (id: number) => http.call<User>('GET', `/api/user/${id}`),
  /** released users of a tenant as {id, fullname}, for assignee pickers */
  ofTenant: (tenantId: number, search = '', size = 50) =>
    http.call<PageOf<UserRef>>('GET', `/api/user/tenant/${tenantId}`, { query: { search, size } }),
  create: (user: UserSave) => http.call<User>('POST', '/api/user', { json: user }),
  /** also approves a waiting registration when status is true */
  update: (id: number, user: UserSave) => http.call<User>('PUT', `/api/user/${id}`, { json: user }),
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/user/${id}`),
  sendPasswordReset: (id: number) => http.call<MessageBody>('PUT', `/api/user/${id}/send-password-reset`),
  assignedCategories: (id: number) => http.call<IdList>('GET', `/api/user/${id}/assigned-categories`),
  setAssignedCategories: (id: number, ids: IdList) => http.call<IdList>('PUT', `/api/user/${id}/assigned-categories`, { json: ids }),
  assignedTags: (id: number) => http.call<IdList>('GET', `/api/user/${id}/assigned-tags`),
  setAssignedTags: (id: number, ids: IdList) => http.call<IdList>('PUT', `/api/user/${id}/assigned-tags`, { json: ids }),
});
