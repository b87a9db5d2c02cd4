export { dashboardRoutes } from './routes.js';
