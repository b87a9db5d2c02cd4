/**
 * Signals for the in-memory caches of the public endpoints (DESIGN §5a): the map answer per tenant and the
 * parsed boundary polygons. The cases module reports every change that can alter a tenant's map (creation,
 * state, publishing, edits, deletion); the tenants module reports every tenant save (boundaries, modules,
 * map settings). The counters are process-wide and the caches compare them on each read, so an invalidation
 * costs nothing; the caches also expire after a few seconds, which bounds the staleness when another process
 * (several instances on one PostgreSQL database) made the change. This file imports nothing, so any module
 * may call it without a cycle.
 */
const mapVersions = new Map<number, number>();
let tenantsVersion = 0;

/** A case of these tenants changed in a way the public map may show. */
export function caseMapChanged(...tenantIds: readonly (number | null)[]): void {
  for (const id of tenantIds) if (id !== null) mapVersions.set(id, (mapVersions.get(id) ?? 0) + 1);
}

/** A tenant was created or saved: boundaries, modules or map settings may differ. */
export function publicTenantsChanged(): void {
  tenantsVersion += 1;
}

export const tenantsCacheVersion = (): number => tenantsVersion;

export const caseMapVersion = (tenantId: number): string => `${tenantsVersion}.${mapVersions.get(tenantId) ?? 0}`;
