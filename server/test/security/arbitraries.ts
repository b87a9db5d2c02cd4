import fc from 'fast-check';
import { alternativesOf, typeOf, type JsonSchema } from './json-schema.js';

/** Names every plain object inherits: as a key looked up in a map they find a function instead of nothing. */
export const MEMBER_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

const LONG = 'x'.repeat(10_000);

/** Values that break naive servers: out-of-range numbers, member names, odd text, the wrong type. */
const NASTY: unknown[] = [
  // biome-ignore-start lint/correctness/noPrecisionLoss: numbers beyond a double's precision are what these values test
  99999999999999999999,
  -99999999999999999999,
  '99999999999999999999',
  2147483648,
  -2147483649,
  9007199254740993,
  // biome-ignore-end lint/correctness/noPrecisionLoss: end of the imprecise numbers
  1e308,
  -1,
  0,
  -0,
  1.5,
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '0x1F',
  '١٢٣',
  '',
  ' ',
  '\t\n',
  LONG,
  '%',
  '%00',
  '\u0000',
  '\uD800',
  '😀'.repeat(40),
  'Ä ö ü ß ẞ İ ǅ',
  '\u202Eevil',
  "' OR '1'='1",
  '"; DROP TABLE app_user; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '9999-12-31T23:59:59Z',
  'null',
  'true',
  ...MEMBER_NAMES,
  null,
  true,
  false,
  [],
  {},
  [null],
  [...MEMBER_NAMES],
  JSON.parse('{"__proto__":{"superAdmin":true}}'),
  Object.fromEntries(MEMBER_NAMES.map((name) => [name, 1])),
];

export const nasty: fc.Arbitrary<unknown> = fc.constantFrom(...NASTY);

const WORDS = ['Test', 'Schlagloch', 'Straßenlaterne defekt', 'Müll', 'Musterstadt', 'a', 'ID', 'DESC', 'name', 'createdAt'];

const int32 = { min: -2147483648, max: 2147483647 };

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 1000;
  const short = Math.min(maxLength, minLength + 20);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength);
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength, maxLength: short }),
    fc.string({ unit: 'grapheme', minLength, maxLength: short }),
    fc.constantFrom(...WORDS, ...MEMBER_NAMES).filter((word) => word.length >= minLength && word.length <= maxLength),
    fc.constant('x'.repeat(Math.min(maxLength, 500_000))).filter((s) => s.length >= minLength),
  ];
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.format === 'date-time' || schema.format === 'date') {
    const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    options.push(schema.format === 'date' ? date.map((d) => d.slice(0, 10)) : date);
  }
  return fc.oneof(...options);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? int32.min;
  const max = schema.maximum ?? int32.max;
  // the demo's records have small ids (six users, a few hundred cases): most values should name one
  const low = Math.max(min, Math.min(0, max));
  return fc.oneof(
    { arbitrary: fc.integer({ min: low, max: Math.min(max, low + 8) }), weight: 4 },
    { arbitrary: fc.integer({ min: low, max: Math.min(max, low + 300) }), weight: 2 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(min, max, Math.min(Math.max(52.22, min), max)),
  );
}

export interface ArbitraryOptions {
  /** replaces a leaf by a nasty value now and then (a request meant to fail validation in some corner) */
  nasty: boolean;
  /** values that work, by property name (an API key of the demo): without them a handler is rarely reached */
  known?: Record<string, fc.Arbitrary<unknown>>;
}

/** A fast-check arbitrary of the values the schema describes, mixed with nasty ones when asked. */
export function arbitraryOf(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, options);
  return options.nasty ? fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: nasty, weight: 1 }) : valid;
}

function validArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = alternativesOf(schema);
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, options)));
  switch (typeOf(schema)) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    case 'object':
      return objectArbitrary(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The properties of an object schema (path parameters, a query string): an object even when nasty values are asked for. */
export function objectArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const known = options.known?.[name];
      const arbitrary = arbitraryOf(property, options);
      return [name, known ? fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary, weight: 1 }) : arbitrary];
    }),
  );
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
  if (!options.nasty) return record;
  // keys the schema does not know, member names among them; built as own properties, as JSON.parse would
  const extra = fc.dictionary(fc.oneof(fc.constantFrom(...MEMBER_NAMES), fc.string({ maxLength: 8 })), nasty, { maxKeys: 2 });
  return fc.oneof({ arbitrary: record, weight: 4 }, { arbitrary: fc.tuple(record, extra).map(([r, e]) => ({ ...r, ...e })), weight: 1 });
}
