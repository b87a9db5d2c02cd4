import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { MAX_INTEGER } from '@contracts/common.js';
import { notFound } from './errors.js';

/** Every path id is declared with the contracts' Id schema, so a path number above MAX_INTEGER is an id beyond the range. */
const isIdBeyondRange = (error: ErrorObject) => error.keyword === 'maximum' && error.params.limit === MAX_INTEGER;

/**
 * A path id beyond the id columns' range is a well-formed number that names no record: 404 like any unknown
 * id, on PostgreSQL (which would reject the number) as on SQLite. A malformed id (text, 0) stays 400.
 */
function beyondRangeIsNotFound(validate: ValidateFunction): ReturnType<FastifySchemaCompiler<unknown>> {
  return (params: unknown) => {
    if (validate(params)) return true;
    const errors = validate.errors ?? [];
    return { error: errors.length > 0 && errors.every(isIdBeyondRange) ? notFound() : (errors as FastifySchemaValidationError[]) };
  };
}

/**
 * Compiles a schema when its route first validates, not at start-up: compiling them all took a fifth of the
 * production start's CPU time (its budget is 1.5 s). Towards Fastify the stand-in is the compiled
 * function: it reports that function's `errors`, and reading `schemaEnv` (Fastify's sign to hand Ajv the parent
 * data, so a value at the root can be coerced) compiles it.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = () => (compiled ??= compile());
  const deferred = Object.defineProperty(
    (data: unknown, context?: Parameters<ValidateFunction>[1]) => {
      const valid = validate()(data, context);
      deferred.errors = validate().errors;
      return valid;
    },
    'schemaEnv',
    { get: () => validate().schemaEnv },
  ) as ValidateFunction;
  return deferred;
}

/**
 * Two validators: query strings, params and headers arrive as text and are coerced to the schema's
 * types; JSON bodies are not coerced, because coercion inside an anyOf would turn a sent `null`
 * into 0 or "" (a town hall moved to 0,0) before the null branch is tried.
 */
export function registerValidation(app: FastifyInstance): void {
  const base: Options = { removeAdditional: 'all', useDefaults: true, allErrors: false, strict: false };
  const coercing = new Ajv({ ...base, coerceTypes: 'array' });
  const exact = new Ajv({ ...base, coerceTypes: false });
  for (const ajv of [coercing, exact]) addFormats.default(ajv);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return compiledOnFirstUse(() => exact.compile(schema));
    const validate = compiledOnFirstUse(() => coercing.compile(schema));
    return httpPart === 'params' ? beyondRangeIsNotFound(validate) : validate;
  });
}
