export { geocodeRoutes } from './routes.js';
export { configuredGeocoder, type Geocoder } from './service.js';
