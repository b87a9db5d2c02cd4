import { Type, type Static } from 'typebox';
import { Id, Nullable, PageQueryProps, TenantRef, UserRef } from './common.js';

/**
 * Defect categories and their subcategories ("tags"). Writes and the paged lists need MANAGE_CATEGORIES;
 * the plain lists for pickers (tenant list, selectable) need VIEW_CASES, VIEW_USER, CREATE_USER or
 * MANAGE_CATEGORIES. Ids outside the caller's tenant scope answer 404.
 */

/**
 * Sort keys of the category list; without a sort the list is by name ascending
 * (docs/product/cases.md#categories-and-subcategories).
 */
export const CATEGORY_SORTS = ['name', 'tenant.name', 'initialAssignee.lastname'] as const;
/** Sort keys of the subcategory (tag) list; default by name ascending. */
export const TAG_SORTS = ['name', 'tenant.name', 'category.name', 'initialAssignee.lastname'] as const;

const CategoryRef = Type.Object({ id: Type.Integer(), name: Type.String() });

/**
 * A defect category (docs/product/cases.md#categories-and-subcategories): GET /api/category[/{id}], the answer of POST
 * and PUT.
 */
export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  tenantId: Type.Integer(),
  tenant: TenantRef,
  initialAssigneeId: Nullable(Type.Integer()),
  /** the responsible person ("Verantwortlicher", list column Bearbeiter); new cases are assigned to them */
  initialAssignee: Nullable(UserRef),
  createdAt: Type.String(),
  editedAt: Nullable(Type.String()),
});
export type Category = Static<typeof Category>;

/** A subcategory (tag) of a defect category. */
export const Tag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  categoryId: Type.Integer(),
  category: CategoryRef,
  tenantId: Type.Integer(),
  tenant: TenantRef,
  initialAssigneeId: Nullable(Type.Integer()),
  initialAssignee: Nullable(UserRef),
  createdAt: Type.String(),
  editedAt: Nullable(Type.String()),
});
export type Tag = Static<typeof Tag>;

/**
 * GET /api/category and /api/tag: the paging parameters (search over the name) plus an optional tenant
 * filter (a tenant of the caller's scope, else 404). `sort`: CATEGORY_SORTS or TAG_SORTS.
 */
export const CategoryListQuery = Type.Object({ ...PageQueryProps, tenant: Type.Optional(Id) });
export type CategoryListQuery = Static<typeof CategoryListQuery>;

/**
 * POST /api/category/ and PUT /api/category/{id}. `tenantId` defaults to the caller's tenant (create) or
 * stays as it is (update); a tenant outside the caller's scope answers 403. `initialAssigneeId` must be a
 * user of that tenant (400); null or missing means nobody. Audit fields the client sends are ignored.
 */
export const CategorySave = Type.Object({
  /** required; missing or blank answers 400 with a German message from the server */
  name: Type.Optional(Type.String({ maxLength: 200 })),
  tenantId: Type.Optional(Nullable(Id)),
  initialAssigneeId: Type.Optional(Nullable(Id)),
});
export type CategorySave = Static<typeof CategorySave>;

/** POST /api/tag/ and PUT /api/tag/{id}: as a category, plus the parent category, which must be of the tenant. */
export const TagSave = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  categoryId: Id,
  tenantId: Type.Optional(Nullable(Id)),
  initialAssigneeId: Type.Optional(Nullable(Id)),
});
export type TagSave = Static<typeof TagSave>;

/**
 * GET /api/category/selectable: the categories a user may be assigned (user form), i.e. those of the
 * target user's tenant; without `targetUserId`, those of `targetTenantId`, else of the caller's tenant.
 */
export const SelectableCategoriesQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  targetUserId: Type.Optional(Id),
  targetTenantId: Type.Optional(Id),
});
export type SelectableCategoriesQuery = Static<typeof SelectableCategoriesQuery>;

/**
 * GET /api/tag/selectable: the subcategories of `categoryIds` (comma-separated, e.g. `3,7`; all of the
 * tenant when missing) within the target user's tenant (or `targetTenantId`, else the caller's tenant).
 */
export const SelectableTagsQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  targetUserId: Type.Optional(Id),
  targetTenantId: Type.Optional(Id),
  categoryIds: Type.Optional(Type.String({ pattern: '^(\\d{1,10}(,\\d{1,10}){0,199})?$' })),
});
export type SelectableTagsQuery = Static<typeof SelectableTagsQuery>;
