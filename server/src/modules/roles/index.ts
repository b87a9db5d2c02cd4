export { holderOf, roleGrant } from './grants.js';
export { roleRoutes } from './routes.js';
export { createAdminRole, createRole } from './service.js';
