export { categoryRoutes } from './routes.js';
export {
  categoryNames,
  ownedFields,
  PICK_CATEGORY_RIGHTS,
  requireName,
  selectionTenant,
  validInitialAssignee,
  writableTenant,
} from './service.js';
