import { Type, type Static } from 'typebox';
import { Id, Nullable, PageQueryProps } from './common.js';

/**
 * Correspondents (Kontaktverwaltung): the addresses a broadcast goes to. Super admin only; everyone else 403.
 */

/**
 * Sort keys of GET /api/correspondent; default tenant.name ascending (docs/product/super-admin.md#correspondents).
 * `lastName` and `firstName` as the answer names them; `lastname` and `firstname` as earlier clients send them.
 */
export const CORRESPONDENT_SORTS = ['tenant.name', 'lastName', 'firstName', 'email', 'title', 'lastname', 'firstname'] as const;

export const CorrespondentTenant = Type.Object({ id: Type.Integer(), name: Type.String() });

/**
 * A correspondent (docs/product/super-admin.md#correspondents): a row of the list, GET /api/correspondent/{id}, the
 * answer of POST and PUT.
 */
export const Correspondent = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  title: Nullable(Type.String()),
  tenantId: Type.Integer(),
  tenant: CorrespondentTenant,
  /** the address is on the newsletter block list (broadcasts skip it) */
  blocked: Type.Boolean(),
});
export type Correspondent = Static<typeof Correspondent>;

/**
 * GET /api/correspondent: paging; search looks in first name, last name, e-mail and tenant name;
 * `tenant` filters by tenant; `sort` one of CORRESPONDENT_SORTS.
 */
export const CorrespondentListQuery = Type.Object({ ...PageQueryProps, tenant: Type.Optional(Id) });
export type CorrespondentListQuery = Static<typeof CorrespondentListQuery>;

/**
 * POST /api/correspondent (also with a trailing slash) and PUT /api/correspondent/{id}. A missing e-mail answers
 * 400 'E-Mail ist erforderlich', an invalid one 'E-Mail muss gültig sein'; first and last name are required (400,
 * German); tenantId must name an existing tenant (400) (docs/product/super-admin.md#correspondent-validation-rules).
 */
export const CorrespondentSave = Type.Object({
  firstName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  lastName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  title: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  tenantId: Type.Optional(Nullable(Id)),
});
export type CorrespondentSave = Static<typeof CorrespondentSave>;

export const CORRESPONDENT_MESSAGES = {
  emailRequired: 'E-Mail ist erforderlich',
  emailInvalid: 'E-Mail muss gültig sein',
} as const;
