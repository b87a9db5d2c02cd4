import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';

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

/** A user as the client reads it (GET /api/user/me, GET /api/user/{id}). */
export const User = Type.Object({
  id: Type.Integer(),
  firstname: Type.String(),
  lastname: Type.String(),
  fullname: Type.String(),
  email: Type.String(),
  position: Nullable(Type.String()),
  status: Type.Boolean(),
  approved: Type.Boolean(),
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
