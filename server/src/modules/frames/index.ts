export { MARKER_COLUMNS, toMarker } from './map.js';
export { frameRoutes } from './routes.js';
export { checkPoint, tenantCovers } from './routing.js';
