import { Type, type Static, type TSchema } from 'typebox';

/** The one error shape of the API: a German message for the user and a machine code. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

/**
 * The largest value of an `integer` column (PostgreSQL's int4), the type of every id column (server/src/db/ddl.ts).
 * A larger number must not reach a query: PostgreSQL rejects it where SQLite stores or finds it.
 */
export const MAX_INTEGER = 2_147_483_647;

/**
 * The one schema of a record id in a path, query or body. A larger id names no record: the server answers it in a
 * path with 404 like any unknown id (platform/validation.ts), in a query or body with 400.
 */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_INTEGER });

/** The id a text names ("42", as in a path segment or a numeric string in a body), or null when it names none. */
export function idFromText(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INTEGER ? id : null;
}

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

export const Order = Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]);

/** Paging parameters shared by every list (docs/product/README.md#lists-paging-and-sorting). */
export const PageQueryProps = {
  search: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(Type.String({ maxLength: 60 })),
  order: Type.Optional(Order),
  /** no list holds more rows than there are ids, so no later page holds any (and its offset would overflow) */
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTEGER, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
};
export const PageQuery = Type.Object(PageQueryProps);
export type PageQuery = Static<typeof PageQuery>;

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    totalPages: Type.Integer(),
    totalElements: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
  });
export interface PageOf<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A time as people read it, on Berlin's wall clock: `2026.03.02 09:15` (the server's formatBerlin). */
export const BerlinDateTime = Type.String({ pattern: '^\\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2}$' });

export const TenantRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  designationMap: Type.Record(Type.String(), Type.String()),
});
export type TenantRef = Static<typeof TenantRef>;

export const UserRef = Type.Object({ id: Type.Integer(), fullname: Type.String() });
export type UserRef = Static<typeof UserRef>;

export * from './email.js';
