export { accessibilityRoutes } from './routes.js';
