import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.js';

/** A role with its rights and the ids of its variable rights; `admin` marks the protected Admin role. */
export const Role = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rights: Type.Array(Type.String()),
  variableRights: Type.Array(Type.Integer()),
  tenantId: Type.Integer(),
  admin: Type.Boolean(),
});
export type Role = Static<typeof Role>;

/** POST /api/role; tenantId defaults to the caller's tenant. */
export const RoleCreate = Type.Object({
  name: Type.String({ maxLength: 100 }),
  rights: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 100 })),
  tenantId: Type.Optional(Nullable(Id)),
});
export type RoleCreate = Static<typeof RoleCreate>;

/** PUT /api/role/{id}: rename. */
export const RoleRename = Type.Object({ name: Type.String({ maxLength: 100 }) });
export type RoleRename = Static<typeof RoleRename>;

export const RoleRightParams = Type.Object({
  id: Id,
  right: Type.String({ maxLength: 60 }),
});
export type RoleRightParams = Static<typeof RoleRightParams>;

export const RoleVariableRightParams = Type.Object({
  id: Id,
  variableRightId: Id,
});
export type RoleVariableRightParams = Static<typeof RoleVariableRightParams>;

/**
 * A right that belongs to one information category (BASIC_RIGHT_CREATE, EDIT, DELETE, APPROVE).
 * bisCategoryName is null while the category has no name to show.
 */
export const VariableRight = Type.Object({
  id: Type.Integer(),
  module: Type.String(),
  bisCategoryId: Nullable(Type.Integer()),
  bisCategoryName: Nullable(Type.String()),
  basicRight: Type.String(),
});
export type VariableRight = Static<typeof VariableRight>;
