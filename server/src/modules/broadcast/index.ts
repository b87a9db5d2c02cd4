export { broadcastRoutes } from './routes.js';
