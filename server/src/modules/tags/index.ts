export { tagRoutes } from './routes.js';
