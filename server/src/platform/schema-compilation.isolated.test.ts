import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';

const serializers = vi.hoisted(() => ({ built: 0 }));
vi.mock('fast-json-stringify', async (importOriginal) => {
  const original = (await importOriginal<typeof import('fast-json-stringify')>()).default;
  const counting = (...args: Parameters<typeof original>) => {
    serializers.built += 1;
    return original(...args);
  };
  return { default: Object.assign(counting, original) };
});

let app: FastifyInstance;
const validatorsCompiled = vi.spyOn(Ajv.prototype, 'compile');

beforeAll(async () => {
  const db = await openDatabase('sqlite::memory:');
  await migrateToLatest(db);
  app = await buildApp({ config: testConfig(), db, webRoot: null });
  await app.ready();
});
afterAll(() => app.close());

describe('schema compilation', () => {
  it('compiles no request or response schema at start-up', () => {
    expect(validatorsCompiled).not.toHaveBeenCalled();
    expect(serializers.built).toBe(0);
  });

  it("compiles a route's schemas on its first request, which they check and write as before", async () => {
    const unknownKey = await app.inject({ url: '/api/tenant/apikey/kein-schluessel' });
    expect(unknownKey.statusCode).toBe(404);
    expect(unknownKey.json().code).toBe('API_KEY_UNKNOWN');
    expect(validatorsCompiled).toHaveBeenCalled();
    expect(serializers.built).toBeGreaterThan(0);

    const invalid = await app.inject({ method: 'POST', url: '/api/authorization/token', payload: { mail: 42 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_ERROR');
  });
});
