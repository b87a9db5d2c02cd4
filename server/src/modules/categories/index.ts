export { categoryRoutes } from './routes.js';
export { ownedFields, PICK_CATEGORY_RIGHTS, requireName, selectionTenant, validInitialAssignee, writableTenant } from './service.js';
