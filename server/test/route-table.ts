import type { FastifySchema } from 'fastify';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/kysely.js';
import { migrateToLatest } from '../src/db/migrate.js';

/** One registered route and method as buildApp's onRoute option sees it (Fastify's path syntax, `:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema;
  /** the route needs no session (route config `public`) */
  public: boolean;
}

/**
 * The route table of the whole application, including the HEAD routes Fastify adds for every GET. Tests that
 * are generated from it (contract coverage, the security suite) cover a new route without being edited.
 */
export async function collectRoutes(): Promise<RegisteredRoute[]> {
  const routes: RegisteredRoute[] = [];
  const db = await openDatabase('sqlite::memory:');
  await migrateToLatest(db);
  const app = await buildApp({
    config: testConfig(),
    db,
    webRoot: null,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, schema: route.schema ?? {}, public: route.config?.public === true });
      }
    },
  });
  await app.ready();
  await app.close();
  await db.destroy();
  return routes;
}
