export { catalogRoutes } from './routes.js';
