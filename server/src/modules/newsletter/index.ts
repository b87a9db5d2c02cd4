export { newsletterRoutes } from './routes.js';
export { unsubscribeUrl } from './unsubscribe.js';
