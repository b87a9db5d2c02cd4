import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';

type Schema = { [key: string]: unknown };

const isNullSchema = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && Object.keys(schema).length === 1 && (schema as Schema).type === 'null';

/**
 * The contracts write an optional value as `anyOf: [X, {type: 'null'}]` (TypeBox's union with null).
 * fast-json-stringify serialises an `anyOf` by validating the value against each branch with Ajv, for every
 * field of every row; a case-list page has 13 such fields in each of its 50 cards. `type: [X's type, 'null']`
 * says the same for a serialiser and is decided by a typeof check. Only a plain typed branch is rewritten
 * (no enum, const or nested combinator); the output is the same, validation of requests is not involved.
 */
export function nullablesAsTypeLists(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullablesAsTypeLists);
  if (typeof schema !== 'object' || schema === null) return schema;
  const mapped: Schema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullablesAsTypeLists(value)]));
  const branches = mapped.anyOf;
  if (Object.keys(mapped).length !== 1 || !Array.isArray(branches) || branches.length !== 2) return mapped;
  const value = branches.find((branch) => !isNullSchema(branch)) as Schema | undefined;
  if (!value || !branches.some(isNullSchema) || typeof value.type !== 'string') return mapped;
  if (['enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref'].some((keyword) => keyword in value)) return mapped;
  return { ...value, type: [value.type, 'null'] };
}

/**
 * Each response schema is compiled when its first answer is written, not at start-up: compiling the few hundred
 * of them took a quarter of the start's CPU time (a production start has a budget of 1.5 s, docs/performance.md), and a
 * route's first answer pays about a millisecond instead.
 */
export function registerSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= fastJson(nullablesAsTypeLists(schema) as Parameters<typeof fastJson>[0]);
      return serialize(data);
    };
  });
}
