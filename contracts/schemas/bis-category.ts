import { Type, type Static } from 'typebox';
import { BASIC_RIGHTS } from './catalog.js';
import { Id, Nullable, PageQueryProps, TenantRef } from './common.js';

/**
 * Information categories of the citizen information (module BUERGERINFO on the caller's tenant, else 403
 * MODULE_MISSING). The list, reads and writes need BIS_MANAGE_CATEGORIES; the plain list of a tenant
 * (pickers of the information form) also BIS_MANAGE_INFORMATION. Ids outside the caller's scope answer 404.
 * Each category owns four variable rights (BASIC_RIGHT_CREATE, EDIT, DELETE, APPROVE) of module BUERGERINFO,
 * created with it and granted to its tenant's Admin role, and removed with it.
 */

/** Sort keys of the category list; without a sort the list is by name ascending. */
export const INFO_CATEGORY_SORTS = ['name', 'tenant.name', 'icon'] as const;

/** A lucide icon name: kebab-case, at most 60 characters ("calendar", "party-popper"). */
export const ICON_NAME_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const ICON_NAME_MAX = 60;

/**
 * An information category (docs/product/citizen-information.md#information-categories). `editable` and `deletable` are
 * computed for the caller.
 */
export const InfoCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  tenantId: Type.Integer(),
  tenant: TenantRef,
  /** the caller holds BIS_MANAGE_CATEGORIES and the category is in their scope */
  editable: Type.Boolean(),
  /** editable, and no information item uses the category */
  deletable: Type.Boolean(),
  createdAt: Type.String(),
  editedAt: Nullable(Type.String()),
});
export type InfoCategory = Static<typeof InfoCategory>;

/** GET /api/buergerinfo/category: paging (search over name and tenant name) plus an optional tenant filter. */
export const InfoCategoryListQuery = Type.Object({ ...PageQueryProps, tenant: Type.Optional(Id) });
export type InfoCategoryListQuery = Static<typeof InfoCategoryListQuery>;

/**
 * POST /api/buergerinfo/category/ and PUT /api/buergerinfo/category/{id}. Messages: name blank 'Bitte geben
 * Sie einen Namen für die Kategorie ein.', icon missing 'Bitte wählen Sie ein Symbol aus.', icon not a
 * kebab-case name 'Das Symbol ist ungültig.'. `tenantId` defaults to the caller's tenant (another tenant
 * needs TENANT_INDEPENDENCE: 403 outside scope; a tenant without BUERGERINFO 403). The tenant of an existing
 * category cannot change (409).
 */
export const InfoCategorySave = Type.Object({
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  icon: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  tenantId: Type.Optional(Nullable(Id)),
});
export type InfoCategorySave = Static<typeof InfoCategorySave>;

/** The path form of a basic right: APPROVE or BASIC_RIGHT_APPROVE (likewise CREATE, EDIT, DELETE). */
export const BASIC_RIGHT_SHORT = ['CREATE', 'EDIT', 'DELETE', 'APPROVE'] as const;

/** GET /api/role/variable-right/{basicRight}/biscategory/{categoryId}: does the caller hold it (boolean)? */
export const VariableRightCheckParams = Type.Object({
  basicRight: Type.Enum([...BASIC_RIGHT_SHORT, ...BASIC_RIGHTS]),
  categoryId: Id,
});
export type VariableRightCheckParams = Static<typeof VariableRightCheckParams>;
