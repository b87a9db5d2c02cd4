import type { TenantRow } from '../db/schema.js';

/** A tenant's origins (CORS) as its column keeps them: a JSON array, null for none. */
export const storedOrigins = (origins: readonly string[]): string | null => (origins.length > 0 ? JSON.stringify(origins) : null);

/** The origins a tenant lists (CORS); a column that holds anything else counts as none. */
export function originsOf(row: Pick<TenantRow, 'corsOrigins'>): string[] {
  if (!row.corsOrigins) return [];
  try {
    const parsed: unknown = JSON.parse(row.corsOrigins);
    return Array.isArray(parsed) ? parsed.filter((origin): origin is string => typeof origin === 'string') : [];
  } catch {
    return [];
  }
}
