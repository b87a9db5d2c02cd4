/**
 * The part of JSON Schema the routes' TypeBox contracts use (route.schema.params, querystring, body), and the
 * smallest value a schema accepts: the "minimal valid-looking" input of a generated request.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export const asSchema = (schema: unknown): JsonSchema | undefined => (schema ? (schema as JsonSchema) : undefined);

export const alternativesOf = (schema: JsonSchema): JsonSchema[] | undefined => schema.anyOf ?? schema.oneOf;

export const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'pruefung@example.org',
  'date-time': '2026-01-15T10:00:00.000Z',
  date: '2026-01-15',
  uri: 'https://example.org/',
};

function sampleString(schema: JsonSchema): string {
  const sample = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
  if (sample) return sample;
  // the one pattern in the contracts (comma-separated ids) accepts a single id as well
  if (schema.pattern && !new RegExp(schema.pattern).test('Test')) return '1';
  const length = Math.min(Math.max(schema.minLength ?? 0, 4), schema.maxLength ?? Infinity);
  return 'Test'.padEnd(length, 'x').slice(0, length);
}

function sampleNumber(schema: JsonSchema): number {
  const value = schema.minimum ?? 1;
  return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
}

/**
 * A small value the schema accepts: the first alternative that is not null, and the required properties only
 * or, `complete`, every property (a body a handler's own checks accept more often than the bare minimum).
 */
export function sampleOf(schema: JsonSchema, complete = false): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = alternativesOf(schema);
  if (alternatives) return sampleOf(alternatives.find((s) => typeOf(s) !== 'null') ?? alternatives[0]!, complete);
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, complete));
    case 'object': {
      const names = complete ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
      return Object.fromEntries(names.map((name) => [name, sampleOf(schema.properties?.[name] ?? {}, complete)]));
    }
    default:
      return {};
  }
}
