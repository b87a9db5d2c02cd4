export { correspondentRoutes } from './routes.js';
export { broadcastAddresses, requireEmail } from './service.js';
