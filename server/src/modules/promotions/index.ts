export { promotionRoutes } from './routes.js';
