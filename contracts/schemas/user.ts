import { Type, type Static } from 'typebox';
import { Id, Nullable, PageQueryProps } from './common.js';

export const RoleSummary = Type.Object({ id: Type.Integer(), name: Type.String() });

export const VariableRightGrant = Type.Object({
  id: Type.Integer(),
  basicRight: Type.String(),
  bisCategoryId: Nullable(Type.Integer()),
});

export const UserTenant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
  modules: Type.Array(Type.String()),
  mainAccount: Nullable(Type.Integer()),
  commune: Type.Boolean(),
});

/** What the user form and the user list show of every user. */
const USER_BASICS = {
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  fullname: Type.String(),
  email: Type.String(),
  position: Nullable(Type.String()),
  status: Type.Boolean(),
  approved: Type.Boolean(),
};

/** A user as the client reads it (GET /api/user/me, GET /api/user/{id}). */
export const User = Type.Object({
  ...USER_BASICS,
  active: Type.Boolean(),
  superAdmin: Type.Boolean(),
  superUser: Type.Boolean(),
  commune: Type.Boolean(),
  tenantId: Type.Integer(),
  tenantName: Type.String(),
  tenant: UserTenant,
  role: Nullable(Type.Integer()),
  allRoles: Type.Array(RoleSummary),
  allRights: Type.Array(Type.String()),
  allVariableRights: Type.Array(VariableRightGrant),
  assignedCategories: Type.Array(Type.Integer()),
  assignedCategoryTags: Type.Array(Type.Integer()),
  language: Type.String(),
});
export type User = Static<typeof User>;

export const TenantIdParams = Type.Object({ tenantId: Id });
export type TenantIdParams = Static<typeof TenantIdParams>;

/** GET /api/user and /api/user/pending: the paging parameters plus an optional tenant filter. */
export const UserListQuery = Type.Object({ ...PageQueryProps, tenant: Type.Optional(Id) });
export type UserListQuery = Static<typeof UserListQuery>;

/** One row of the user list. */
export const UserListItem = Type.Object({
  ...USER_BASICS,
  tenantId: Type.Integer(),
  tenantName: Type.String(),
  role: Nullable(Type.Integer()),
  allRoles: Type.Array(RoleSummary),
});
export type UserListItem = Static<typeof UserListItem>;

/**
 * POST /api/user and PUT /api/user/{id}. Empty or missing email, firstname and lastname answer
 * "Bitte füllen Sie alle Felder aus." from the server, so they are optional here.
 * `role` is the role id (the client sends it as a string); null or "" means no role.
 * `tenantId` defaults to the caller's tenant (create) or the user's tenant (update).
 * `status` unchanged when omitted. `active` is sent as true by the client; accounts are always active.
 */
export const UserSave = Type.Object({
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  firstname: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  lastname: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  position: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  tenantId: Type.Optional(Nullable(Id)),
  // Null first: the server coerces types, and a number branch ahead of it would turn null into 0.
  role: Type.Optional(Type.Union([Type.Null(), Id, Type.String({ maxLength: 20 })])),
  status: Type.Optional(Type.Boolean()),
  active: Type.Optional(Type.Boolean()),
});
export type UserSave = Static<typeof UserSave>;

/** PUT /api/user/{id}/assigned-categories and /assigned-tags: the complete new set of ids. */
export const IdList = Type.Array(Id, { maxItems: 1000 });
export type IdList = Static<typeof IdList>;
