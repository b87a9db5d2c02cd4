export { publicInfoRoutes } from './public-routes.js';
export { infoRoutes } from './routes.js';
