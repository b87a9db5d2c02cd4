export { boundariesToStore, boundaryPolygon, isLatitude, isLongitude, parseBoundaries } from './boundaries.js';
export { tenantRoutes } from './routes.js';
export { createTenant, updateTenant } from './save.js';
export { designationMap, findTenant, mainAccountEmail, tenantHasModule, toTenantRef } from './service.js';
