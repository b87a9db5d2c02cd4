import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { open311Error } from './format.js';

export interface Jurisdiction {
  id: number;
  name: string;
  /** the readable jurisdiction_id the tenant chose; null: only the numeric id names it */
  open311JurisdictionId: string | null;
}

const hasModule = (module: string) => (eb: ExpressionBuilder<Database, 'tenant'>) =>
  eb.exists(
    eb
      .selectFrom('tenantModule')
      .select('tenantModule.tenantId')
      .whereRef('tenantModule.tenantId', '=', 'tenant.id')
      .where('tenantModule.module', '=', module)
      .where('tenantModule.purchased', '=', 1),
  );

/** The jurisdictions: tenants that take reports (MAENGELMELDER), offer API access (APIZUGRIFF) and have a service. */
export async function listJurisdictions(db: Kysely<Database>): Promise<Jurisdiction[]> {
  return db
    .selectFrom('tenant')
    .select(['tenant.id', 'tenant.name', 'tenant.open311JurisdictionId'])
    .where(hasModule('MAENGELMELDER'))
    .where(hasModule('APIZUGRIFF'))
    .where((eb) => eb.exists(eb.selectFrom('category').select('category.id').whereRef('category.tenantId', '=', 'tenant.id')))
    .orderBy('tenant.id')
    .execute();
}

/** The jurisdiction_id discovery tells clients to send: the readable one where the tenant chose one. */
export const publicJurisdictionId = (jurisdiction: Jurisdiction): string => jurisdiction.open311JurisdictionId ?? String(jurisdiction.id);

/**
 * The jurisdiction a call names by its numeric id or readable id (any letter case, as a domain), or the only
 * one there is; 400 when several exist and none was named.
 */
export async function resolveJurisdiction(db: Kysely<Database>, raw: string | undefined): Promise<Jurisdiction> {
  const all = await listJurisdictions(db);
  if (raw === undefined || raw.trim() === '') {
    const [only] = all;
    if (only && all.length === 1) return only;
    throw open311Error(400, 'jurisdiction_id fehlt: Dieser Server bedient mehrere Jurisdiktionen.');
  }
  const named = raw.trim().toLowerCase();
  const found = all.find((j) => String(j.id) === named || j.open311JurisdictionId === named);
  if (!found) throw open311Error(404, `Die Jurisdiktion ${raw} ist unbekannt.`);
  return found;
}
