import { collectRoutes, type RegisteredRoute } from '../route-table.js';
import { asSchema, typeOf, type JsonSchema } from './json-schema.js';

export interface SecurityRoute extends RegisteredRoute {
  params: JsonSchema | undefined;
  querystring: JsonSchema | undefined;
  body: JsonSchema | undefined;
  /** `GET /api/case/:id`, the name of the route in test titles and messages */
  name: string;
}

/** HEAD routes run the handler of their GET route, so a suite that calls the GET covers them. */
export async function securityRoutes(): Promise<SecurityRoute[]> {
  return (await collectRoutes())
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({
      ...route,
      params: asSchema(route.schema.params),
      querystring: asSchema(route.schema.querystring),
      body: asSchema(route.schema.body),
      name: `${route.method} ${route.url}`,
    }));
}

const PARAM = /:([A-Za-z0-9_]+)/g;

export const pathParams = (url: string): string[] => [...url.matchAll(PARAM)].map((match) => match[1]!);

/** Percent-encodes every byte of the UTF-8 text: encodeURIComponent refuses lone surrogates, which a fuzz sends. */
const encodeSegment = (text: string): string => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

export function fillPath(url: string, values: Record<string, unknown>): string {
  return url.replace(PARAM, (_, name: string) => encodeSegment(String(values[name])));
}

/**
 * A path parameter that names a record (an id, a file name, a key or token) rather than a choice among fixed
 * values (an enum such as a state, a boolean, a coordinate).
 */
export function namesRecord(route: SecurityRoute, param: string): boolean {
  const schema = route.params?.properties?.[param];
  if (!schema || 'const' in schema || schema.enum || schema.anyOf) return false;
  return typeOf(schema) === 'integer' || typeOf(schema) === 'string';
}

export const recordParams = (route: SecurityRoute): string[] => pathParams(route.url).filter((param) => namesRecord(route, param));

/**
 * The route's path up to its last record parameter: `/api/case/:id` for `PUT /api/case/:id/state/:state`. The
 * access matrix keys the records a path names by it, so the routes below one record share one entry.
 */
export function recordPath(route: SecurityRoute): string | null {
  const last = recordParams(route).at(-1);
  if (!last) return null;
  const token = `:${last}`;
  return route.url.slice(0, route.url.lastIndexOf(token) + token.length);
}

/** A list endpoint: its query string takes the paging parameters (PageQuery). */
export const isList = (route: SecurityRoute): boolean =>
  route.querystring?.properties?.sort !== undefined || route.querystring?.properties?.page !== undefined;
