export { languageRoutes } from './routes.js';
