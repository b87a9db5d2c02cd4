import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

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
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
}
