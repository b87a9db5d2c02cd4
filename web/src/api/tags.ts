import type { MessageBody, PageOf } from '@contracts/common.js';
import type { CategoryListQuery, SelectableTagsQuery, Tag, TagSave } from '@contracts/category.js';
import type { Http } from './http.js';

type TagSelection = Omit<SelectableTagsQuery, 'categoryIds'> & { categoryIds?: readonly number[] };

export const tagApi = (http: Http) => ({
  /** the subcategory list (MANAGE_CATEGORIES); sort: name, tenant.name, category.name, initialAssignee.lastname */
  list: (query: CategoryListQuery = {}) => http.call<PageOf<Tag>>('GET', '/api/tag', { query }),
  get: (id: number) => http.call<Tag>('GET', `/api/tag/${id}`),
  create: (tag: TagSave) => http.call<Tag>('POST', '/api/tag/', { json: tag }),
  update: (id: number, tag: TagSave) => http.call<Tag>('PUT', `/api/tag/${id}`, { json: tag }),
  remove: (id: number) => http.call<MessageBody>('DELETE', `/api/tag/${id}`),
  /** subcategories of the given categories (all of the tenant without) within the target user's tenant */
  selectable: ({ categoryIds, ...query }: TagSelection = {}) =>
    http.call<Tag[]>('GET', '/api/tag/selectable', { query: { ...query, categoryIds: categoryIds?.join(',') } }),
});
