import { COMPONENT_NAME } from './openapi-components.js';
import { ANSWER_HEADERS, FILE_ANSWERS, OPERATIONS, SORT_KEYS, TAG_DESCRIPTIONS } from './openapi-operations.js';

type Json = Record<string, unknown>;
interface Parameter extends Json {
  name: string;
  in: string;
}
interface Operation extends Json {
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: unknown }>;
}
interface OpenApiDocument extends Json {
  paths?: Record<string, Record<string, Operation>>;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * TypeBox writes a tuple as draft-07 does (`items: [...]`, `additionalItems: false`), which the server's Ajv
 * validates; OpenAPI 3.1 is JSON Schema 2020-12, where the same tuple is `prefixItems` and no further items:
 * `items: { not: {} }`, the same as `items: false`, which Spectral's array-items rule takes for a missing `items`.
 */
function toPrefixItems(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toPrefixItems);
  if (!isObject(node)) return node;
  const converted = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, toPrefixItems(value)]));
  if (converted.type !== 'array' || !Array.isArray(converted.items)) return converted;
  const { items, additionalItems, ...rest } = converted;
  return { ...rest, prefixItems: items, items: additionalItems === false ? { not: {} } : (additionalItems ?? {}) };
}

/** The answers of an operation with the media types it is really sent in (Open311 answers XML too). */
function withMediaTypes(key: string, operation: Operation): Operation['responses'] {
  const files = FILE_ANSWERS[key];
  const open311 = operation.tags?.includes('open311');
  return Object.fromEntries(
    Object.entries(operation.responses ?? {}).map(([status, answer]) => {
      let content = answer.content;
      if (files && /^2/.test(status)) content = Object.fromEntries(Object.entries(files).map(([type, schema]) => [type, { schema }]));
      else if (open311 && content) content = { ...content, 'text/xml': { schema: { type: 'string' } } };
      const headers = /^2/.test(status) ? ANSWER_HEADERS[key] : undefined;
      return [status, { ...answer, ...(content && { content }), ...(headers && { headers }) }];
    }),
  );
}

const sortedByName = (schemas: Json): Json => Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));

/** Keys whose values are data, not schemas. */
const DATA_KEYS = new Set(['examples', 'example', 'default', 'const', 'enum']);

/**
 * Moves each schema that carries its contract name (openapi-components.ts) into `schemas` under that name and
 * refers to it there, nested ones first, so a record is described once and a client gets one type for it.
 */
function referenced(node: unknown, schemas: Json, inSchema = false): unknown {
  if (Array.isArray(node)) return node.map((item) => referenced(item, schemas, inSchema));
  if (!isObject(node)) return node;
  const inner = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      inSchema && DATA_KEYS.has(key) ? value : referenced(value, schemas, inSchema || key === 'schema'),
    ]),
  );
  const { [COMPONENT_NAME]: name, examples, ...schema } = inner;
  if (typeof name !== 'string') return inner;
  schemas[name] ??= schema;
  return { $ref: `#/components/schemas/${name}`, ...(examples !== undefined && { examples }) };
}

/**
 * The name of an operation not yet in OPERATIONS (`getApiUserMeReminders`), so the document still serves while a
 * route is new; openapi.test.ts fails until it is named there.
 */
function provisionalName(method: string, path: string): readonly [string, string] {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const operationId = method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return [operationId, `${method.toUpperCase()} ${path}`];
}

/** A list's `sort` parameter as the closed list of keys its server takes (SORT_KEYS). */
function withSortKeys(key: string, parameters: Parameter[] | undefined): Parameter[] | undefined {
  return parameters?.map((parameter) => {
    if (parameter.name !== 'sort' || parameter.in !== 'query') return parameter;
    const keys = SORT_KEYS[key];
    if (keys === undefined) return parameter;
    if (keys === null) return { ...parameter, description: 'Wird nicht ausgewertet: die Liste hat eine feste Reihenfolge.' };
    return { ...parameter, schema: { type: 'string', enum: keys } };
  });
}

/**
 * The document as integrators' tools read it (Redocly, Spectral, openapi-typescript): each operation named by
 * openapi-operations.ts, with its list's sort keys and its non-JSON answers' media types; each contract schema once
 * in components.schemas; tuples in 2020-12 form; the tags described.
 */
export function finishDocument<T extends object>(openapiObject: T): T {
  const document = openapiObject as OpenApiDocument;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          const key = `${method.toUpperCase()} ${path}`;
          const [operationId, summary] = OPERATIONS[key] ?? provisionalName(method, path);
          const parameters = withSortKeys(key, operation.parameters);
          return [
            method,
            { operationId, summary, ...operation, ...(parameters && { parameters }), responses: withMediaTypes(key, operation) },
          ];
        }),
      ),
    ]),
  );
  const schemas: Json = {};
  const referencedPaths = referenced(paths, schemas) as typeof paths;
  const operations = Object.values(paths).flatMap((item) => Object.values(item));
  const used = [...new Set(operations.flatMap((operation) => operation.tags ?? []))].sort();
  const tags = used.map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] && { description: TAG_DESCRIPTIONS[name] }) }));
  const components = { ...(document.components as Json | undefined), schemas: sortedByName(schemas) };
  return toPrefixItems({ ...document, paths: referencedPaths, components, tags }) as T;
}
