export { caseForwardingRoutes } from './routes.js';
