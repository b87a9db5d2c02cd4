import { PLATFORM_LEGAL_PAGES, type PublicTenant } from '@contracts/public.js';
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
    // where the tenant has no page of its own, the platform's texts govern the use of its report form
    termsUrl: tenant.termsUrl ?? PLATFORM_LEGAL_PAGES.termsUrl,
    privacyUrl: tenant.privacyUrl ?? PLATFORM_LEGAL_PAGES.privacyUrl,
    imprintUrl: tenant.imprintUrl ?? PLATFORM_LEGAL_PAGES.imprintUrl,
  };
}
