import type { PublicTenant } from '@contracts/public.js';
import type { TenantRow } from '../../db/schema.js';
import { toBool } from '../../db/values.js';
import { boundaryPolygon, designationMap } from '../tenants/index.js';

/** GET /api/tenant/apikey/{apiKey}: only what a public page may show about the tenant. */
export function publicTenant(tenant: TenantRow): PublicTenant {
  return {
    id: tenant.id,
    name: tenant.name,
    designationMap: designationMap(tenant.name),
    mapCenterLatitude: tenant.mapCenterLatitude ?? tenant.townhallLatitude,
    mapCenterLongitude: tenant.mapCenterLongitude ?? tenant.townhallLongitude,
    showCreateCaseButton: toBool(tenant.mmMapShowCreateCaseButton),
    hasBoundaries: boundaryPolygon(tenant.boundaries).length >= 3,
  };
}
