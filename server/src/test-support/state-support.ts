import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely.js';
import { bearerOf } from '../modules/auth/index.js';
import { findUserByEmail } from '../modules/users/index.js';
import { createSession } from '../platform/sessions.js';

/** A provider state: sets the data up and returns the values the request needs (see `fromProviderState`). */
export type StateHandlers = Record<string, (parameters?: unknown) => Promise<Record<string, string | number>>>;

/**
 * The parameters of a state, read by name: each `required` one is a string, each `optional` one a string or
 * absent. A pact that leaves out a required parameter, gives one that is not a string or names one the state
 * does not read (a misspelt optional one would otherwise be ignored) is broken, and fails here by that name.
 */
export function paramsOf<const Required extends string, const Optional extends string = never>(
  parameters: unknown,
  required: readonly Required[],
  optional: readonly Optional[] = [],
): Record<Required, string> & Partial<Record<Optional, string>> {
  const given: Partial<Record<string, unknown>> = typeof parameters === 'object' && parameters !== null ? { ...parameters } : {};
  const optionalNames: readonly string[] = optional;
  const known = [...required, ...optionalNames];
  const unknown = Object.keys(given).filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`provider state does not read the parameter(s) ${unknown.join(', ')} (it reads ${known.join(', ')})`);
  const params: Partial<Record<string, string>> = {};
  for (const name of known) {
    const value = given[name];
    if (value === undefined) {
      if (optionalNames.includes(name)) continue;
      throw new Error(`provider state needs the parameter ${name}, which the pact does not give`);
    }
    if (typeof value !== 'string')
      throw new Error(`provider state needs the parameter ${name} as a string, the pact gives ${JSON.stringify(value)}`);
    params[name] = value;
  }
  // every required name was checked to be a string above, every optional one to be a string or absent
  return params as Record<Required, string> & Partial<Record<Optional, string>>;
}

/** The demo account named by a state; a state naming an unknown account is a broken pact. */
export async function demoUser(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`provider state names ${email}, which is not a demo account`);
  return user;
}

/**
 * The bearer header of a fresh session of a demo account. The session is opened here, not through the login
 * route: its per-address limit (RATE_LIMIT_AUTH_PER_MINUTE) would stop a verification run of a demo server.
 */
export async function sessionOf(app: FastifyInstance, db: Db, email: string): Promise<string> {
  const user = await demoUser(db, email);
  const session = await createSession(db, user.id, app.config.sessionMaxHours);
  return bearerOf(app, session.id);
}

/** The id of the demo tenant named by a state. */
export async function tenantId(db: Db, name: string): Promise<number> {
  const tenant = await db.selectFrom('tenant').select('id').where('name', '=', name).executeTakeFirst();
  if (!tenant) throw new Error(`provider state names tenant ${name}, which is not in the demo data`);
  return tenant.id;
}

/** The tables whose records the provider states find by tenant and name. */
type NamedPerTenant = 'category' | 'infoCategory' | 'answerTemplate';

/** The id of a tenant's record of that name (the oldest, if several), or null. */
export async function idNamed(db: Db, table: NamedPerTenant, tenant: number, name: string): Promise<number | null> {
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('tenantId', '=', tenant)
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
  return found?.id ?? null;
}
